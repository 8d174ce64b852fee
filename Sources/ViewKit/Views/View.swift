/// The base of everything on screen, like `UIView`: a box with a background, children, and
/// a rendered form that is rebuilt only when one of its inputs changes.
///
/// Views belong to one session and are used only from it (the way UIKit's belong to the main
/// thread); they are not `Sendable`.
open class View {
    /// A stable id, unique for the life of the process; the page addresses the view by it.
    public let id: String
    /// The view containing this one.
    public private(set) weak var superview: View?
    /// The views inside this one, in order.
    public private(set) var subviews: [View] = []

    /// The background, or none.
    public var backgroundColor: Color? {
        get { decoration?.backgroundColor }
        set { decorate(\.backgroundColor, newValue, unset: nil) }
    }
    /// Hidden views are not shown and take no space.
    public var isHidden = false { didSet { if oldValue != isHidden { setNeedsRender() } } }
    /// Opacity, 0…1.
    public var alpha: Double {
        get { decoration?.alpha ?? 1 }
        set { decorate(\.alpha, newValue, unset: 1) }
    }
    /// Rounds the corners by this many points.
    public var cornerRadius: Double {
        get { decoration?.cornerRadius ?? 0 }
        set { decorate(\.cornerRadius, newValue, unset: 0) }
    }
    /// A ring this many points wide around the view, drawn outside it (as `CALayer.borderWidth`,
    /// but taking no room, so ringing a view never moves its neighbours).
    public var borderWidth: Double {
        get { decoration?.borderWidth ?? 0 }
        set { decorate(\.borderWidth, newValue, unset: 0) }
    }
    /// A page hook: the name of the page-side behaviour the app attached to this view (served
    /// from ``ViewKitConfiguration/hooks``), mounted when the view appears on the page, updated
    /// when it changes, destroyed when it goes. What the hook pushes arrives at ``onHook``.
    public var hook: String? {
        get { decoration?.hook }
        set { decorate(\.hook, newValue, unset: nil) }
    }
    /// Called with each value this view's hook pushes from the page.
    public var onHook: ((String) -> Void)? {
        get { decoration?.onHook }
        set {
            guard newValue != nil || decoration != nil else { return }
            decorated().onHook = newValue
        }
    }
    /// The ring's color; the text color when nil.
    public var borderColor: Color? {
        get { decoration?.borderColor }
        set { decorate(\.borderColor, newValue, unset: nil) }
    }
    /// Colors this view and everything in it from a theme in an appearance of its own, whatever
    /// the page's (UIKit's `overrideUserInterfaceStyle`, with a theme): semantic colors inside
    /// resolve to the override's.
    public var colorThemeOverride: ColorTheme.Override? {
        get { decoration?.colorThemeOverride }
        set { decorate(\.colorThemeOverride, newValue, unset: nil) }
    }
    /// What a screen reader says for this view.
    public var accessibilityLabel: String? {
        didSet { if oldValue != accessibilityLabel { setNeedsRender() } }
    }
    /// Whether a screen reader announces this view's text when it changes (a status such as
    /// "Saved" or "Error!"), as posting UIKit's announcement would: polite waits for a pause.
    public var announcesChanges: Announcement? {
        get { decoration?.announcesChanges }
        set { decorate(\.announcesChanges, newValue, unset: nil) }
    }
    /// Size and spacing; see ``Layout``.
    public var layout = Layout() {
        didSet {
            guard oldValue != layout else { return }
            setNeedsRender()
            // A growing subview's CSS depends on this stack's axis.
            if oldValue.axis != layout.axis { subviews.forEach { $0.setNeedsRender() } }
        }
    }

    /// The rarely set properties above, allocated when the first of them is set.
    private var decoration: ViewDecoration?
    private var cached: Node?
    private var needsRender = true
    private var descendantNeedsRender = false
    /// How many times this view has rebuilt its own node; tests use it to check that only
    /// views whose inputs changed re-render.
    public private(set) var renderCount = 0
    var observers: [Observer] = []
    /// Set by the window on the root view of each screen it shows.
    weak var hostWindow: Window?

    /// The window showing this view, if it is on screen.
    public var window: Window? { hostWindow ?? superview?.window }

    /// Creates an empty view.
    public init() {
        id = IDAllocator.make("v")
    }

