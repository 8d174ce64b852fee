/// How urgently a screen reader speaks a view's changed text.
public enum Announcement: String, Sendable, Equatable {
    /// After what it is saying now: statuses ("Saved", "Adding...").
    case polite
    /// At once, interrupting: errors the person must act on.
    case assertive
}
