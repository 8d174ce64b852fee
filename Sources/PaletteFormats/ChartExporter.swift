import ColorKit
import ColrModels

/// Writes a ``ChartColors`` in a ``ChartFormat``: the files chart libraries read the series
/// colors, ramps and background from.
public enum ChartExporter {
    /// One exported file: its name (`acme-light.vl.json`) and bytes.
    public struct File: Hashable, Sendable {
        /// The file name, without a directory.
        public var name: String
        /// The file's contents.
        public var bytes: [UInt8]
    }

    /// The file(s) for `chart` in `format`: for `mode` alone, or every mode when it is nil.
    /// Per-mode formats (``ChartFormat/isPerMode``) give one file per mode, the others one file.
    /// Throws ``PaletteFormatError/chartModeMissing(chart:mode:)`` for no modes or an unknown
    /// mode, ``PaletteFormatError/chartSeriesEmpty(chart:mode:)`` for a mode with no series.
    public static func export(_ chart: ChartColors, as format: ChartFormat, mode: String? = nil)
        throws(PaletteFormatError) -> [File]
    {
        let modes = try selected(chart, mode: mode)
        let base = ColorIdentifier.identifier(chart.name.isEmpty ? "Colr" : chart.name, style: .kebab)
        switch format {
        case .vegaLite:
            return modes.map { File(name: "\(base)-\(slug($0)).vl.json", bytes: json(vegaLite($0))) }
        case .echarts:
            return modes.map { File(name: "\(base)-\(slug($0)).echarts.json", bytes: json(echarts($0))) }
        case .matplotlibStyle:
            return modes.map {
                File(
                    name: "\(base)-\(slug($0)).mplstyle", bytes: Array(matplotlibStyle($0, chart: chart).utf8)
                )
            }
        case .matplotlibColormaps:
            let module = ColorIdentifier.identifier(base, style: .snake) + "_colormaps"
            return [File(name: module + ".py", bytes: Array(matplotlibColormaps(modes, chart: chart).utf8))]
        case .d3:
            return [File(name: "\(base)-schemes.js", bytes: Array(d3(modes, chart: chart).utf8))]
        case .tailwind:
            return [
                File(name: "\(base)-chart.tailwind.css", bytes: Array(tailwind(modes, chart: chart).utf8))
            ]
        case .css:
            return [File(name: "\(base)-chart.css", bytes: Array(css(modes, chart: chart).utf8))]
        case .designTokens:
            return modes.map {
                File(name: "\(base)-\(slug($0)).tokens.json", bytes: json(designTokens($0, chart: chart)))
            }
        case .json:
            return [File(name: "\(base)-chart.json", bytes: json(plainJSON(modes, chart: chart)))]
        }
    }

    /// The modes to write, checked: a chart with none, an unknown name or a mode without series
    /// would give a file a chart library reads as no colors at all, so it is an error here.
    static func selected(_ chart: ChartColors, mode: String?) throws(PaletteFormatError)
        -> [ChartColors.Mode]
    {
        guard !chart.modes.isEmpty else { throw .chartModeMissing(chart: chart.name, mode: nil) }
        let modes = mode.map { name in chart.modes.filter { $0.name == name } } ?? chart.modes
        guard !modes.isEmpty else { throw .chartModeMissing(chart: chart.name, mode: mode) }
        if let empty = modes.first(where: { $0.series.isEmpty }) {
            throw .chartSeriesEmpty(chart: chart.name, mode: empty.name)
        }
        return modes
    }

    /// A mode's name in file names and CSS variants: `light`, `high-contrast`.
    static func slug(_ mode: ChartColors.Mode) -> String {
        ColorIdentifier.identifier(mode.name, style: .kebab)
    }

    /// `#rrggbb`, lowercase, as every chart library reads it.
    static func hex(_ color: RGBColor) -> String { ThemeExporter.hex(color) }

    static func hexArray(_ colors: [RGBColor]) -> JSONValue { .array(colors.map { .string(hex($0)) }) }

    /// The module's one JSON writer, with a final newline.
    static func json(_ value: JSONValue) -> [UInt8] { Array((JSONLayout.text(value) + "\n").utf8) }

    /// `{"config": {"range": {...}, "background": ...}}`; a ramp the mode lacks is left out so
    /// Vega-Lite keeps its own default for it rather than reading an empty scheme.
    static func vegaLite(_ mode: ChartColors.Mode) -> JSONValue {
        var range: [(key: String, value: JSONValue)] = [("category", hexArray(mode.series))]
        if !mode.sequential.isEmpty {
            range += [("ordinal", hexArray(mode.sequential)), ("heatmap", hexArray(mode.sequential))]
        }
        if !mode.diverging.isEmpty { range.append(("diverging", hexArray(mode.diverging))) }
        return .object([
            ("config", .object([("background", .string(hex(mode.background))), ("range", .object(range))]))
        ])
    }

    /// An ECharts theme object: `color` cycles through series, `visualMap.inRange.color` shades
    /// continuous values (the sequential ramp, the diverging one when there is no sequential).
    static func echarts(_ mode: ChartColors.Mode) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("color", hexArray(mode.series)), ("backgroundColor", .string(hex(mode.background))),
        ]
        let ramp = mode.sequential.isEmpty ? mode.diverging : mode.sequential
        if !ramp.isEmpty {
            members.append(("visualMap", .object([("inRange", .object([("color", hexArray(ramp))]))])))
        }
        return .object(members)
    }
}
