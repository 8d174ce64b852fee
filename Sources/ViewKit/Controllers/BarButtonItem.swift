/// A button in a navigation bar, like `UIBarButtonItem`.
public final class BarButtonItem {
    /// The look of a bar button.
    public enum Style: String, Sendable {
        /// Regular weight.
        case plain
        /// Bold, for the primary action (Done, Save).
        case done
    }

    /// A stable id the page addresses the button by.
    public let id: String
    /// The title.
    public var title: String
    /// The look.
    public var style: Style
    /// Whether it reacts to taps.
    public var isEnabled = true
    /// What happens on tap.
    public var action: (() -> Void)?

    /// Creates a bar button.
    public init(title: String, style: Style = .plain, action: (() -> Void)? = nil) {
        id = IDAllocator.make("b")
        self.title = title
        self.style = style
        self.action = action
    }

    func node() -> Node {
        var attributes: [(String, String)] = [
            ("class", "vk-barbutton vk-\(style.rawValue)"), ("type", "submit"), ("name", "vk-tap"),
            ("value", id),
        ]
        if !isEnabled { attributes.append(("disabled", "")) }
        return Node("button", id: id, attributes: attributes, text: title)
    }
}
