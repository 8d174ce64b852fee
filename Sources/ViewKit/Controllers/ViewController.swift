/// Manages one screen, like `UIViewController`: loads its view on first use and hears about
/// appearing and disappearing in UIKit's order, on push, pop, tab switch, present and dismiss.
open class ViewController {
    /// A stable id; the page addresses the controller's chrome by it.
    public let id: String
    /// The title, shown in the navigation bar and as the next screen's back button.
    public var title: String?
    /// What the navigation bar shows while this controller is on top; made when first asked
    /// for, as most controllers in a tab bar are never on top of a bar.
    public private(set) lazy var navigationItem = NavigationItem()
    /// What the tab bar shows for this controller.
    public var tabBarItem = TabBarItem()
    /// Which edges the view runs under the bars; `.none` keeps it between them.
    public var edgesForExtendedLayout = RectEdge.all
    /// How this controller covers its presenter when presented.
    public var modalPresentationStyle = ModalPresentationStyle.fullScreen
    /// The segment of the URL that stands for this screen, or nil if it cannot be linked to.
    open var routeComponent: String? { nil }

    /// The container holding this controller (a navigation or tab bar controller).
    public internal(set) weak var parent: ViewController?
    /// The controller this one presented.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, or that presented the container holding it.
    public internal(set) weak var presentingViewController: ViewController? {
        get { presenter ?? parent?.presentingViewController }
        set { presenter = newValue }
    }
    private weak var presenter: ViewController?
    weak var hostWindow: Window?

    private var loadedView: View?

    /// Creates a controller; its view is loaded on first use.
    public init() {
        id = IDAllocator.make("c")
    }

    /// The root view, loaded (and `viewDidLoad` called) on first access.
    public var view: View {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? View()
        loadedView = view
        view.layout.grows = true
        viewDidLoad()
        return view
    }

