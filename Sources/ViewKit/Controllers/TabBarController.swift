/// Tabs along the bottom, each showing one child, like `UITabBarController`; only ever a root.
///
/// Past five children, the fifth tab is "More", listing the rest.
open class TabBarController: ViewController {
    /// The children, one per tab.
    public private(set) var viewControllers: [ViewController] = []
    /// The index of the child on screen.
    public private(set) var selectedIndex = 0
    /// The "More" list, built the first time it is shown: most sessions never open it.
    private var builtMoreList: MoreListController?
    private var moreList: MoreListController {
        if let builtMoreList { return builtMoreList }
        let list = MoreListController(tabs: self)
        builtMoreList = list
        return list
    }
    private(set) var showingMore = false

    /// Creates a tab bar controller with these children.
    public init(viewControllers: [ViewController]) {
        super.init()
        setViewControllers(viewControllers)
    }

    /// Replaces the children; the first becomes selected.
    public func setViewControllers(_ controllers: [ViewController]) {
        viewControllers.forEach { $0.parent = nil }
        viewControllers = controllers
        controllers.forEach { $0.parent = self }
        selectedIndex = 0
        showingMore = false
    }

    /// The child on screen.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// The selected child's route segment stands for the tab bar.
    open override var routeComponent: String? { selectedViewController?.routeComponent }

    /// How many tabs the bar shows directly before "More" takes over.
    static let maximumTabs = 5

    /// Switches tabs, with the appearance callbacks of both children.
    public func select(_ index: Int, animated: Bool = false) {
        guard viewControllers.indices.contains(index), index != selectedIndex || showingMore else { return }
        let old = currentChild
        let new = viewControllers[index]
        new.loadShownView()
        let onScreen = isVisible && presentedViewController == nil
        if onScreen {
            old.appearanceChain.forEach { $0.notifyWillDisappear(animated) }
            new.appearanceChain.forEach { $0.notifyWillAppear(animated) }
        }
        selectedIndex = index
        showingMore = false
        if onScreen {
            old.appearanceChain.forEach { $0.notifyDidDisappear(animated) }
            new.appearanceChain.forEach { $0.notifyDidAppear(animated) }
        }
    }

    private func showMore() {
        guard !showingMore else { return }
        let old = currentChild
        old.appearanceChain.forEach { $0.notifyWillDisappear(false) }
        moreList.notifyWillAppear(false)
        showingMore = true
        old.appearanceChain.forEach { $0.notifyDidDisappear(false) }
        moreList.notifyDidAppear(false)
    }

    private var usesMore: Bool { viewControllers.count > Self.maximumTabs }

    private var currentChild: ViewController {
        showingMore ? moreList : (selectedViewController ?? moreList)
    }

    override var appearanceChain: [ViewController] { [self] + currentChild.appearanceChain }
    override var visibleViews: [View] { currentChild.visibleViews }
    override var visibleControllers: [ViewController] { [self] + currentChild.visibleControllers }
    override var childControllers: [ViewController] { viewControllers + (builtMoreList.map { [$0] } ?? []) }
    override var drawsOwnView: Bool { false }

    /// The selected child above the tab bar.
    override func contentNode() -> Node {
        let child = currentChild
        if child === builtMoreList { child.hostWindow = window }
        var tabs: [Node] = []
        let direct = usesMore ? Array(viewControllers.prefix(Self.maximumTabs - 1)) : viewControllers
        for (index, controller) in direct.enumerated() {
            tabs.append(
                tabNode(
                    id: "\(id)-tab\(index)", item: Self.item(for: controller),
                    fallback: Self.title(for: controller),
                    selected: !showingMore && index == selectedIndex))
        }
        if usesMore {
            let moreSelected = showingMore || selectedIndex >= Self.maximumTabs - 1
            tabs.append(
                tabNode(
                    id: "\(id)-more", item: TabBarItem(title: "More", icon: "•••"), fallback: nil,
                    selected: moreSelected))
        }
        var barAttributes = [("class", "vk-tabbar"), ("role", "tablist")]
        if let barSizeClass { barAttributes.append(SizeClassMarker.only(barSizeClass)) }
        let bar = Node("nav", id: id + "-bar", attributes: barAttributes, children: tabs)
        let extended =
            (child as? NavigationController)?.topViewController?.edgesForExtendedLayout
            ?? child.edgesForExtendedLayout
        let content = Node(
            "div", id: id + "-content",
            attributes: [("class", "vk-tab-content" + (extended.contains(.bottom) ? " vk-extended" : ""))],
            children: [child.contentNode()])
        return Node("div", id: id, attributes: [("class", "vk-tabs")], children: [content, bar])
    }

    /// The only size class that shows the tab bar; nil for both (a split view's is compact).
    var barSizeClass: UserInterfaceSizeClass? { nil }

    /// A navigation controller without its own item shows its root's, as in UIKit.
    static func item(for controller: ViewController) -> TabBarItem {
        if controller.tabBarItem == TabBarItem(),
            let root = (controller as? NavigationController)?.viewControllers.first
        {
            return root.tabBarItem
        }
        return controller.tabBarItem
    }

    static func title(for controller: ViewController) -> String? {
        item(for: controller).title ?? controller.title
            ?? (controller as? NavigationController)?.viewControllers.first?.title
    }

    private func tabNode(id: String, item: TabBarItem, fallback: String?, selected: Bool) -> Node {
        var children = [
            Node(
                "span", id: id + "-icon", attributes: [("class", "vk-tab-icon"), ("aria-hidden", "true")],
                text: item.icon ?? "●")
        ]
        children.append(
            Node(
                "span", id: id + "-title", attributes: [("class", "vk-tab-title")],
                text: item.title ?? fallback ?? ""))
        if let badge = item.badgeValue {
            children.append(Node("span", id: id + "-badge", attributes: [("class", "vk-badge")], text: badge))
        }
        return Node(
            "button", id: id,
            attributes: [
                ("class", "vk-tab" + (selected ? " vk-selected" : "")), ("type", "submit"),
                ("name", "vk-tap"), ("value", id),
                ("role", "tab"), ("aria-selected", selected ? "true" : "false"),
            ],
            children: children)
    }

    /// Routes tab taps, and the chrome of the child on screen.
    override func chromeTargets() -> [String: (Event) -> Void] {
        var targets: [String: (Event) -> Void] = [:]
        for index in viewControllers.indices {
            targets["\(id)-tab\(index)"] = { [weak self] event in
                if event.kind == .tap { self?.select(index) }
            }
        }
        targets["\(id)-more"] = { [weak self] event in
            if event.kind == .tap { self?.showMore() }
        }
        targets.merge(currentChild.chromeTargets()) { first, _ in first }
        return targets
    }
}

/// The "More" tab's list of the tabs that did not fit.
final class MoreListController: TableViewController {
    private weak var tabs: TabBarController?

    init(tabs: TabBarController) {
        self.tabs = tabs
        super.init()
        title = "More"
    }

    override func viewWillAppear(_ animated: Bool) {
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        max((tabs?.viewControllers.count ?? 0) - (TabBarController.maximumTabs - 1), 0)
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let controller = tabs?.viewControllers[indexPath.row + TabBarController.maximumTabs - 1] else {
            return TableViewCell(text: "")
        }
        return TableViewCell(
            text: TabBarController.title(for: controller) ?? "", accessory: .disclosureIndicator)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        tabs?.select(indexPath.row + TabBarController.maximumTabs - 1)
    }
}
