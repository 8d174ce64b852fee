import ColrModels
import Foundation

/// A scheme as the store holds it: an ordered list of colors, with a name and tags.
public struct StoredScheme: Hashable, Sendable {
    /// The store's id for the scheme.
    public let id: Int
    /// A name people gave the scheme (may be empty).
    public let name: String
    /// Free-form notes (the palette editor's second field).
    public let notes: String
    /// The colors, in order.
    public let colors: [ColorHex]
    /// The scheme's tags.
    public let tags: [StoredTag]
    /// When the scheme was created.
    public let createdAt: Date
    /// Who may read and change it (see ``StoredScheme/canEdit(with:)``).
    public let access: SchemeAccess
    /// The theme settings when the palette was saved as a theme, else nil.
    public let theme: SchemeTheme?
    /// The edit token, on the value that made it (a new scheme) only: the store keeps its
    /// digest, so this is the one time anyone can be told it.
    public let newEditToken: String?
    /// The number of its latest revision (0 for schemes from before revisions): what an editor
    /// saves against, so the store can merge its edit with any made since.
    public let revision: Int

    /// Creates a record.
    public init(
        id: Int, name: String, notes: String = "", colors: [ColorHex], tags: [StoredTag], createdAt: Date,
        access: SchemeAccess = .public, theme: SchemeTheme? = nil, newEditToken: String? = nil,
        revision: Int = 0
    ) {
        self.id = id
        self.name = name
        self.notes = notes
        self.colors = colors
        self.tags = tags
        self.createdAt = createdAt
        self.access = access
        self.theme = theme
        self.newEditToken = newEditToken
        self.revision = revision
    }

    /// The same scheme carrying its new edit token, for the one answer that may show it.
    public func revealing(_ token: String) -> StoredScheme {
        StoredScheme(
            id: id, name: name, notes: notes, colors: colors, tags: tags, createdAt: createdAt,
            access: access, theme: theme, newEditToken: token, revision: revision)
    }

    /// The same scheme with other contents, as an edit under way will store it.
    public func with(name: String, notes: String, colors: [ColorHex]? = nil) -> StoredScheme {
        StoredScheme(
            id: id, name: name, notes: notes, colors: colors ?? self.colors, tags: tags, createdAt: createdAt,
            access: access, theme: theme, revision: revision)
    }
}