    /// Sets the root view; call from ``loadView()`` overrides.
    public func setView(_ view: View) {
        loadedView = view
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; the default is an empty view on the system background, which
    /// follows light and dark appearance.
    open func loadView() {
        setView(View())
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called on every controller in the window when its traits change (the window crossed
    /// the compact/regular width); override to adapt the layout, keeping state.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {}

    /// The view a popover points at, when this controller is presented as one.
    public weak var popoverSourceView: View?
    /// The size of the card this controller is shown in as a popover or form sheet in regular
    /// width, as UIKit's; nil leaves it to the stylesheet (a popover then fits its content).
    public var preferredContentSize: Size?

    /// The shortcuts this controller offers while it is on screen.
    public private(set) var keyCommands: [KeyCommand] = []

    /// Offers a shortcut while this controller is on screen.
    public func addKeyCommand(_ command: KeyCommand) {
        keyCommands.append(command)
    }

    /// The traits of the window this controller is in; compact outside a window.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }

    /// The nearest navigation controller containing this one.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller containing this one.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The window showing this controller.
    public var window: Window? { hostWindow ?? parent?.window ?? presentingViewController?.window }

    /// Presents a controller over this one (or over whatever this one already presents).
    ///
    /// The presenter gets `viewWillDisappear`/`viewDidDisappear` only for full-screen styles,
    /// as in UIKit; `completion` runs after the presented controller's `viewDidAppear`.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.present(controller, animated: animated, completion: completion)
            return
        }
        let covers = controller.modalPresentationStyle == .fullScreen
        let hidden = visibleContent
        controller.presentingViewController = self
        presentedViewController = controller
        controller.loadShownView()
        if covers { hidden.forEach { $0.notifyWillDisappear(animated) } }
        controller.appearanceChain.forEach { $0.notifyWillAppear(animated) }
        if covers { hidden.forEach { $0.notifyDidDisappear(animated) } }
        controller.appearanceChain.forEach { $0.notifyDidAppear(animated) }
        completion?()
    }

    /// The Escape key (UIKit's escape gesture) reached this presented controller: dismiss it and
    /// say so. Override to confirm first, or to refuse by returning false.
    open func accessibilityPerformEscape() -> Bool {
        guard presentingViewController != nil else { return false }
        dismiss(animated: true)
        return true
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        // A presenter dismisses what it presented; a presented controller (or a child of one,
        // like the root of a presented navigation controller) asks its presenter.
        var presentedAncestor: ViewController? = self
        while let candidate = presentedAncestor, candidate.presenter == nil {
            presentedAncestor = candidate.parent
        }
        guard let presenter = presentedViewController != nil ? self : presentedAncestor?.presenter,
            let presented = presenter.presentedViewController
        else {
            completion?()
            return
        }
        presented.presentedViewController?.dismiss(animated: false)
        let uncovers = presented.modalPresentationStyle == .fullScreen
        presented.appearanceChain.forEach { $0.notifyWillDisappear(animated) }
        let revealed = presenter.visibleContent
        if uncovers { revealed.forEach { $0.notifyWillAppear(animated) } }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.appearanceChain.forEach { $0.notifyDidDisappear(animated) }
        if uncovers { revealed.forEach { $0.notifyDidAppear(animated) } }
        completion?()
    }

    /// Whether the view is on screen (between `viewDidAppear` and `viewDidDisappear`).
    public internal(set) var isVisible = false

    func notifyWillAppear(_ animated: Bool) {
        // Attach the view before the callbacks, so they can move focus or start work.
        if drawsOwnView {
            view.hostWindow = window
        } else {
            loadedView?.hostWindow = window
        }
        viewWillAppear(animated)
    }

    /// Whether the page shows this controller's own view. A container draws its bars around its
    /// children's views instead, so its own view is loaded only if the app asks for it: loading
    /// it to show a screen cost every session a view it never drew.
    var drawsOwnView: Bool { true }

    /// Loads the view the page will show for this controller, before it appears.
    func loadShownView() {
        if drawsOwnView { _ = view }
    }

    func notifyDidAppear(_ animated: Bool) {
        isVisible = true
        viewDidAppear(animated)
    }

    func notifyWillDisappear(_ animated: Bool) {
        viewWillDisappear(animated)
    }

    func notifyDidDisappear(_ animated: Bool) {
        isVisible = false
        viewDidDisappear(animated)
    }

    /// Runs `work` off the session and then `completion` back on it, like dispatching to a
    /// background queue and back to the main queue; the work must not touch views or models.
    public func perform<T: Sendable>(
        _ work: @escaping @Sendable () async throws -> T, completion: @escaping (Result<T, any Error>) -> Void
    ) {
        guard let window else {
            completion(.failure(ViewKitError.notOnScreen))
            return
        }
        window.perform(work, completion: completion)
    }

    /// Calls `handler` on the session with each element of `stream` (a change feed, say) for as
    /// long as the session lives; the handler should hold the controller weakly.
    public func subscribe<T: Sendable>(to stream: AsyncStream<T>, handler: @escaping (T) -> Void) {
        window?.subscribe(to: stream, handler: handler)
    }

    /// Re-runs `apply` whenever an observable value it reads changes; see ``View/observe(_:)``.
    public func observe(_ apply: @escaping () -> Void) {
        observers.append(Observer(apply))
    }

    var observers: [Observer] = []

    /// The controllers whose views are on screen when this one is: itself, or for containers
    /// the visible child chain. Used for appearance callbacks.
    var appearanceChain: [ViewController] { [self] }

    /// The on-screen controllers below any presentation: what a full-screen modal hides.
    var visibleContent: [ViewController] { appearanceChain }

    /// The node for this controller's content (containers add their bars).
    func contentNode() -> Node {
        let root = view
        root.hostWindow = window
        // A screen's root view fills its container even after viewDidLoad replaced its layout.
        if fillsContainer, !root.layout.grows { root.layout.grows = true }
        return root.node()
    }

    /// Every view this controller currently shows.
    var visibleViews: [View] { view.allViews }

    /// Every controller on screen through this one (containers include their visible children).
    var visibleControllers: [ViewController] { [self] }

    /// Event handlers for the bars and tabs a container draws (views route their own events).
    func chromeTargets() -> [String: (Event) -> Void] { [:] }

    /// Whether the root view fills the layer or column it is shown in (a screen does; an
    /// alert's card keeps its content's height).
    var fillsContainer: Bool { true }

    /// The controllers this one contains, on screen or not, for trait changes.
    var childControllers: [ViewController] { [] }
}
