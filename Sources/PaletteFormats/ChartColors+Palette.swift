import ColorKit

extension ChartColors {
    /// Everything a chart library's file can hold, for each of the palette's modes: its series,
    /// a 9-stop sequential ramp from `brand` for heat maps and ordinal scales, a 9-stop diverging
    /// ramp from `brand` to `opposite` when there is one, and the mode's first background. The
    /// one recipe the app's Charts screen and `colr chart-palette --format` export.
    ///
    /// Throws ``ColorKitError/unsatisfiable(reason:)`` when a ramp cannot be made on a mode's
    /// backgrounds.
    public init(name: String, palette: CategoricalPalette, brand: RGBColor, opposite: RGBColor? = nil)
        throws(ColorKitError)
    {
        var modes: [Mode] = []
        for (chart, series) in zip(palette.modes, palette.colors) {
            let sequential = try SequentialScale.generate(from: brand, form: .continuous(stops: 9), on: chart)
            let diverging = try opposite.map { end throws(ColorKitError) in
                try DivergingScale.generate(from: brand, to: end, form: .continuous(stops: 9), on: chart)
                    .colors
            }
            modes.append(
                Mode(
                    name: chart.name, series: series, sequential: sequential.colors,
                    diverging: diverging ?? [],
                    background: chart.backgrounds[0]))
        }
        self.init(name: name, modes: modes)
    }
}