    /// Adds a view at the end of the subviews, moving it from any other superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.setNeedsRender()  // its CSS depends on the new stack's axis
        setNeedsRender()
    }

    /// Inserts a view at a position among the subviews.
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.setNeedsRender()  // its CSS depends on the new stack's axis
        setNeedsRender()
    }

    /// Removes this view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsRender()
    }

    /// Marks this view for rebuilding at the next render.
    public func setNeedsRender() {
        needsRender = true
        var ancestor = superview
        while let view = ancestor, !view.descendantNeedsRender {
            view.descendantNeedsRender = true
            ancestor = view.superview
        }
    }

    /// This view's node, reusing the last one where nothing changed.
    public final func node() -> Node {
        if needsRender || cached == nil {
            var node = makeNode()
            node.children += subviews.map { $0.node() }
            cached = node
            needsRender = false
            descendantNeedsRender = false
            renderCount += 1
            return node
        }
        if descendantNeedsRender, var node = cached {
            let own = node.children.count - subviews.count
            node.children = Array(node.children.prefix(max(own, 0))) + subviews.map { $0.node() }
            cached = node
            descendantNeedsRender = false
        }
        return cached!
    }

    /// Builds this view's own node (children are appended after). Subclasses override it and
    /// start from `super.makeNode()` to keep the common attributes.
    ///
    /// A labelled view is an accessibility element, as in UIKit: a leaf (a swatch) reads as an
    /// image, a container as a named group; ARIA forbids a name on a div with no role.
    open func makeNode() -> Node {
        let role = accessibilityLabel == nil ? nil : subviews.isEmpty ? "img" : "group"
        return Node("div", id: id, attributes: commonAttributes(class: "vk-view", role: role))
    }

    /// The attributes every view has: class, inline style, and accessibility label.
    public func commonAttributes(class className: String, role: String? = nil) -> [(String, String)] {
        var attributes: [(String, String)] = [("class", className)]
        let style = styleDeclarations()
        if !style.isEmpty { attributes.append(("style", style)) }
        if let role { attributes.append(("role", role)) }
        if let accessibilityLabel { attributes.append(("aria-label", accessibilityLabel)) }
        if let announcesChanges { attributes.append(("aria-live", announcesChanges.rawValue)) }
        if isHidden { attributes.append(("hidden", "")) }
        if let hook { attributes.append(("data-vk-hook", hook)) }
        return attributes
    }

    /// Inline CSS for the view's own look and layout.
    open func styleDeclarations() -> String {
        var style = layout.css(inside: superview?.layout.axis)
        // First, so this view's own colors below resolve against the override too.
        if let colorThemeOverride { style += colorThemeOverride.declarations }
        if let backgroundColor { style += "background-color:\(backgroundColor.css);" }
        if alpha < 1 { style += "opacity:\(Double(Int(alpha * 1000)) / 1000);" }
        if cornerRadius > 0 { style += "border-radius:\(cornerRadius.cssNumber)px;" }
        if borderWidth > 0 {
            style +=
                "outline:\(borderWidth.cssNumber)px solid \(borderColor?.css ?? "currentColor");outline-offset:1px;"
        }
        return style
    }

    /// Sets a decoration property, re-rendering if it changed; setting a view's default on a
    /// view without decoration allocates nothing.
    private func decorate<Value: Equatable>(
        _ property: ReferenceWritableKeyPath<ViewDecoration, Value>, _ value: Value, unset: Value
    ) {
        guard (decoration?[keyPath: property] ?? unset) != value else { return }
        decorated()[keyPath: property] = value
        setNeedsRender()
    }

    private func decorated() -> ViewDecoration {
        if let decoration { return decoration }
        let decoration = ViewDecoration()
        self.decoration = decoration
        return decoration
    }

    /// Handles an event addressed to this view; the base view ignores events.
    open func handle(_ event: Event) {}

    /// This view and every view below it, depth first.
    public var allViews: [View] {
        // One array filled in one walk: building and joining an array per view cost more than
        // anything else the session does for a screen's observers on each event.
        var views: [View] = []
        collectViews(into: &views)
        return views
    }

    private func collectViews(into views: inout [View]) {
        views.append(self)
        for subview in subviews { subview.collectViews(into: &views) }
    }

    /// Re-runs `apply` whenever an observable value it reads changes, like UIKit's KVO but
    /// with Swift's Observation. `apply` runs once now.
    public func observe(_ apply: @escaping () -> Void) {
        observers.append(Observer(apply))
    }
}

/// Lets every view bind its own properties, subclasses included, to model properties.
public protocol Bindable: AnyObject {}

extension View: Bindable {}

extension Bindable where Self: View {
    /// Binds one of this view's properties to a model's property: set now, and again whenever
    /// the model's property changes.
    public func bind<Model: AnyObject, Value>(
        _ property: ReferenceWritableKeyPath<Self, Value>, to model: Model, _ source: KeyPath<Model, Value>
    ) {
        observe { [weak self, weak model] in
            guard let self, let model else { return }
            self[keyPath: property] = model[keyPath: source]
        }
    }
}
