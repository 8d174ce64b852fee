/// The screen of one session: the root controller, anything presented over it, keyboard focus,
/// the URL, and the last tree the page was sent, like `UIWindow` plus the page's view of it.
///
/// The session turns events into calls on this window and then asks it for ``update()``, the
/// patches that bring the page up to date.
public final class Window {
    /// The root of the controller tree.
    public let rootViewController: ViewController
    /// Prepended to screen titles for the document title.
    public var titleSuffix = ""
    /// Who is on the other end (the browser's address, as the server saw it), so the app can
    /// charge its writes to the same per-client limits as the API's.
    public internal(set) var client = "local"
    /// The browser's lasting identity (a signed cookie), the same in every tab and visit, so
    /// the app can keep what belongs to it; a browser without cookies gets one per page.
    public internal(set) var visitor = "local"
    /// The scheme, host and port the page was loaded from (`https://app.example`), for links
    /// the app hands out; empty when unknown.
    public internal(set) var origin = ""
    /// The clipboard of the device the page is on.
    public let pasteboard = Pasteboard()
    /// A short message the page shows over every screen (that live updates are paused, say),
    /// announced politely to assistive technology; nil shows none.
    public var notice: String?
    /// Files handed to the page and not yet sent.
    private var downloads: [DownloadFile] = []
    /// What the page has, which updates are diffed against.
    var page = PageMirror()
    /// The controllers the last render showed, the root first: events go to their bars and
    /// views. Only these are kept between events, not tables of every view and bar handler,
    /// which cost each session kilobytes and each update their building.
    private var routedControllers: [ViewController] = []
    private var pendingFocus: String??
    /// The size class the page reported; compact until it does.
    public private(set) var traitCollection = TraitCollection()
    /// The id of the text field that has keyboard focus on the page, if any.
    public private(set) var focusedViewID: String?

    /// Work off the session, started by controllers and finished on the session.
    let work = BackgroundWork()
    /// Its screens' presence memberships, which speak only while the page is connected.
    var presence = WindowPresence()
    /// Background work started and not yet completed.
    public var pendingTaskCount: Int { work.pendingCount }

    /// Creates a window for a root controller.
    public init(rootViewController: ViewController) {
        self.rootViewController = rootViewController
        rootViewController.hostWindow = self
    }

    /// Shows the root controller, with its appearance callbacks.
    public func makeKeyAndVisible() {
        rootViewController.appearanceChain.forEach { $0.notifyWillAppear(false) }
        rootViewController.appearanceChain.forEach { $0.notifyDidAppear(false) }
    }

    // MARK: Events

    /// Routes an event to the view or bar element it names; unknown targets are ignored.
    /// Returns whether anything handled it.
    @discardableResult
    public func handle(_ event: Event) -> Bool {
        if !page.hasScreen { _ = render() }
        if event.kind == .traits {
            guard let sizeClass = event.value.flatMap(UserInterfaceSizeClass.init(rawValue:)) else {
                return false
            }
            setTraitCollection(TraitCollection(horizontalSizeClass: sizeClass))
            return true
        }
        if event.kind == .key, event.target == "vk-window" {
            guard let press = event.value.flatMap(KeyPress.init(wire:)),
                let command = liveKeyCommands.first(where: { $0.press == press })
            else { return false }
            command.action()
            return true
        }
        if event.kind == .escape {
            // Escape speaks to whatever is presented on top, whichever element had focus.
            return presentationChain.last?.accessibilityPerformEscape() ?? false
        }
        // A view's id starts with "v", a bar's or a tab's with its controller's or item's ("c",
        // "b"): they never collide, so views, the usual target, are looked through first.
        var found: View?
        for controller in routedControllers {
            for view in controller.visibleViews where view.id == event.target { found = view }
        }
        guard let view = found else {
            var targets = rootViewController.chromeTargets()
            for controller in routedControllers {
                targets.merge(controller.chromeTargets()) { first, _ in first }
            }
            guard let chrome = targets[event.target] else { return false }
            chrome(event)
            return true
        }
        if event.kind == .hook {
            // Only a view that has a hook hears from one.
            guard view.hook != nil, let handler = view.onHook else { return false }
            handler(event.value ?? "")
            return true
        }
        view.handle(event)
        return true
    }

    /// Sets the window's traits and tells every controller in it, visible or not, presented or
    /// underneath, so each can adapt before the next update is rendered.
    public func setTraitCollection(_ traits: TraitCollection) {
        guard traits != traitCollection else { return }
        let previous = traitCollection
        traitCollection = traits
        var pending = [rootViewController] + presentationChain
        while let controller = pending.popLast() {
            controller.traitCollectionDidChange(previous)
            pending += controller.childControllers
        }
    }

    /// The shortcuts of the controllers on screen, the frontmost first; under a presented
    /// screen only its own count, as the screens beneath are inert.
    var liveKeyCommands: [KeyCommand] {
        let front = presentationChain.last.map { [$0] } ?? [rootViewController]
        return front.flatMap(\.visibleControllers).reversed().flatMap(\.keyCommands)
    }

