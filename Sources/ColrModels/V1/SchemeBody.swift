import Foundation

/// A scheme on the wire.
public struct SchemeBody: Codable, Hashable, Sendable {
    /// The scheme's id (absent in requests).
    public var id: Int?
    /// Its name.
    public var name: String?
    /// Its notes.
    public var notes: String?
    /// Its colors in order, as hex or any color ColorKit reads.
    public var colors: [String]
    /// Its tags.
    public var tags: [String]?
    /// When it was created (absent in requests).
    public var createdAt: Date?
    /// Whether anyone may read it without its token (absent in requests).
    public var shared: Bool?
    /// The secret that lets its holder change the scheme: sent once, in the answer to the
    /// request that created it. Keep it; pass it as `Authorization: Bearer <token>`.
    public var editToken: String?
    /// Theme settings (target and overridden roles) when the scheme is kept as a theme; its
    /// colors are then the theme's source, the first one the brand.
    public var theme: SchemeTheme?
    /// The revision this is (absent in requests): send it back as `If-Match: "<revision>"` so a
    /// replacement never overwrites what someone else saved since, or so PATCH can merge.
    public var revision: Int?
    /// The colors as entries, each with the id an operation names it by (absent in requests).
    public var entries: [Entry]?

    /// One color of a scheme with its id, which stays the same when the color moves or changes.
    public struct Entry: Codable, Hashable, Sendable {
        /// The entry's id within its scheme; never given to another entry of the scheme.
        public var id: Int
        /// Its color, as six hex digits.
        public var color: String

        /// Creates an entry.
        public init(id: Int, color: String) {
            self.id = id
            self.color = color
        }
    }

    /// Creates a scheme body.
    public init(
        id: Int? = nil, name: String? = nil, notes: String? = nil, colors: [String], tags: [String]? = nil,
        createdAt: Date? = nil, shared: Bool? = nil, editToken: String? = nil, theme: SchemeTheme? = nil,
        revision: Int? = nil, entries: [Entry]? = nil
    ) {
        self.revision = revision
        self.entries = entries
        self.theme = theme
        self.id = id
        self.name = name
        self.notes = notes
        self.colors = colors
        self.tags = tags
        self.createdAt = createdAt
        self.shared = shared
        self.editToken = editToken
    }

    /// Validates a request body into a draft.
    public func draft() throws(ColrError) -> SchemeDraft {
        var hexes: [ColorHex] = []
        for color in colors { hexes.append(try ColorHex.parse(color)) }
        var names: [TagName] = []
        for tag in tags ?? [] { names.append(try TagName(tag)) }
        return try SchemeDraft(name: name ?? "", notes: notes ?? "", colors: hexes, tags: names, theme: theme)
    }

}
