import ColrModels
import ViewKit

/// The list/detail chapter's list: palettes with their swatches. Selecting one deselects it and
/// pushes the editor; "+" makes a new one; coming back shows the list already updated.
final class PalettesController: TableViewController {
    let services: AppServices
    private(set) var palettes: [Palette] = []
    /// Edits an editor has made that the store has not confirmed yet; they win over a read that
    /// may have raced ahead of their write.
    private var unsaved: [Int: Palette] = [:]

    init(services: AppServices) {
        self.services = services
        super.init()
        title = "Palettes"
        tabBarItem = TabBarItem(title: "Palettes", icon: "▤")
    }

    override var routeComponent: String? { "palettes" }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
            guard let self else { return }
            createPalette()
        }
        navigationItem.rightBarButtonItem?.style = .done
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Import") { [weak self] in
            guard let self else { return }
            present(ImportController.sheet(for: self), animated: true)
        }
    }

    /// Shows a palette just imported: in the list, and open in its editor.
    func show(imported palette: Palette) {
        palettes.insert(palette, at: 0)
        tableView.reloadData()
        navigationController?.pushViewController(editor(for: palette), animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
    }

    /// This browser's palettes: those it made and those it opened an edit link of.
    func reload() {
        guard let visitor = window?.visitor else { return }
        let store = services.store
        perform {
            try await store.schemes.schemes(editableBy: visitor, limit: 100)
        } completion: { [weak self] result in
            guard let self, case .success(let palettes) = result else { return }
            self.palettes = palettes.map { unsaved[$0.id] ?? $0 }
            tableView.reloadData()
        }
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
            guard let row = palettes.firstIndex(where: { $0.id == edited.id }) else { return }
            palettes[row] = edited
            tableView.reloadData()
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
            palettes.insert(palette, at: 0)
            tableView.reloadData()
            navigationController?.pushViewController(editor(for: palette), animated: true)
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        palettes.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let palette = palettes[indexPath.row]
        return TableViewCell(
            text: palette.displayName,
            detailText: palette.notes.isEmpty ? nil : palette.notes,
            accessory: .disclosureIndicator,
            swatches: palette.colors.prefix(8).map { AppColor.color($0.color) }, key: String(palette.id))
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        navigationController?.pushViewController(editor(for: palettes[indexPath.row]), animated: true)
    }
}