    /// Pops or dismisses one step, as the browser's back button asks.
    public func goBack() {
        if let top = presentationChain.last {
            top.dismiss(animated: true)
        } else if let navigation = topNavigationController, navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
        }
    }

    // MARK: Rendering

    /// Everything on screen as one tree.
    public func render() -> Node {
        var layers: [Node] = []
        let chain = presentationChain
        var baseAttributes = [("class", "vk-layer vk-base" + Self.baseModifiers(under: chain))]
        if !chain.isEmpty { baseAttributes.append(("inert", "")) }
        layers.append(
            Node(
                "div", id: "vk-base", attributes: baseAttributes, children: [rootViewController.contentNode()]
            ))
        for (index, presented) in chain.enumerated() {
            var attributes = [
                ("class", "vk-layer vk-modal vk-\(presented.modalPresentationStyle.rawValue)"),
                ("role", "dialog"),
                ("aria-modal", "true"),
            ]
            if index < chain.count - 1 { attributes.append(("inert", "")) }
            if presented.modalPresentationStyle == .popover, let source = presented.popoverSourceView {
                attributes.append(("data-vk-anchor", source.id))
            }
            if let size = Self.cardSize(of: presented) {
                attributes.append(
                    ("style", "--vk-card-width:\(Int(size.width))px;--vk-card-height:\(Int(size.height))px;"))
            }
            // A dialog is named by its title, or by the title its navigation stack shows.
            let title = presented.title ?? (presented as? NavigationController)?.topViewController?.title
            if let title { attributes.append(("aria-label", title)) }
            layers.append(
                Node(
                    "div", id: presented.id + "-modal", attributes: attributes,
                    children: [presented.contentNode()]))
        }
        if let notice {
            layers.append(
                Node(
                    "div", id: "vk-notice", attributes: [("class", "vk-notice"), ("role", "status")],
                    text: notice))
        }
        routedControllers = [rootViewController] + chain
        var windowAttributes = [("class", "vk-window")]
        let shortcuts = liveKeyCommands.map(\.press.wire)
        if !shortcuts.isEmpty {
            windowAttributes.append(("data-vk-commands", shortcuts.joined(separator: " ")))
        }
        return Node("div", id: "vk-window", attributes: windowAttributes, children: layers)
    }

    /// The classes of the screen under presented ones: hidden under a full-screen one; blurred
    /// under any but popovers (UIKit leaves the screen around a popover sharp); and marked to be
    /// hidden in compact width under a sheet or popover, which fill the window there.
    private static func baseModifiers(under chain: [ViewController]) -> String {
        let styles = chain.map(\.modalPresentationStyle)
        guard !styles.isEmpty else { return "" }
        if styles.contains(.fullScreen) { return " vk-covered" }
        let blurred = styles.allSatisfy { $0 == .popover } ? "" : " vk-blurred"
        let sheeted =
            styles.contains { [.formSheet, .pageSheet, .popover].contains($0) } ? " vk-sheeted" : ""
        return blurred + sheeted
    }

    /// Refreshes observers, renders, and returns the patches since the last update.
    public func update() -> [Patch] {
        refreshObservers()
        var patches = page.update(to: render(), title: documentTitle, path: path)
        if let focus = pendingFocus {
            patches.append(.focus(id: focus))
            focusedViewID = focus
            pendingFocus = nil
        }
        patches += pasteboard.takePending().map(Patch.copy)
        patches += downloads.map(Patch.download)
        downloads = []
        return patches
    }

    /// Offers `file` to the person as a download, with the next update; files over
    /// ``DownloadFile/maximumBytes`` are refused (false).
    @discardableResult
    public func download(_ file: DownloadFile) -> Bool {
        guard file.contents.count <= DownloadFile.maximumBytes else { return false }
        downloads.append(file)
        return true
    }

    /// Forgets what the page has, so the next update sends the whole screen (a page reload or a
    /// new socket).
    public func resetPage() {
        page.forgetScreen()
    }

    /// Re-runs observers whose inputs changed until nothing changes (bounded, so a model and a
    /// view that keep setting each other cannot spin forever).
    func refreshObservers() {
        for _ in 0..<8 {
            var changed = false
            for controller in onScreenControllers {
                for observer in controller.observers where observer.refreshIfNeeded() { changed = true }
                if controller.isViewLoaded {
                    for view in controller.visibleViews {
                        for observer in view.observers where observer.refreshIfNeeded() { changed = true }
                    }
                }
            }
            if !changed { return }
        }
    }

    private var onScreenControllers: [ViewController] {
        ([rootViewController] + presentationChain).flatMap(\.visibleControllers)
    }

    /// The controllers presented over the root, bottom to top.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var layer = rootViewController
        while let presented = layer.visibleControllers.first(where: { $0.presentedViewController != nil })?
            .presentedViewController
        {
            chain.append(presented)
            layer = presented
        }
        return chain
    }

    /// The navigation controller of the topmost layer, if it has one.
    public var topNavigationController: NavigationController? {
        let top = presentationChain.last ?? rootViewController
        return top.visibleControllers.compactMap { $0 as? NavigationController }.last
    }

    /// The controller whose title names the screen.
    public var topViewController: ViewController {
        let top = presentationChain.last ?? rootViewController
        return top.visibleControllers.last ?? top
    }

    /// The screen's title, for the document title.
    public var documentTitle: String {
        let top = topViewController
        let title = top.navigationItem.title ?? top.title ?? ""
        return title.isEmpty ? titleSuffix : (titleSuffix.isEmpty ? title : "\(title) — \(titleSuffix)")
    }

    // MARK: Focus, navigation and background work

    func requestFocus(_ view: View?) {
        pendingFocus = .some(view?.id)
    }

    func noteFocus(_ view: View?, ifCurrently current: View? = nil) {
        if let current, focusedViewID != current.id { return }
        focusedViewID = view?.id
    }

    func perform<T: Sendable>(
        _ work: @escaping @Sendable () async throws -> T, completion: @escaping (Result<T, any Error>) -> Void
    ) {
        self.work.perform(work, completion: completion)
    }

    func subscribe<T: Sendable>(to stream: AsyncStream<T>, handler: @escaping (T) -> Void) {
        work.subscribe(to: stream, handler: handler)
    }
}
