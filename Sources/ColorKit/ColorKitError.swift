/// Everything that can go wrong in ColorKit, each case with a message a person can act on.
public enum ColorKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a color; `position` is the character offset where parsing failed.
    case invalidColor(input: String, position: Int, reason: String)
    /// The name is not in any of the namespaces that were searched.
    case unknownName(String, namespaces: [ColorNamespace])
    /// A numeric argument is outside the range the operation accepts.
    case outOfRange(what: String, value: Double, range: ClosedRange<Double>)
    /// A bundled data file (ColorNames' name lists) could not be read or has a malformed line.
    case malformedData(resource: String, line: Int, reason: String)
    /// An image holds nothing to read colors from (every pixel transparent, say).
    case unreadableImage(reason: String)
    /// What was asked cannot be met by any color (a chart color reaching 3:1 on every one of
    /// backgrounds that include a mid-grey, say); the reason says which requirement.
    case unsatisfiable(reason: String)

    /// A one-line explanation suitable for showing to a person.
    public var description: String {
        switch self {
        case .invalidColor(let input, let position, let reason):
            return "invalid color \"\(Self.excerpt(input))\" at character \(position + 1): \(reason)"
        case .unknownName(let name, let namespaces):
            let searched = namespaces.map(\.rawValue).joined(separator: ", ")
            return "unknown color name \"\(Self.excerpt(name))\" (searched: \(searched))"
        case .outOfRange(let what, let value, let range):
            return "\(what) \(value) is out of range \(range.lowerBound)…\(range.upperBound)"
        case .malformedData(let resource, let line, let reason):
            return "bundled data \(resource) is malformed at line \(line): \(reason)"
        case .unreadableImage(let reason):
            return "the image cannot be read: \(reason)"
        case .unsatisfiable(let reason):
            return "no color can meet this: \(reason)"
        }
    }

    /// Keeps error messages short when the input is huge or hostile.
    private static func excerpt(_ text: String) -> String {
        let limit = 64
        let cleaned = String(
            text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return cleaned.count <= limit ? cleaned : String(cleaned.prefix(limit)) + "…"
    }
}
