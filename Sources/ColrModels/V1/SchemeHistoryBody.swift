import Foundation

/// A scheme's history on the wire: its saved states, newest first.
public struct SchemeHistoryBody: Codable, Hashable, Sendable {
    /// One saved state.
    public struct Revision: Codable, Hashable, Sendable {
        /// 1 for the scheme as created, then one more per edit.
        public var number: Int
        /// The name after the edit.
        public var name: String
        /// The notes after the edit.
        public var notes: String
        /// The colors after the edit, as hex.
        public var colors: [String]
        /// How the editor could edit: `owner`, `editor` (by the edit link) or `token`.
        public var editedBy: SchemeRole
        /// When the edit was stored.
        public var createdAt: Date
        /// The theme settings after the edit, when the scheme was a theme.
        public var theme: SchemeTheme?

        /// Creates a revision; who edited is told by role, never by identity.
        public init(
            number: Int, name: String, notes: String, colors: [String], editedBy: SchemeRole, createdAt: Date,
            theme: SchemeTheme? = nil
        ) {
            self.number = number
            self.name = name
            self.notes = notes
            self.colors = colors
            self.editedBy = editedBy
            self.createdAt = createdAt
            self.theme = theme
        }
    }

    /// The revisions, newest first.
    public var revisions: [Revision]

    /// Creates a history.
    public init(revisions: [Revision]) {
        self.revisions = revisions
    }
}
