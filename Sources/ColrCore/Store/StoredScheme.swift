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

    /// Creates a record.
    public init(
        id: Int, name: String, notes: String = "", colors: [ColorHex], tags: [StoredTag], createdAt: Date,
        access: SchemeAccess = .public, theme: SchemeTheme? = nil, newEditToken: String? = nil
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
    }

    /// The same scheme carrying its new edit token, for the one answer that may show it.
    public func revealing(_ token: String) -> StoredScheme {
        StoredScheme(
            id: id, name: name, notes: notes, colors: colors, tags: tags, createdAt: createdAt,
            access: access,
            theme: theme, newEditToken: token)
    }

    /// The same scheme with other contents, as an edit under way will store it.
    public func with(name: String, notes: String, colors: [ColorHex]? = nil) -> StoredScheme {
        StoredScheme(
            id: id, name: name, notes: notes, colors: colors ?? self.colors, tags: tags, createdAt: createdAt,
            access: access, theme: theme)
    }
}

/// What a client asks a new or replaced scheme to be, validated.
public struct SchemeDraft: Hashable, Sendable {
    /// The longest scheme name accepted.
    public static let maximumNameLength = 100
    /// The most colors a scheme may hold.
    public static let maximumColors = 64

    /// The name.
    public let name: String
    /// Notes about the scheme.
    public let notes: String
    /// The longest notes accepted.
    public static let maximumNotesLength = 2000
    /// The colors, in order (repeats allowed: a scheme may use a color twice).
    public let colors: [ColorHex]
    /// The tags, without repeats.
    public let tags: [TagName]
    /// Theme settings, when the palette is kept as a theme.
    public let theme: SchemeTheme?

    /// Validates a draft: 1…64 colors, a name of at most 100 characters without control characters.
    public init(
        name: String, notes: String = "", colors: [ColorHex], tags: [TagName], theme: SchemeTheme? = nil
    ) throws(ColrError) {
        self.theme = try theme?.validated()
        let cleanNotes = String(
            String.UnicodeScalarView(notes.unicodeScalars.filter { $0 == "\n" || !TagName.isStripped($0) }))
        guard cleanNotes.count <= Self.maximumNotesLength else {
            throw .invalidRequest(reason: "notes have at most \(Self.maximumNotesLength) characters")
        }
        self.notes = cleanNotes
        let cleaned = String(String.UnicodeScalarView(name.unicodeScalars.filter { !TagName.isStripped($0) }))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard cleaned.count <= Self.maximumNameLength else {
            throw .invalidRequest(reason: "a scheme name has at most \(Self.maximumNameLength) characters")
        }
        guard (1...Self.maximumColors).contains(colors.count) else {
            throw .invalidRequest(
                reason: "a scheme holds 1 to \(Self.maximumColors) colors, not \(colors.count)")
        }
        var seen = Set<TagName>()
        self.name = cleaned
        self.colors = colors
        self.tags = tags.filter { seen.insert($0).inserted }
    }
}
