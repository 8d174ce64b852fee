import ColrModels
import Secrets

/// Who may read and change a scheme: its owner (a browser's identity), browsers that opened its
/// edit link, and anyone who presents its edit token. Shared schemes are readable by everyone.
///
/// Schemes stored before palettes had owners have neither owner nor token: everyone may read
/// them, and nobody may change them.
public struct SchemeAccess: Hashable, Sendable {
    /// The owner's identity (a browser's owner cookie), or nil for schemes made through the API.
    public let owner: String?
    /// The digest of the secret that grants editing (``Secrets/SecretDigest``), or nil for
    /// schemes nobody may change. The token itself is shown once, when it is made, and never kept.
    public let editTokenDigest: String?
    /// Browsers that opened the edit link and may edit like the owner.
    public let editors: Set<String>
    /// Whether anyone may read it (through `/p/<id>` or the API) without a token.
    public let isShared: Bool

    /// Creates a rule.
    public init(owner: String?, editTokenDigest: String?, editors: Set<String> = [], isShared: Bool) {
        self.owner = owner
        self.editTokenDigest = editTokenDigest
        self.editors = editors
        self.isShared = isShared
    }

    /// A new edit token and its digest: the token to show once, the digest to keep. Tokens start
    /// with `colr_`, which says what they are (and keeps one from reading as a `-` option).
    public static func makeEditToken() -> (token: String, digest: String) {
        let token = RandomToken.make(bytes: 24, prefix: "colr_")
        return (token, SecretDigest.of(token))
    }

    /// The same rule with another edit token digest (a renewed edit link).
    public func with(editTokenDigest: String) -> SchemeAccess {
        SchemeAccess(owner: owner, editTokenDigest: editTokenDigest, editors: editors, isShared: isShared)
    }

    /// A scheme from before ownership: readable by all, changeable by none.
    public static let `public` = SchemeAccess(owner: nil, editTokenDigest: nil, isShared: true)

    /// Whether `credential` may change the scheme, and in which role.
    public func role(of credential: SchemeCredential) -> SchemeRole? {
        if let visitor = credential.visitor {
            if visitor == owner { return .owner }
            if editors.contains(visitor) { return .editor }
        }
        if let token = credential.editToken, let editTokenDigest,
            SecretDigest.matches(token, digest: editTokenDigest)
        {
            return .tokenHolder
        }
        return nil
    }

    /// Whether `credential` may read the scheme.
    public func canRead(_ credential: SchemeCredential) -> Bool {
        isShared || role(of: credential) != nil
    }
}

/// What a request shows to prove it may edit a scheme: a browser's identity, an edit token, or both.
public struct SchemeCredential: Hashable, Sendable {
    /// The browser's owner identity, when the request came from the app.
    public var visitor: String?
    /// The edit token, when the request carried one.
    public var editToken: String?

    /// Creates a credential.
    public init(visitor: String? = nil, editToken: String? = nil) {
        self.visitor = visitor
        self.editToken = editToken
    }

    /// No proof at all: enough to read shared schemes, never to change one.
    public static let anonymous = SchemeCredential()
}
