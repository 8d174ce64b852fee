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
    private(set) var colors: [StoredColor]
    /// Where the next page starts, or nil when the last one is shown.
    private(set) var nextCursor: Int?
    private var isLoadingMore = false
    /// Set when the screen was rebuilt from a URL and must fetch its colors.
    var needsInitialLoad = false

    init(tag: TagName, page: ColorPage, services: AppServices) {
        self.tag = tag
        self.colors = page.colors
        self.nextCursor = page.nextCursor
        self.services = services
        super.init()
        title = "“\(tag.value)”"
    }

    override var routeComponent: String? { "tag-" + tag.value }

    override func viewDidLoad() {
        super.viewDidLoad()
        if needsInitialLoad { load(after: nil) }
    }

    /// Reads the page after `cursor` (the first when nil) and adds its colors.
    private func load(after cursor: Int?) {
        let store = services.store
        let tag = tag
        isLoadingMore = true
        perform {
            try await store.colors.colors(tagged: tag, after: cursor, limit: Self.pageSize)
        } completion: { [weak self] result in
            guard let self else { return }
            isLoadingMore = false
            guard case .success(let page) = result else { return }
            let shown = Set(colors.map(\.hex))
            colors += page.colors.filter { !shown.contains($0.hex) }
            if colors.count > Self.maximumRows { colors.removeLast(colors.count - Self.maximumRows) }
            nextCursor = page.nextCursor
            tableView.reloadData()
        }
    }

    override func tableViewHasMoreRows(_ tableView: TableView) -> Bool {
        nextCursor != nil && colors.count < Self.maximumRows
    }

    override func tableViewWantsMoreRows(_ tableView: TableView) {
        guard !isLoadingMore, let cursor = nextCursor else { return }
        load(after: cursor)
    }

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
