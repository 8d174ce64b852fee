extension ThemeBuilder {
    /// The ways of seeing the signals must stay apart for: typical vision (nil) and the three
    /// dichromacies at full severity.
    static let visions: [ColorVisionDeficiency?] = [nil, .protan, .deutan, .tritan]

    /// Keeps tint, success, warning and destructive at least ``PaletteAudit/confusionThreshold``
    /// apart in ΔEOK for every vision in ``visions``, moving only the three status roles (never
    /// the tint, never an override): each round takes the pair that looks most alike and tries
    /// its status roles at nearby hues and at lightnesses further from the background, keeping
    /// the change that most improves the worst pair. What cannot be separated is noted.
    mutating func separateSignals() {
        let roles = ThemeRole.signals
        let threshold = PaletteAudit.confusionThreshold
        var seen = roles.map { Self.seen(palette[$0]) }
        for _ in 0..<6 {
            let worst = Self.worst(seen)
            guard worst.distance < threshold else { break }
            // Of the changes that separate everything, the smallest; failing that, the one that
            // separates the worst pair most.
            var best: (index: Int, color: RGBColor, seen: [OKLab], score: Double, change: Double)?
            for index in [worst.first, worst.second]
            where roles[index] != .tint && override(roles[index]) == nil {
                let current = OKLab(palette[roles[index]])
                for candidate in candidates(roles[index]) {
                    var trial = seen
                    trial[index] = Self.seen(candidate)
                    let score = min(Self.worst(trial).distance, threshold)
                    let change = OKLab(candidate).distance(to: current)
                    if score > (best?.score ?? worst.distance)
                        || (score == best?.score && change < best?.change ?? 0)
                    {
                        best = (index, candidate, trial[index], score, change)
                    }
                }
            }
            guard let best else { break }
            place(roles[best.index], best.color)
            seen[best.index] = best.seen
        }
        for first in roles.indices {
            for second in roles.indices where second > first {
                for (vision, deficiency) in Self.visions.enumerated() {
                    let distance = seen[first][vision].distance(to: seen[second][vision])
                    if distance < threshold {
                        notes.append(
                            .indistinguishable(
                                roles[first], roles[second], deficiency: deficiency, mode: mode,
                                distance: distance))
                    }
                }
            }
        }
    }

    /// Where a status role could go instead: each of its hues, at its starting lightness and up
    /// to three steps further from the background, every one keeping the role's promises.
    func candidates(_ role: ThemeRole) -> [RGBColor] {
        let start = tones.signal(role)
        let away = mode.isDark ? 0.06 : -0.06
        return ThemeTones.hues(role).flatMap { hue in
            (0..<4).map { step in
                nearest(
                    role,
                    ThemeTones.signal(role, mode: mode, lightness: start + away * Double(step), hue: hue))
            }
        }
    }

    /// The color as each vision in ``visions`` sees it, in OKLab.
    static func seen(_ color: RGBColor) -> [OKLab] {
        visions.map { vision in
            OKLab(vision.map { ColorVisionSimulation.displayable(color, $0) } ?? color)
        }
    }

    /// The two signals that look most alike, for whom, and how far apart they are.
    static func worst(_ seen: [[OKLab]]) -> (first: Int, second: Int, distance: Double) {
        var worst = (first: 0, second: 1, distance: Double.infinity)
        for first in seen.indices {
            for second in seen.indices where second > first {
                for vision in visions.indices {
                    let distance = seen[first][vision].distance(to: seen[second][vision])
                    if distance < worst.distance { worst = (first, second, distance) }
                }
            }
        }
        return worst
    }
}
