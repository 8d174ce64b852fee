/// A value another editor saved that an edit then replaced: the later save keeps its value, and
/// the editor is told whose it replaced.
public struct SchemeReplacement: Hashable, Sendable {
    /// What was replaced.
    public enum Field: Hashable, Sendable {
        /// The scheme's name.
        case name
        /// Its notes.
        case notes
        /// Its theme settings.
        case theme
        /// The color of one entry.
        case color(entry: Int)
    }

    /// The field.
    public let field: Field
    /// The other editor's value: the name, the notes, the hex digits, or the theme's target.
    public let theirs: String

    /// Creates a replacement.
    public init(field: Field, theirs: String) {
        self.field = field
        self.theirs = theirs
    }
}
