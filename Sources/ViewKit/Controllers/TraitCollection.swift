/// How much room a dimension has, in UIKit's two steps.
public enum UserInterfaceSizeClass: String, Sendable, Equatable {
    /// A phone's width, or a narrow window: one column, the tab bar.
    case compact
    /// A tablet's or desktop's width: a sidebar beside the content, sheets as cards.
    case regular

    /// The width, in CSS pixels, from which a window is regular; the stylesheet switches at the
    /// same width, so the first paint (before the page reports its size) already fits.
    public static let regularMinimumWidth = 768
}

/// The environment a controller lays itself out for, like `UITraitCollection`.
///
/// The page reports its size class when it connects and whenever it crosses
/// ``UserInterfaceSizeClass/regularMinimumWidth``; every controller in the window then gets
/// ``ViewController/traitCollectionDidChange(_:)``, and keeps its state.
public struct TraitCollection: Equatable, Sendable {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass

    /// Creates a trait collection; compact unless told, as a page is before it reports.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .compact) {
        self.horizontalSizeClass = horizontalSizeClass
    }
}
