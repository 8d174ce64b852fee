/// Colors for a chart's series (categories), one list per mode of a theme, with the proof of
/// what they reach: every prefix separable for every ``ChartVision``, every series visible on
/// every background, none confusable with a status color, and each series the same hue in every
/// mode.
public struct CategoricalPalette: Hashable, Sendable {
    /// The modes, in the order given.
    public var modes: [ChartMode]
    /// `colors[m][i]`: series i in `modes[m]`, in series order.
    public var colors: [[RGBColor]]
    /// What the colors reach, measured on them as they are written (8-bit).
    public var proof: CategoricalProof

    /// The most series a palette is generated for.
    public static let countRange = 2...12

    /// How many first hues, evenly around the circle, an unpinned palette is grown from; the
    /// best of the palettes they lead to is kept. Farthest-first is greedy, and where it starts
    /// decides some of where it ends: four starts reach 0.0997 for eight series in four modes
    /// where one reaches 0.0884, but each costs about 3 ms, and one keeps a palette under 5 ms
    /// while a person changes its settings (BENCHMARKS.md).
    static let startCount = 1
}

extension CategoricalPalette {
    /// Generates `count` series for every mode: `pinned` first (a brand color, or any colors a
    /// person keeps; each moved in lightness and chroma, keeping its hue, where a mode needs
    /// it), then, one at a time, the hue whose color in every mode is farthest from every series
    /// already chosen and every status color, for the worst vision.
    ///
    /// Choosing one series at a time, farthest first, is what makes every prefix good: the
    /// first k series are the best k the search found, not k of the best N. A few rounds then
    /// move each unpinned series farther from its nearest neighbour where it can go. Within a
    /// mode all series share one lightness band of
    /// ``CategoricalRequirements/maximumLightnessSpread``, placed where the most colors reach
    /// the contrast on every background; two series' hues are at least `hueSpacing` degrees
    /// apart, so the palette does not spend two series on one hue told apart by lightness
    /// alone (0 allows it, and separates series a little more for dichromats).
    ///
    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for a count outside
    /// ``countRange``, and ``ColorKitError/unsatisfiable(reason:)`` when a mode has no color
    /// that reaches the contrast on all its backgrounds (a mid-grey background, say).
    public static func generate(
        count: Int, modes: [ChartMode], pinned: [RGBColor] = [],
        requirements: CategoricalRequirements = .standard, hueSpacing: Double = 16
    ) throws(ColorKitError) -> CategoricalPalette {
        guard countRange.contains(count) else {
            throw .outOfRange(
                what: "series count", value: Double(count),
                range: Double(countRange.lowerBound)...Double(countRange.upperBound))
        }
        guard !modes.isEmpty, modes.allSatisfy({ !$0.backgrounds.isEmpty }) else {
            throw .unsatisfiable(reason: "a chart palette needs at least one mode with a background")
        }
        var search = try CategoricalSearch(modes: modes, requirements: requirements, hueSpacing: hueSpacing)
        for color in pinned.prefix(count) { search.pin(color) }
        search = search.completed(to: count, starts: startCount)
        let colors = modes.indices.map { mode in search.chosen.map { $0[mode].color } }
        return CategoricalPalette(
            modes: modes, colors: colors,
            proof: CategoricalProof(colors: colors, modes: modes, requirements: requirements))
    }
}
