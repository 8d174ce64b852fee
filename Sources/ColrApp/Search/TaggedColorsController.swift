import ColrDomain
import ColrModels
import ViewKit

/// The colors that carry one tag, newest first: what Search shows for a word that is not a
/// color. Selecting a row opens that color's screen.
final class TaggedColorsController: TableViewController {
    /// The most a search lists; a tag on more colors than this is a browse, not a search.
    static let limit = 100

    let tag: TagName
    let services: AppServices
    private(set) var colors: [StoredColor]
    /// Set when the screen was rebuilt from a URL and must fetch its colors.
    var needsInitialLoad = false

    init(tag: TagName, colors: [StoredColor], services: AppServices) {
        self.tag = tag
        self.colors = colors
        self.services = services
        super.init()
        title = "“\(tag.value)”"
    }

    override var routeComponent: String? { "tag-" + tag.value }

    override func viewDidLoad() {
        super.viewDidLoad()
        if needsInitialLoad { reload() }
    }

    private func reload() {
        let store = services.store
        let tag = tag
        perform {
            try await store.colors.colors(tagged: tag, after: nil, limit: Self.limit).colors
        } completion: { [weak self] result in
            guard let self, case .success(let colors) = result else { return }
            self.colors = colors
            tableView.reloadData()
        }
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
            swatches: [AppColor.color(color.hex.color)])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        navigationController?.pushViewController(
            ColorScreenController(color: colors[indexPath.row], services: services), animated: true)
    }
}
