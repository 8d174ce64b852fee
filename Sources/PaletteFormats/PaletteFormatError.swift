import ColrModels

/// Why a palette file could not be read.
public enum PaletteFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not in the format it was read as; `reason` says what was expected.
    case malformed(format: PaletteFormat, reason: String)
    /// The file is in the format but holds no colors.
    case empty(format: PaletteFormat)
    /// The file is larger than an import accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// The format can be exported but not imported.
    case notImportable(PaletteFormat)
    /// A chart export was asked for a chart with no modes, or for a mode the chart does not have.
    case chartModeMissing(chart: String, mode: String?)
    /// A chart's mode has no series colors, which every chart format needs first.
    case chartSeriesEmpty(chart: String, mode: String)

    /// A one-line explanation a person can act on.
    public var description: String {
        switch self {
        case .malformed(let format, let reason): "This is not a readable \(format.title) file: \(reason)."
        case .empty(let format): "The \(format.title) file holds no colors."
        case .tooLarge(let bytes, let limit):
            "The file is \(bytes) bytes; palettes up to \(limit) bytes can be imported."
        case .notImportable(let format): "\(format.title) files can be exported but not imported."
        case .chartModeMissing(let chart, nil):
            "The chart \"\(chart)\" has no modes: add a mode (light, say) with its series colors."
        case .chartModeMissing(let chart, let mode?):
            "The chart \"\(chart)\" has no mode named \"\(mode)\": export one of its modes or all of them."
        case .chartSeriesEmpty(let chart, let mode):
            "The \"\(mode)\" mode of the chart \"\(chart)\" has no series colors: give it one color per series."
        }
    }
}
