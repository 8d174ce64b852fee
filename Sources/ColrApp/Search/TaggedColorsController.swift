import ColrDomain
import ColrModels
import ViewKit

/// The colors that carry one tag, newest first: what Search shows for a word that is not a
/// color. Selecting a row opens that color's screen. A streamed list: it loads a page at a time
/// as the person scrolls to its end, keeps at most ``maximumRows``, and each page adds only its
/// own rows to the page.
final class TaggedColorsController: TableViewController {
    /// Colors read per page.
    static let pageSize = 50
    /// The most rows the list keeps; past this, a tag is a browse for the API, not a screen.
    static let maximumRows = 1_000

    let tag: TagName
    let services: AppServices
    /// The rows, newest tagging first; the cursor is the last tagging's id.
    let list: StreamedList<StoredColor, Int>
    /// Set when the screen was rebuilt from a URL and must fetch its colors.
    var needsInitialLoad = false

    init(tag: TagName, page: ColorPage, services: AppServices) {
        self.tag = tag
        self.services = services
        let colors = services.store.colors
        list = StreamedList(
            pageSize: Self.pageSize, maximumRows: Self.maximumRows, key: \.hex.value,
            precedes: { _, _ in false }
        ) { cursor, limit in
            try await colors.colors(tagged: tag, after: cursor, limit: limit)
        }
        list.show(page)
        super.init()
        title = "“\(tag.value)”"
        list.attach(to: self)
        list.onChange = { [weak self] in self?.tableView.reloadData() }
    }

    /// The colors shown.
    var colors: [StoredColor] { list.items }

    override var routeComponent: String? { AppRoute.tag(tag).segment }

    override func viewDidLoad() {
        super.viewDidLoad()
        if needsInitialLoad { list.reload() }
    }

    override func tableViewHasMoreRows(_ tableView: TableView) -> Bool { list.hasMore }

    override func tableViewWantsMoreRows(_ tableView: TableView) { list.loadMore() }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        colors.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let color = colors[indexPath.row]
        let count = color.tags.count
        return TableViewCell(
            text: "#" + color.hex.value.uppercased(),
            detailText: count == 1 ? "1 tag" : "\(count) tags",
            accessory: .disclosureIndicator,
            swatches: [AppColor.color(color.hex.color)], key: color.hex.value)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        navigationController?.pushViewController(
            ColorScreenController(color: colors[indexPath.row], services: services), animated: true)
    }
}
