import ColrDomain
import ColrModels
import ViewKit

/// The list/detail chapter's list: palettes with their swatches. Selecting one deselects it and
/// pushes the editor; "+" makes a new one; coming back shows the list already updated. A
/// streamed list: a page at a time as the person scrolls, and live, so another browser's save
/// or delete of a listed palette changes or removes its row.
final class PalettesController: TableViewController {
    /// Palettes read per page.
    static let pageSize = 50
    /// The most rows the list keeps.
    static let maximumRows = 1_000
    /// What the list says once it knows this browser has no palettes: where to start.
    static let emptyText = "No palettes yet. Make one with +, or bring one in with Import."

    let services: AppServices
    /// The palettes as read, newest first; the cursor is the last palette's id.
    private(set) lazy var list = makeList()
    /// Edits an editor has made that the store has not confirmed yet; they win over a read that
    /// may have raced ahead of their write.
    private var unsaved: [Int: Palette] = [:]

    init(services: AppServices) {
        self.services = services
        super.init()
        title = "Palettes"
        tabBarItem = TabBarItem(title: "Palettes", icon: "▤")
    }

    private func makeList() -> StreamedList<Palette, Int> {
        let schemes = services.store.schemes
        // The window's visitor is whose palettes these are, asked at each read.
        let list = StreamedList<Palette, Int>(
            pageSize: Self.pageSize, maximumRows: Self.maximumRows, key: { String($0.id) },
            precedes: { $0.id > $1.id }
        ) { [weak self] in
            guard let visitor = self?.window?.visitor else { return nil }
            return { cursor, limit in
                try await schemes.schemes(editableBy: visitor, after: cursor, limit: limit)
            }
        }
        list.attach(to: self)
        list.onChange = { [weak self, weak list] in
            guard let self, let list else { return }
            tableView.emptyText = list.hasRead ? Self.emptyText : nil
            tableView.reloadData()
        }
        return list
    }

    /// The palettes shown, with edits on their way to the store.
    var palettes: [Palette] { list.items.map { unsaved[$0.id] ?? $0 } }

    /// The palette on a row, with any edit on its way to the store.
    private func palette(at row: Int) -> Palette {
        let read = list.items[row]
        return unsaved[read.id] ?? read
    }

    override var routeComponent: String? { AppRoute.palettes.segment }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
            guard let self else { return }
            createPalette()
        }
        navigationItem.rightBarButtonItem?.style = .done
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Import") { [weak self] in
            guard let self else { return }
            present(ImportController(list: self).inSheet(), animated: true)
        }
        list.follow(
            services.feed.schemeChanges(),
            admitting: { change, shown in shown.keys.contains(String(change.id)) }
        ) { [weak self] change in
            self?.hear(change)
        }
    }

    /// Another browser saved or deleted a listed palette: its row shows the save, or goes.
    private func hear(_ change: SchemeChange) {
        guard !change.isDeletion else {
            list.remove(key: String(change.id))
            return
        }
        guard let shown = list.item(withKey: String(change.id)), change.revision > shown.revision else {
            return
        }
        let schemes = services.store.schemes
        let id = change.id
        perform {
            try await schemes.scheme(id: id)
        } completion: { [weak self] result in
            guard let self, case .success(let found) = result else { return }
            guard let found else { return list.remove(key: String(id)) }
            guard let current = list.item(withKey: String(id)), found.revision > current.revision else {
                return
            }
            list.place(found)
        }
    }

    /// Opens the Check a Theme screen over the list.
    func checkTheme() {
        navigationController?.pushViewController(ThemeCheckController(services: services), animated: true)
    }

    /// Shows a palette just imported: in the list, and open in its editor.
    func show(imported palette: Palette) {
        list.place(palette)
        navigationController?.pushViewController(editor(for: palette), animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
    }

    /// This browser's palettes: those it made and those it opened an edit link of, as many as
    /// are shown.
    func reload() {
        list.reload()
    }

    /// An editor for `palette` whose edits show in this list at once.
    func editor(for palette: Palette) -> PaletteEditorController {
        let editor = PaletteEditorController(palette: palette, services: services)
        editor.onEdit = { [weak self] edited, saved in
            guard let self else { return }
            if !saved {
                unsaved[edited.id] = edited
            } else if let pending = unsaved[edited.id], pending.name == edited.name,
                pending.notes == edited.notes, pending.colors == edited.colors
            {
                unsaved[edited.id] = nil
            } else if unsaved[edited.id] != nil {
                return  // a newer edit is still on its way; it is what the row shows
            }
            guard list.item(withKey: String(edited.id)) != nil else { return }
            list.place(edited)
        }
        return editor
    }

    private func createPalette() {
        guard let window else { return }
        let store = services.store
        let (writer, owner) = (window.client, window.visitor)
        perform {
            try await store.editing.createScheme(
                PaletteDraft(
                    name: "New Palette", colors: [ColorHex("ff2d55")!, ColorHex("007aff")!], tags: []),
                owner: owner, client: writer)
        } completion: { [weak self] result in
            guard let self, case .success(let palette) = result else { return }
            list.place(palette)
            navigationController?.pushViewController(editor(for: palette), animated: true)
        }
    }

    override func tableViewHasMoreRows(_ tableView: TableView) -> Bool { list.hasMore }

    override func tableViewWantsMoreRows(_ tableView: TableView) { list.loadMore() }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        list.items.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let palette = palette(at: indexPath.row)
        return TableViewCell(
            text: palette.displayName,
            detailText: palette.notes.isEmpty ? nil : palette.notes,
            accessory: .disclosureIndicator,
            swatches: palette.colors.prefix(8).map { AppColor.color($0.color) }, key: String(palette.id))
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        navigationController?.pushViewController(editor(for: palette(at: indexPath.row)), animated: true)
    }
}
