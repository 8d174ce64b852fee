import ColorKit

extension ChartPaletteBody {
    /// Chart colors from the theme of `colors[0]` (the brand), in each of `modes` as a chart
    /// sees it (``ChartMode/init(theme:mode:)``): `count` series led by `colors` (categorical),
    /// `count` classes from the brand (sequential), or `count` classes from `colors[0]` to
    /// `colors[1]` (diverging). The one way `colr chart-palette` and
    /// `GET /api/v1/charts/palette` make them. Milliseconds of CPU: run it off any event loop.
    ///
    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for a count ``Kind/countRange``
    /// does not allow, and ``ColorKitError/unsatisfiable(reason:)`` when there is no brand, no
    /// mode, a diverging scale has one end, or the colors cannot meet what is asked.
    ///
    /// `theme` is the theme whose modes the colors suit: a stored palette's own (its saved target
    /// and overrides); the theme of `colors[0]` when nil.
    public static func generate(
        kind: Kind, count: Int, colors: [RGBColor], modes: [ThemeMode], theme given: Theme? = nil
    ) throws(ColorKitError) -> ChartPaletteBody {
        guard let brand = colors.first else {
            throw .unsatisfiable(reason: "chart colors need a brand color")
        }
        guard !modes.isEmpty else { throw .unsatisfiable(reason: "chart colors need at least one mode") }
        if kind == .diverging, colors.count < 2 {
            throw .unsatisfiable(
                reason: "a diverging scale needs two colors: the negative end, then the positive")
        }
        let theme = given ?? Theme(brand: brand)
        var seen = Set<ThemeMode>()
        let charts = modes.filter { seen.insert($0).inserted }.map { ChartMode(theme: theme, mode: $0) }
        switch kind {
        case .categorical:
            return ChartPaletteBody(
                try CategoricalPalette.generate(count: count, modes: charts, pinned: colors))
        case .sequential:
            let scales = try charts.map { chart throws(ColorKitError) in
                try SequentialScale.generate(from: brand, form: .classed(count), on: chart)
            }
            return ChartPaletteBody(sequential: scales, on: charts)
        case .diverging:
            let scales = try charts.map { chart throws(ColorKitError) in
                try DivergingScale.generate(from: brand, to: colors[1], form: .classed(count), on: chart)
            }
            return ChartPaletteBody(diverging: scales, on: charts)
        }
    }
}
