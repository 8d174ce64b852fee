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

/// What a controller shows in the navigation bar when it is on top, like `UINavigationItem`.
public final class NavigationItem {
    /// A title that overrides the controller's `title` in the bar.
    public var title: String?
    /// The button at the leading edge (replaces the back button).
    public var leftBarButtonItem: BarButtonItem?
    /// The button at the trailing edge.
    public var rightBarButtonItem: BarButtonItem?
    /// Hides the automatic back button.
    public var hidesBackButton = false

    /// Creates an empty item.
    public init() {}
}

/// What a controller shows in a tab bar, like `UITabBarItem`.
public struct TabBarItem: Equatable, Sendable {
    /// The tab's title.
    public var title: String?
    /// A symbol shown above the title (any short text or emoji; the page draws it as an icon).
    public var icon: String?
    /// A badge, such as a count.
    public var badgeValue: String?

    /// Creates a tab bar item.
    public init(title: String? = nil, icon: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.icon = icon
        self.badgeValue = badgeValue
    }
}

/// Which edges a controller's view extends under the bars.
public struct RectEdge: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates edges from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge (under the navigation bar).
    public static let top = RectEdge(rawValue: 1)
    /// The bottom edge (under the tab bar).
    public static let bottom = RectEdge(rawValue: 2)
    /// No edge: the view sits between the bars.
    public static let none: RectEdge = []
    /// Every edge.
    public static let all: RectEdge = [.top, .bottom]
}

/// How a presented controller covers its presenter.
public enum ModalPresentationStyle: String, Sendable {
    /// Covers it; the presenter is removed from view.
    case fullScreen = "full"
    /// Covers it with the presenter still visible, blurred, underneath.
    case overFullScreen = "over"
    /// Full screen in compact width; a centered card about 540 px wide in regular, like
    /// UIKit's form sheet, for short forms.
    case formSheet = "formsheet"
    /// Full screen in compact width; a tall card about 720 px wide in regular, like UIKit's
    /// page sheet.
    case pageSheet = "pagesheet"
    /// A small card beside ``ViewController/popoverSourceView`` in regular width, dismissed by a
    /// tap outside it or Escape; a sheet in compact width, like UIKit's popover adapting.
    case popover
}
