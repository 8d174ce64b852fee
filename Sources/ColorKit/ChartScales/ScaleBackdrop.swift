/// The backgrounds a scale sits on, as the generators need them: which way the scale runs
/// (away from the backgrounds' lightness) and how far from them its nearest color must start.
struct ScaleBackdrop {
    /// The backgrounds as every vision sees them: `seen[v][b]`.
    let seen: [[OKLab]]
    /// The backgrounds' OKLab lightnesses.
    let lightnesses: [Double]

    /// Throws ``ColorKitError/unsatisfiable(reason:)`` when there is no background.
    init(_ backgrounds: [RGBColor]) throws(ColorKitError) {
        guard !backgrounds.isEmpty else {
            throw .unsatisfiable(reason: "a chart scale needs at least one background to sit on")
        }
        seen = ChartVision.allCases.map { vision in backgrounds.map(vision.seen) }
        lightnesses = backgrounds.map { OKLab($0).lightness }
    }

    /// How far in OKLab lightness, at least, a scale's nearest color sits from the backgrounds.
    static let leastLightnessOffset = 0.04

    /// Whether the backgrounds are light, so the scale darkens away from them (mean OKLab
    /// lightness at least 0.5).
    var isLight: Bool { lightnesses.reduce(0, +) / Double(lightnesses.count) >= 0.5 }

    /// The least ΔEOK from `color` to any background, for the worst vision.
    func distance(_ color: RGBColor) -> Double {
        zip(ChartVision.allCases, seen).map { vision, backgrounds in
            let mine = vision.seen(color)
            return backgrounds.map { mine.distance(to: $0) }.min() ?? .infinity
        }.min() ?? .infinity
    }

    /// The lightness nearest the backgrounds at which `chroma` and `hue` (gamut-mapped, 8-bit)
    /// first clear `clearing` from every background, stepping away from them in 0.005s: where
    /// the scale's nearest color goes, as close as it may be so the rest keep their room.
    ///
    /// The search starts ``leastLightnessOffset`` away from the backgrounds: a color told from
    /// the page by chroma alone (a deep navy on near-black) clears the distance yet disappears
    /// for anyone who sees little of its hue, and in a dim room.
    func nearestLightness(chroma: Double, hue: Double, clearing: Double) -> Double {
        let light = isLight
        var lightness =
            light
            ? (lightnesses.min() ?? 1) - Self.leastLightnessOffset
            : (lightnesses.max() ?? 0) + Self.leastLightnessOffset
        while light ? lightness > 0.2 : lightness < 0.9 {
            let color = RGBColor(
                GamutMapping.toSRGB(OKLCH(lightness: lightness, chroma: chroma, hue: hue)).rgb8)
            if distance(color) >= clearing { return lightness }
            lightness += light ? -0.005 : 0.005
        }
        return lightness
    }
}
