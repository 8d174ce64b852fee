extension ColorMixReader {
    /// Mixes colors by their percentages (nil where none was given) in `space`.
    static func mix(_ stops: [(CSSColor, Double?)], in space: CSSColorSpace, hue method: HueMethod)
        -> CSSColor
    {
        let given = stops.compactMap(\.1).reduce(0, +)
        let omitted = stops.filter { $0.1 == nil }.count
        let share = omitted == 0 ? 0 : max(0, 100 - given) / Double(omitted)
        var weights = stops.map { $0.1 ?? share }
        let total = weights.reduce(0, +)
        // Percentages adding up to 0% leave nothing of any color: transparent black in every
        // space (css-color-5's percentage normalization; csswg-drafts #12214, #13996), written
        // as black is in the space, so its hue is missing and HWB's blackness is 100%.
        guard total > 0 else {
            var black = CSSColor(space: .srgb, components: [0, 0, 0]).converted(to: space)
            black.alpha = 0
            return black
        }
        let multiplier = min(total, 100) / 100
        weights = weights.map { $0 / total }
        var result = carried(stops[0].0, into: space)
        var accumulated = weights[0]
        for index in 1..<max(stops.count, 1) where index < stops.count {
            let weight = weights[index]
            let progress = accumulated + weight == 0 ? 0 : weight / (accumulated + weight)
            result = interpolate(
                result, carried(stops[index].0, into: space), progress: progress, hue: method)
            accumulated += weight
        }
        if let alpha = result.alpha { result.alpha = alpha * multiplier }
        return result
    }

    /// The color in `space`, with a component missing when an analogous one was missing before
    /// the conversion, or when it is a powerless hue.
    static func carried(_ color: CSSColor, into space: CSSColorSpace) -> CSSColor {
        if color.space == space {
            return CSSColor(space: space, components: color.components, alpha: color.alpha)
        }
        var converted = color.converted(to: space)
        let missing = zip(color.space.analogues, color.components).filter { $0.1 == nil && $0.0 != .other }
            .map(\.0)
        for (index, kind) in space.analogues.enumerated() where missing.contains(kind) {
            converted.components[index] = nil
        }
        return converted
    }

    /// Two colors of one space, `progress` of the way from `a` to `b`, alpha premultiplied.
    static func interpolate(_ a: CSSColor, _ b: CSSColor, progress: Double, hue method: HueMethod) -> CSSColor
    {
        let space = a.space
        var first = a.components
        var second = b.components
        for index in 0..<3 {
            if first[index] == nil { first[index] = second[index] }
            if second[index] == nil { second[index] = first[index] }
        }
        let alphaA = a.alpha ?? b.alpha
        let alphaB = b.alpha ?? a.alpha
        if let hueIndex = space.hueIndex, let h1 = first[hueIndex], let h2 = second[hueIndex] {
            (first[hueIndex], second[hueIndex]) = fixUp(h1, h2, method)
        }
        var mixed: [Double?] = []
        let alpha: Double? = alphaA.flatMap { x in alphaB.map { x + ($0 - x) * progress } }
        for index in 0..<3 {
            guard let x = first[index], let y = second[index] else {
                mixed.append(nil)
                continue
            }
            if index == space.hueIndex {
                mixed.append(ColorMath.normalizeHue(x + (y - x) * progress))
                continue
            }
            let (pa, pb) = (alphaA ?? 1, alphaB ?? 1)
            let premultiplied = x * pa + (y * pb - x * pa) * progress
            let value = alpha.map { $0 == 0 ? premultiplied : premultiplied / $0 } ?? premultiplied
            mixed.append(value)
        }
        return CSSColor(space: space, components: mixed, alpha: alpha)
    }

    private static func fixUp(_ h1: Double, _ h2: Double, _ method: HueMethod) -> (Double, Double) {
        if method == .specified { return (h1, h2) }
        var a = ColorMath.normalizeHue(h1)
        var b = ColorMath.normalizeHue(h2)
        let delta = b - a
        switch method {
        case .shorter:
            if delta > 180 { a += 360 } else if delta < -180 { b += 360 }
        case .longer:
            if delta > 0 && delta < 180 { a += 360 } else if delta > -180 && delta <= 0 { b += 360 }
        case .increasing:
            if delta < 0 { b += 360 }
        case .decreasing:
            if delta > 0 { a += 360 }
        case .specified: break
        }
        return (a, b)
    }
}
