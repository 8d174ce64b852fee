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

    /// A one-line explanation a person can act on.
    public var description: String {
        switch self {
        case .malformed(let format, let reason): "This is not a readable \(format.title) file: \(reason)."
        case .empty(let format): "The \(format.title) file holds no colors."
        case .tooLarge(let bytes, let limit):
            "The file is \(bytes) bytes; palettes up to \(limit) bytes can be imported."
        case .notImportable(let format): "\(format.title) files can be exported but not imported."
        }
    }
}
