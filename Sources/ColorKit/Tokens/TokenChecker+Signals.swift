extension TokenChecker {
    /// The visions a signal group must hold in: typical (nil), then the three dichromacies.
    static let visions: [ColorVisionDeficiency?] = [nil, .protan, .deutan, .tritan]

    /// Every two tokens of a signal group closer than its minimum, in any mode and vision.
    ///
    /// Translucent signals are first composited on the mode's default background, as they are
    /// seen; each pair is reported once per mode and vision.
    func collapses(in modes: [String]) -> [SignalCollapse] {
        var found: [SignalCollapse] = []
        for mode in modes {
            let backdrop =
                defaultBackground(in: mode).flatMap { color($0, in: mode) } ?? RGBColor(white: 1)
            for group in promises.signals where group.applies(in: mode) {
                let members = group.tokens.compactMap { name -> (String, RGBColor)? in
                    color(name, in: mode).map { (name, Self.sRGBDisplay($0).composited(over: backdrop)) }
                }
                for vision in Self.visions {
                    let seen = members.map { name, color in
                        (name, OKLab(vision.map { ColorVisionSimulation.simulate(color, $0) } ?? color))
                    }
                    for i in seen.indices {
                        for j in seen.indices where j > i {
                            let distance = seen[i].1.distance(to: seen[j].1)
                            guard distance < group.minimum else { continue }
                            found.append(
                                SignalCollapse(
                                    group: group.name, mode: mode, first: seen[i].0, second: seen[j].0,
                                    deficiency: vision, distance: distance, minimum: group.minimum))
                        }
                    }
                }
            }
        }
        return found
    }
}
