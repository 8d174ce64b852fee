/// A scale's path through OKLab, brought into sRGB and measured by arc length, so colors can
/// be placed at equal ΔEOK along it rather than at equal steps of whatever parameter drew it.
///
/// The path is sampled densely, each sample gamut-mapped the CSS way (chroma gives, lightness
/// and hue stay, so a path monotone in lightness stays monotone), and the samples' cumulative
/// ΔEOK is the arc length.
struct ScalePath {
    /// The gamut-mapped samples, in OKLab.
    let points: [OKLab]
    /// `arc[i]`: the ΔEOK travelled from the first sample to sample i.
    let arc: [Double]

    /// How many samples a path is measured at: ample for steps of ΔEOK 0.03 or more.
    static let sampleCount = 400

    /// Samples `color(u)` for u from 0 to 1.
    init(_ color: (Double) -> OKLCH) {
        let last = Double(Self.sampleCount - 1)
        points = (0..<Self.sampleCount).map { index in
            var point = color(Double(index) / last)
            point.lightness = min(max(point.lightness, 0), 1)
            return OKLab(GamutMapping.toSRGB(point))
        }
        var total = 0.0
        var arc = [0.0]
        for (from, to) in zip(points, points.dropFirst()) {
            total += from.distance(to: to)
            arc.append(total)
        }
        self.arc = arc
    }

    /// Straight segments through `controls` in OKLab, each given a share of u by its length.
    init(through controls: [OKLab]) {
        let lengths = zip(controls, controls.dropFirst()).map { $0.distance(to: $1) }
        let total = max(lengths.reduce(0, +), 1e-12)
        self.init { u in
            var remaining = u * total
            for (index, length) in lengths.enumerated() {
                if remaining <= length || index == lengths.count - 1 {
                    let t = length > 0 ? min(remaining / length, 1) : 0
                    let from = controls[index].components
                    let to = controls[index + 1].components
                    return OKLCH(OKLab(from + (to - from) * t, alpha: 1))
                }
                remaining -= length
            }
            return OKLCH(controls.last ?? OKLab(lightness: 0, a: 0, b: 0))
        }
    }

    /// The path's length in ΔEOK.
    var length: Double { arc.last ?? 0 }

    /// The 8-bit color at arc length `s`.
    func color(at s: Double) -> RGBColor {
        let s = min(max(s, 0), length)
        var low = 0
        var high = arc.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if arc[mid] <= s { low = mid } else { high = mid }
        }
        let span = arc[high] - arc[low]
        let t = span > 0 ? (s - arc[low]) / span : 0
        let from = points[low].components
        let point = OKLab(from + (points[high].components - from) * t, alpha: 1)
        return RGBColor(GamutMapping.toSRGB(OKLCH(point)).rgb8)
    }

    /// The 8-bit color at fractional sample `position` (0…``sampleCount`` − 1): how two paths
    /// drawn over the same u are read at the same u.
    func color(atSample position: Double) -> RGBColor {
        let position = min(max(position, 0), Double(points.count - 1))
        let low = Int(position)
        let high = min(low + 1, points.count - 1)
        let from = points[low].components
        let point = OKLab(from + (points[high].components - from) * (position - Double(low)), alpha: 1)
        return RGBColor(GamutMapping.toSRGB(OKLCH(point)).rgb8)
    }

    /// `count` 8-bit colors from one end to the other whose neighbours are as near equal in
    /// ΔEOK as a few rounds of relaxation make them.
    ///
    /// Equal arc length is where it starts; where the path bends (at a brand color it passes
    /// through) a chord is shorter than its arc, and 8-bit rounding moves each color a little,
    /// so each round stretches the arcs whose chords came out short and shrinks the long ones.
    func evenColors(count: Int, rounds: Int = 12) -> [RGBColor] {
        var arcs = Array(repeating: length / Double(count - 1), count: count - 1)
        func colors(_ arcs: [Double]) -> [RGBColor] {
            var s = 0.0
            return [color(at: 0)]
                + arcs.enumerated().map { index, arc in
                    s += arc
                    return index == arcs.count - 1 ? color(at: length) : color(at: s)
                }
        }
        var best = colors(arcs)
        var bestRatio = Self.stepRatio(best)
        for _ in 0..<rounds {
            let current = colors(arcs)
            let chords = zip(current, current.dropFirst()).map { ColorDifference.deltaEOK($0, $1) }
            let mean = chords.reduce(0, +) / Double(chords.count)
            arcs = zip(arcs, chords).map { arc, chord in arc * min(max(mean / max(chord, 1e-9), 0.5), 2) }
            let scale = length / arcs.reduce(0, +)
            arcs = arcs.map { $0 * scale }
            let next = colors(arcs)
            let ratio = Self.stepRatio(next)
            if ratio < bestRatio { (best, bestRatio) = (next, ratio) }
        }
        return best
    }

    /// Largest ΔEOK between neighbours over the smallest.
    static func stepRatio(_ colors: [RGBColor]) -> Double {
        let steps = zip(colors, colors.dropFirst()).map { ColorDifference.deltaEOK($0, $1) }
        return (steps.max() ?? 0) / max(steps.min() ?? 1, 1e-12)
    }
}
