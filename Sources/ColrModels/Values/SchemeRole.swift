/// How someone came to edit a scheme, as its history records it.
public enum SchemeRole: String, Hashable, Sendable, Codable {
    /// The browser that created it.
    case owner
    /// A browser that opened its edit link.
    case editor
    /// A client that sent its edit token (the API, the SDK, `colr`).
    case tokenHolder = "token"
}
