import ColorKit

/// A chart's colors, ready to export: per mode, the series colors and the ramps chart libraries
/// shade values with. A plain value: whatever chose the colors (a categorical palette, a scale)
/// stays out of PaletteFormats, so the exporters write exactly what they are given.
public struct ChartColors: Hashable, Sendable {
    /// One mode's colors (`light`, `dark`, …).
    public struct Mode: Hashable, Sendable {
        /// The mode's name as files and variants use it: `light`, `dark`.
        public var name: String
        /// The categorical colors, in series order: the first series gets the first color.
        public var series: [RGBColor]
        /// A sequential ramp, low to high; empty when the chart has none.
        public var sequential: [RGBColor]
        /// A diverging ramp, negative through neutral to positive; empty when the chart has none.
        public var diverging: [RGBColor]
        /// The background the chart is drawn on, which the colors were chosen against.
        public var background: RGBColor

        /// A mode; the ramps are optional because many charts only draw series.
        public init(
            name: String, series: [RGBColor], sequential: [RGBColor] = [], diverging: [RGBColor] = [],
            background: RGBColor
        ) {
            self.name = name
            self.series = series
            self.sequential = sequential
            self.diverging = diverging
            self.background = background
        }
    }

    /// The chart's name ("Acme"), which names the files and the identifiers inside them.
    public var name: String
    /// The modes in order; the first is the default where a format has one (Tailwind's base).
    public var modes: [Mode]

    /// A chart's colors.
    public init(name: String, modes: [Mode]) {
        self.name = name
        self.modes = modes
    }
}
