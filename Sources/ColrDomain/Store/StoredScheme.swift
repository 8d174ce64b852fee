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
    /// The colors, in order, each with its entry id.
    public let entries: [SchemeEntry]
    /// The highest entry id the scheme has given out, so a new entry never takes a removed one's.
    public let lastEntry: Int
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

    /// The colors, in order.
    public var colors: [ColorHex] { entries.map(\.hex) }

    /// Creates a record.
    public init(
        id: Int, name: String, notes: String = "", entries: [SchemeEntry], lastEntry: Int? = nil,
        tags: [StoredTag], createdAt: Date, access: SchemeAccess = .public, theme: SchemeTheme? = nil,
        newEditToken: String? = nil, revision: Int = 0
    ) {
        self.id = id
        self.name = name
        self.notes = notes
        self.entries = entries
        self.lastEntry = max(lastEntry ?? 0, entries.map(\.id).max() ?? 0)
        self.tags = tags
        self.createdAt = createdAt
        self.access = access
        self.theme = theme
        self.newEditToken = newEditToken
        self.revision = revision
    }

    /// Creates a record of colors that have no entry ids yet, numbering them from 1.
    public init(
        id: Int, name: String, notes: String = "", colors: [ColorHex], tags: [StoredTag], createdAt: Date,
        access: SchemeAccess = .public, theme: SchemeTheme? = nil, newEditToken: String? = nil,
        revision: Int = 0
    ) {
        self.init(
            id: id, name: name, notes: notes, entries: SchemeEntry.numbering(colors), tags: tags,
            createdAt: createdAt, access: access, theme: theme, newEditToken: newEditToken, revision: revision
        )
    }

    /// The same scheme carrying its new edit token, for the one answer that may show it.
    public func revealing(_ token: String) -> StoredScheme {
        with(newEditToken: token)
    }

    /// The same scheme with some parts changed; the rest, the token aside, as it is.
    public func with(
        name: String? = nil, notes: String? = nil, entries: [SchemeEntry]? = nil, lastEntry: Int? = nil,
        tags: [StoredTag]? = nil, access: SchemeAccess? = nil, theme: SchemeTheme?? = nil,
        newEditToken: String? = nil, revision: Int? = nil
    ) -> StoredScheme {
        StoredScheme(
            id: id, name: name ?? self.name, notes: notes ?? self.notes, entries: entries ?? self.entries,
            lastEntry: lastEntry ?? self.lastEntry, tags: tags ?? self.tags, createdAt: createdAt,
            access: access ?? self.access, theme: theme ?? self.theme, newEditToken: newEditToken,
            revision: revision ?? self.revision)
    }
}
