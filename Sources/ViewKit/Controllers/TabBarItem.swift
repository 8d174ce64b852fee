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
