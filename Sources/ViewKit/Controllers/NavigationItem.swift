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
