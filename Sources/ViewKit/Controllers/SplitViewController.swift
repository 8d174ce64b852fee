/// A sidebar beside the selected tab in regular width that collapses to a tab bar in compact,
/// like `UISplitViewController` whose compact column is a `UITabBarController`.
///
/// It is one tab bar controller with two presentations, not two trees: the sidebar lists every
/// tab (none hides under "More") and selecting one selects that tab, so each tab's navigation
/// stack is the same object in both widths and nothing is lost when the window is resized.
/// The stylesheet picks the presentation at ``UserInterfaceSizeClass/regularMinimumWidth``,
/// so the first paint fits before the page has reported its size.
open class SplitViewController: TabBarController {
    /// The heading above the sidebar's items (the app's name).
    public var sidebarTitle: String?

    /// Creates a split view over these tabs, with a sidebar heading.
    public init(viewControllers: [ViewController], sidebarTitle: String? = nil) {
        self.sidebarTitle = sidebarTitle
        super.init(viewControllers: viewControllers)
    }

    /// In regular width the sidebar takes the tab bar's place.
    override var barSizeClass: UserInterfaceSizeClass? { .compact }

    /// The sidebar, then the tab bar controller's content and bar.
    override func contentNode() -> Node {
        var items: [Node] = []
        for (index, controller) in viewControllers.enumerated() {
            let selected = !showingMore && index == selectedIndex
            let item = Self.item(for: controller)
            var attributes = [
                ("class", "vk-sidebar-item" + (selected ? " vk-selected" : "")), ("type", "submit"),
                ("name", "vk-tap"), ("value", sidebarID(index)),
            ]
            if selected { attributes.append(("aria-current", "page")) }
            let button = Node(
                "button", id: sidebarID(index), attributes: attributes,
                children: [
                    Node(
                        "span", id: sidebarID(index) + "-icon",
                        attributes: [("class", "vk-sidebar-icon"), ("aria-hidden", "true")],
                        text: item.icon ?? "●"),
                    Node(
                        "span", id: sidebarID(index) + "-title", attributes: [("class", "vk-sidebar-label")],
                        text: Self.title(for: controller) ?? ""),
                ])
            items.append(Node("li", id: sidebarID(index) + "-row", children: [button]))
        }
        var sidebar: [Node] = []
        if let sidebarTitle {
            sidebar.append(
                Node(
                    "h1", id: id + "-sidebar-title", attributes: [("class", "vk-sidebar-title")],
                    text: sidebarTitle))
        }
        sidebar.append(
            Node("ul", id: id + "-sidebar-list", attributes: [("class", "vk-sidebar-list")], children: items))
        return Node(
            "div", id: id + "-split", attributes: [("class", "vk-split")],
            children: [
                Node(
                    "nav", id: id + "-sidebar",
                    attributes: [
                        ("class", "vk-sidebar"), ("aria-label", sidebarTitle ?? "Sections"),
                        SizeClassMarker.only(.regular),
                    ],
                    children: sidebar),
                super.contentNode(),
            ])
    }

    /// Sidebar taps select tabs; everything else is the tab bar controller's.
    override func chromeTargets() -> [String: (Event) -> Void] {
        var targets = super.chromeTargets()
        for index in viewControllers.indices {
            targets[sidebarID(index)] = { [weak self] event in
                if event.kind == .tap { self?.select(index) }
            }
        }
        return targets
    }

    private func sidebarID(_ index: Int) -> String { "\(id)-side\(index)" }

}
