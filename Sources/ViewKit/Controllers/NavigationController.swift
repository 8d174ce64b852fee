/// Hears when a navigation controller shows a new top controller.
public protocol NavigationControllerDelegate: AnyObject {
    /// A controller is about to become the top one.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller became the top one.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

/// A stack of controllers under a navigation bar, like `UINavigationController`.
///
/// The bar shows the top controller's title and bar buttons, and a back button titled with
/// the previous controller's title. Pushes slide in from the trailing edge; pops slide back.
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Hears about new top controllers.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The last transition, for the page to animate: "push", "pop" or "none", with a counter.
    private(set) var transition = (kind: "none", count: 0)

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        adopt(rootViewController)
        viewControllers = [rootViewController]
    }

    /// The controller on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top controller's route segment stands for this container.
    open override var routeComponent: String? { viewControllers.first?.routeComponent }

    /// Pushes a controller onto the stack.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        let previous = topViewController
        adopt(controller)
        showTransition(from: previous.map { [$0] } ?? [], to: controller, animated: animated) {
            viewControllers.append(controller)
        }
        record("push")
    }

    /// Pops the top controller; the root is never popped.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        showTransition(from: [top], to: below, animated: animated) {
            viewControllers.removeLast()
        }
        top.parent = nil
        record("pop")
        return top
    }

    /// Pops everything above the root.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let removed = Array(viewControllers.dropFirst())
        showTransition(from: [removed.last!], to: viewControllers[0], animated: animated) {
            viewControllers = [viewControllers[0]]
        }
        removed.forEach { $0.parent = nil }
        record("pop")
        return removed
    }

    /// Replaces the stack.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard let newTop = controllers.last else { return }
        let oldTop = topViewController
        let deeper = controllers.count >= viewControllers.count
        controllers.forEach(adopt)
        showTransition(from: oldTop.map { [$0] } ?? [], to: newTop, animated: animated) {
            for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
                controller.parent = nil
            }
            viewControllers = controllers
        }
        record(deeper ? "push" : "pop")
    }

    private func adopt(_ controller: ViewController) {
        controller.parent = self
    }

    private func record(_ kind: String) {
        transition = (kind, transition.count + 1)
    }

    /// Runs the appearance callbacks around a stack change, when the stack is on screen.
    private func showTransition(
        from old: [ViewController], to new: ViewController, animated: Bool, change: () -> Void
    ) {
        new.loadShownView()
        let onScreen = isVisible && presentedViewController == nil
        delegate?.navigationController(self, willShow: new, animated: animated)
        if onScreen {
            old.flatMap(\.appearanceChain).forEach { $0.notifyWillDisappear(animated) }
            new.appearanceChain.forEach { $0.notifyWillAppear(animated) }
        }
        change()
        if onScreen {
            old.flatMap(\.appearanceChain).forEach { $0.notifyDidDisappear(animated) }
            new.appearanceChain.forEach { $0.notifyDidAppear(animated) }
        }
        delegate?.navigationController(self, didShow: new, animated: animated)
    }

    override var drawsOwnView: Bool { false }

    override var appearanceChain: [ViewController] {
        [self] + (topViewController?.appearanceChain ?? [])
    }

    override var visibleViews: [View] { topViewController?.visibleViews ?? [] }

    override var childControllers: [ViewController] { viewControllers }
    override var visibleControllers: [ViewController] {
        [self] + (topViewController?.visibleControllers ?? [])
    }

    /// The navigation bar over the top controller's content.
    override func contentNode() -> Node {
        guard let top = topViewController else { return Node("div", id: id) }
        let item = top.navigationItem
        var leading: [Node] = []
        if let left = item.leftBarButtonItem {
            leading.append(left.node())
        } else if viewControllers.count > 1, !item.hidesBackButton {
            let previous = viewControllers[viewControllers.count - 2]
            leading.append(
                Node(
                    "button", id: id + "-back",
                    attributes: [
                        ("class", "vk-back"), ("type", "submit"), ("name", "vk-tap"), ("value", id + "-back"),
                        ("aria-label", "Back to \(previous.title ?? "previous screen")"),
                    ],
                    text: previous.title ?? "Back"))
        }
        let trailing = item.rightBarButtonItem.map { [$0.node()] } ?? []
        let bar = Node(
            "header", id: id + "-bar", attributes: [("class", "vk-navbar")],
            children: [
                Node(
                    "div", id: id + "-leading", attributes: [("class", "vk-bar-leading")], children: leading),
                Node(
                    "h1", id: id + "-title", attributes: [("class", "vk-title")],
                    text: item.title ?? top.title ?? ""),
                Node(
                    "div", id: id + "-trailing", attributes: [("class", "vk-bar-trailing")],
                    children: trailing),
            ])
        let extended = top.edgesForExtendedLayout.contains(.top) ? " vk-extended" : ""
        let content = Node(
            "div", id: id + "-content",
            attributes: [
                ("class", "vk-nav-content" + extended),
                ("data-vk-transition", "\(transition.kind):\(transition.count)"),
            ],
            children: [
                Node(
                    "div", id: top.id + "-screen", attributes: [("class", "vk-screen")],
                    children: [top.contentNode()])
            ])
        return Node("div", id: id, attributes: [("class", "vk-nav")], children: [bar, content])
    }

    /// Routes the back button and bar buttons.
    override func chromeTargets() -> [String: (Event) -> Void] {
        var targets: [String: (Event) -> Void] = [:]
        targets[id + "-back"] = { [weak self] event in
            if event.kind == .tap { self?.popViewController(animated: true) }
        }
        if let top = topViewController {
            for item in [top.navigationItem.leftBarButtonItem, top.navigationItem.rightBarButtonItem]
                .compactMap({ $0 })
            {
                targets[item.id] = { [weak item] event in
                    guard event.kind == .tap, let item, item.isEnabled else { return }
                    item.action?()
                }
            }
            targets.merge(top.chromeTargets()) { first, _ in first }
        }
        return targets
    }
}
