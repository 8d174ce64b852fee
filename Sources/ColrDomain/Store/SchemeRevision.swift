import ColrModels
import Foundation

/// One saved state of a scheme: what it held after an edit, who made the edit and when, so an
/// earlier state can always be brought back.
public struct SchemeRevision: Hashable, Sendable {
    /// Counts from 1 for the scheme as created.
    public let number: Int
    /// The name after this edit.
    public let name: String
    /// The notes after this edit.
    public let notes: String
    /// The colors after this edit.
    public let colors: [ColorHex]
    /// How the editor was allowed to edit.
    public let role: SchemeRole
    /// The editing browser's identity, when the edit came from the app.
    public let visitor: String?
    /// When the edit was stored.
    public let createdAt: Date
    /// The theme settings after this edit, when the palette is a theme.
    public let theme: SchemeTheme?
    /// The entry id of each color, in the same order; nil for revisions saved before entries.
    public let entryIDs: [Int]?

    /// The colors with their entry ids, when the revision kept them.
    public var entries: [SchemeEntry]? {
        guard let entryIDs, entryIDs.count == colors.count else { return nil }
        return zip(entryIDs, colors).map { SchemeEntry(id: $0, hex: $1) }
    }

    /// Creates a revision.
    public init(
        number: Int, name: String, notes: String, colors: [ColorHex], role: SchemeRole, visitor: String?,
        createdAt: Date, theme: SchemeTheme? = nil, entryIDs: [Int]? = nil
    ) {
        self.theme = theme
        self.entryIDs = entryIDs
        self.number = number
        self.name = name
        self.notes = notes
        self.colors = colors
        self.role = role
        self.visitor = visitor
        self.createdAt = createdAt
    }
}
