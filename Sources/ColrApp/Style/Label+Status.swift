import ViewKit

extension Label {
    /// A screen's status line ("Saved", "Failed :("): a screen reader finds it by `name` and
    /// announces each new text, as UIKit's posted announcements are. Polite waits for a pause;
    /// `.assertive` is for errors the person must act on.
    static func status(named name: String = "Status", announces urgency: Announcement = .polite) -> Label {
        Label().announcingChanges(as: name, urgency)
    }

    /// Makes this label a live one: named `name` for a screen reader, which announces its text
    /// when it changes. For a label styled first, such as a caption that is also a status.
    func announcingChanges(as name: String, _ urgency: Announcement = .polite) -> Label {
        accessibilityLabel = name
        announcesChanges = urgency
        return self
    }
}
