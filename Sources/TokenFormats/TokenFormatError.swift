/// Why a theme's files could not be read, said so that the person can find and fix the line.
public enum TokenFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not what its format says it is (not JSON, not XML, an unclosed block):
    /// `reason` at `line`:`column` (1-based; 0 when the position is unknown).
    case malformed(file: String, line: Int, column: Int, reason: String)
    /// `token`'s value at `line` is not a color Colr can read: `value` as written.
    case notAColor(file: String, line: Int, token: String, value: String)
    /// `token` (declared at `line`) refers to `reference`, which no mode defines.
    case unknownReference(file: String, line: Int, token: String, reference: String)
    /// A chain of references leads back to where it started: the tokens in order.
    case cycle(file: String, line: Int, tokens: [String])
    /// The files hold no color token at all.
    case noColors(file: String)
    /// The files are larger than a check reads (`limit` bytes in all).
    case tooLarge(file: String, limit: Int)
    /// No reader recognises the file; `hint` names the formats that are read.
    case unrecognised(file: String, hint: String)
    /// A fix cannot be written into the file at `line`: `reason` (it overlaps another, or names
    /// bytes the file does not have).
    case unwritable(file: String, line: Int, reason: String)

    /// There is nothing to check: no pairs file, no pairs inside the theme, and `--infer` not asked for.
    case noPairs(file: String)
    /// A mode was asked for that the theme does not have; `modes` are the ones it has.
    case unknownMode(mode: String, modes: [String])

    /// The check would be larger than one run makes; `reason` says what to do.
    case tooManyPairs(reason: String)

    /// The error as a sentence that names the file, line and token.
    public var description: String {
        switch self {
        case .malformed(let file, let line, let column, let reason):
            return "\(Self.place(file, line, column)): \(reason)"
        case .notAColor(let file, let line, let token, let value):
            return "\(Self.place(file, line, 0)): \(token) is “\(value)”, which is not a color Colr can read."
        case .unknownReference(let file, let line, let token, let reference):
            return "\(Self.place(file, line, 0)): \(token) refers to \(reference), which no mode defines."
        case .cycle(let file, let line, let tokens):
            return "\(Self.place(file, line, 0)): these tokens refer to each other in a circle: "
                + tokens.joined(separator: " → ") + "."
        case .noColors(let file):
            return "\(file): no color tokens were found."
        case .tooLarge(let file, let limit):
            return "\(file): the theme is larger than \(limit / 1_048_576) MiB, the most a check reads."
        case .tooManyPairs(let reason):
            return reason + "."
        case .noPairs(let file):
            return "\(file): no pairs to check. Give a pairs file (--pairs), declare them in the theme's "
                + "$extensions under \"org.colr.check\", or let Colr infer them from the names (--infer)."
        case .unknownMode(let mode, let modes):
            return "the theme has no mode “\(mode)”; its modes are " + modes.joined(separator: ", ") + "."
        case .unrecognised(let file, let hint):
            return "\(file): not a theme Colr can read (\(hint))."
        case .unwritable(let file, let line, let reason):
            return "\(Self.place(file, line, 0)): this fix cannot be written: \(reason)."
        }
    }

    private static func place(_ file: String, _ line: Int, _ column: Int) -> String {
        line > 0 ? (column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)") : file
    }
}
