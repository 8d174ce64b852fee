import ColorKit
import ColrDomain
import ColrModels
import ViewKit

/// The most-tagged color in the store, shown like the detail (between the bars, not under
/// them), with the same Change modal; beneath it, every tagged color by its tag count, a streamed
/// list that follows tag changes made anywhere (``TopColorController+List.swift``).
final class TopColorController: TableViewController, ColorCopying {
    /// Colors read per page of the list.
    static let pageSize = 50
    /// The most rows the list keeps.
    static let maximumRows = 1_000

    let services: AppServices
    let selection = ColorSelection(color: RGBColor(white: 1), routeName: "top")
    let caption = Label()
    /// The color on show, its caption and Copy: the screen's top, over the list.
    let hero = View()
    /// The colors by tag count, most first (ties by age); the cursor is the last row's rank.
    let list: StreamedList<RankedColor, RankCursor>
    /// The store's most-tagged color and its tag count, once loaded.
    private var top: (hex: ColorHex, tagCount: Int)?

    init(services: AppServices) {
        self.services = services
        let colors = services.store.colors
        list = StreamedList(
            pageSize: Self.pageSize, maximumRows: Self.maximumRows, key: \.color.hex.value,
            precedes: { $0.ranks(before: $1) }
        ) { cursor, limit in
            try await colors.topColors(after: cursor, limit: limit)
        }
        super.init()
        title = "Top Color"
        tabBarItem = TabBarItem(title: "Top Color", icon: "★")
        edgesForExtendedLayout = .none
        list.attach(to: self)
        list.onChange = { [weak self] in self?.tableView.reloadData() }
    }

    override var routeComponent: String? { AppRoute.top.segment }

    let copyButton = Button(title: "Copy")
    var copyAnchor: View? { copyButton }
    var copiedColor: RGBColor { selection.color }

    override func viewDidLoad() {
        view.layout = .stack(.vertical)
        hero.layout = .stack(.vertical, alignment: .center, padding: EdgeInsets(all: 24))
        hero.accessibilityLabel = "Color"
        hero.observe { [weak self] in
            guard let self else { return }
            hero.backgroundColor = AppColor.color(selection.color)
            // The caption sits on the color itself, so it takes black or white by contrast.
            caption.textColor = AppColor.readableText(on: selection.color)
            copyButton.setTitleColor(AppColor.readableText(on: selection.color), for: .normal)
            // Until the top color loads (or Change picks one) the caption says what is happening.
            if selection.routeName != "top" { captionColor() }
        }
        caption.font = AppFont.hex.font
        caption.accessibilityLabel = "Top color"
        hero.addSubview(caption)
        copyButton.action = { [weak self] in
            guard let self else { return }
            present(copyController(), animated: true)
        }
        hero.addSubview(copyButton)
        view.addSubview(hero)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Change") { [weak self] in
            guard let self else { return }
            present(ChangeColorController(selection: selection).inSheet(), animated: true)
        }
        // Loaded once: after a change through the modal, the screen keeps the changed color.
        loadTopColor()
        showList()
    }

    private func loadTopColor() {
        let store = services.store
        caption.text = "Loading"
        perform {
            try await store.colors.topColors(limit: 1).first
        } completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ranked?):
                top = (ranked.color.hex, ranked.tagCount)
                selection.color = ranked.color.hex.color
                selection.routeName = ranked.color.hex.value
                captionColor()
            case .success(nil):
                caption.text = "No colors yet"
            case .failure:
                caption.text = "Failed :("
            }
        }
    }

    /// Names the color on screen: the top color with its tag count, or the one Change chose.
    private func captionColor() {
        let shown = ColorHex(selection.color.rgb8)
        if let top, top.hex == shown {
            caption.text = "#\(shown.value.uppercased()) · \(top.tagCount) tags"
        } else {
            caption.text = "#" + shown.value.uppercased()
        }
    }

    // The list's table; its rows are in TopColorController+List.swift.

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        list.items.isEmpty ? nil : "Most Tagged"
    }

    override func tableViewHasMoreRows(_ tableView: TableView) -> Bool { list.hasMore }

    override func tableViewWantsMoreRows(_ tableView: TableView) { list.loadMore() }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        list.items.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cell(for: list.items[indexPath.row])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        guard list.items.indices.contains(indexPath.row) else { return }
        navigationController?.pushViewController(
            ColorScreenController(color: list.items[indexPath.row].color, services: services), animated: true)
    }
}
