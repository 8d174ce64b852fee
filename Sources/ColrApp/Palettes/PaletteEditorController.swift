import ColorKit
import ColrDomain
import ColrModels
import ViewKit

/// The list/detail chapter's detail: a name and notes in rounded fields, and the palette's colors,
/// which can be moved and removed. Return moves to the other field; ending an edit saves. Share,
/// Export and History open their own screens; Delete asks, then removes the palette and goes back.
///
/// A palette the browser may only read (shared with it) shows the same screen without controls.
final class PaletteEditorController: ViewController, TextFieldDelegate {
    /// The palette as shown.
    var palette: Palette { model.palette }
    let services: AppServices
    let name = TextField(placeholder: "Name")
    let notes = TextField(placeholder: "Notes")
    let status = Label.caption().announcingChanges(as: "Status")
    /// Who else has the palette open: "2 others here".
    let company = Label.caption().announcingChanges(as: "Others here")
    /// This screen's place in the palette's presence, while it is open.
    var presenceHandle: PresenceHandle?
    /// The colors other editors are on now.
    var colorsOthersAreOn: [String] = []
    /// Offers a name drawn from the colors while the palette has a placeholder one.
    let suggestion = Button(title: "")
    let colors = View()
    let actions = View()
    /// Share sits in the navigation bar, where iOS puts it, and only for those who may edit.
    private(set) lazy var share = BarButtonItem(title: "Share") { [weak self] in
        guard let self, isEditable else { return }
        present(ShareController(editor: self).inSheet(), animated: true)
    }
    let export = Button(title: "Export")
    /// The one action a reader of a shared palette has too: its theme is read, not changed.
    let theme = Button(title: "Theme")
    /// The palette as a chart's series, checked and repaired; a reader may look too.
    let charts = Button(title: "Charts")
    /// Set when the editor was rebuilt from a URL and must fetch its palette.
    var needsInitialLoad = false
    /// Told of an edit when it is made (`saved` false) and again once it is stored (`saved`
    /// true), so a list going back to never shows the old row while the write is under way.
    var onEdit: ((_ palette: Palette, _ saved: Bool) -> Void)?
    /// The Share sheet while it is up, so it shows what a late load or a save brings.
    weak var shareScreen: ShareController?
    /// The palette, the save under way and what waits behind it: everything but the drawing.
    var model: PaletteEditModel

    init(palette: Palette, services: AppServices) {
        self.model = PaletteEditModel(palette: palette)
        self.services = services
        super.init()
        title = palette.displayName
    }

    override var routeComponent: String? { AppRoute.palette(id: palette.id).segment }

    /// Names the app gives palettes it makes; a palette still called one gets a suggestion.
    static let placeholderNames: Set<String> = ["", "New Palette", "My Colors", "Imported Palette"]

    /// Whether this browser may change the palette.
    var isEditable: Bool { palette.access.role(of: credential) != nil }

    var credential: SchemeCredential { SchemeCredential(visitor: window?.visitor) }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 14, padding: EdgeInsets(all: 20))
        view.layout.maximumWidth = 720
        for field in [name, notes] {
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        suggestion.action = { [weak self] in
            guard let self, isEditable else { return }
            let title = PaletteTitle.suggest(for: palette.colors.map(\.color))
            name.text = title
            save([.rename(title)])
        }
        view.addSubview(suggestion)
        colors.layout = .stack(.vertical, spacing: 6)
        colors.accessibilityLabel = "Colors"
        view.addSubview(colors)
        view.addSubview(status)
        // Alone until presence says otherwise, in the served page and the live one alike (so the
        // page's first paint is the screen the session renders, and is not sent again).
        company.isHidden = true
        view.addSubview(company)
        actions.layout = .stack(.horizontal, spacing: 8)
        actions.layout.wraps = true
        export.action = { [weak self] in
            guard let self, isEditable else { return }
            present(ExportController(editor: self).inSheet(), animated: true)
        }
        let check = Button(title: "Check") { [weak self] in
            guard let self, isEditable else { return }
            navigationController?.pushViewController(PaletteCheckController(editor: self), animated: true)
        }
        theme.action = { [weak self] in
            guard let self, let screen = themeController() else { return }
            navigationController?.pushViewController(screen, animated: true)
        }
        charts.action = { [weak self] in
            guard let self, let screen = chartsController() else { return }
            navigationController?.pushViewController(screen, animated: true)
        }
        let history = Button(title: "History") { [weak self] in
            guard let self, isEditable else { return }
            navigationController?.pushViewController(HistoryController(editor: self), animated: true)
        }
        let delete = Button(title: "Delete") { [weak self] in
            guard let self, isEditable else { return }
            confirmDelete()
        }
        delete.accessibilityLabel = "Delete Palette"
        delete.setTitleColor(AppColor.error.color, for: .normal)
        for button in [export, check, theme, charts, history, delete] { actions.addSubview(button) }
        view.addSubview(actions)
        show(palette)
        followOtherEditors()
        joinCompany()
        if needsInitialLoad { load() }
    }

    /// Shows `palette`, with controls only when this browser may change it.
    func show(_ palette: Palette) {
        model.palette = palette
        title = palette.displayName
        // A field someone is typing in keeps their text; another editor's change shows elsewhere.
        if !name.isEditing { name.text = palette.name }
        if !notes.isEditing { notes.text = palette.notes }
        let editable = isEditable
        name.isEnabled = editable
        notes.isEnabled = editable
        for action in actions.subviews {
            action.isHidden = !editable && action !== theme && action !== charts
        }
        let suggested = PaletteTitle.suggest(for: palette.colors.map(\.color))
        suggestion.setTitle("Name it “\(suggested)”", for: .normal)
        suggestion.isHidden =
            !editable || !Self.placeholderNames.contains(palette.name) || palette.colors.isEmpty
        navigationItem.rightBarButtonItem = editable ? share : nil
        if shareScreen?.isViewLoaded == true { shareScreen?.update() }
        // The Check screen pushed over this one shows what a repair just changed.
        if let check = navigationController?.topViewController as? PaletteCheckController,
            check.editor === self
        {
            check.show()
        }
        showRows(editable: editable)
    }

    /// Lays out a row per color, keeping each entry's row from before (moved to its new place)
    /// so that a click sent before the list changed still acts on the color it named.
    private func showRows(editable: Bool) {
        let previous = Dictionary(
            colors.subviews.compactMap { $0 as? PaletteColorRow }.map { ($0.entry, $0) },
            uniquingKeysWith: { first, _ in first })
        colors.subviews.forEach { $0.removeFromSuperview() }
        let count = palette.entries.count
        for (position, entry) in palette.entries.enumerated() {
            let othersHere = colorsOthersAreOn.contains(entry.hex.value)
            if let row = previous[entry] {
                row.update(position: position, count: count, editable: editable, othersHere: othersHere)
                colors.addSubview(row)
                continue
            }
            let row = PaletteColorRow(
                entry: entry, position: position, count: count, editable: editable, othersHere: othersHere)
            row.moveUp.action = { [weak self] in
                guard let self else { return }
                presenceHandle?.update(state: entry.hex.value)
                move(entry.id, by: -1)
            }
            row.moveDown.action = { [weak self] in
                guard let self else { return }
                presenceHandle?.update(state: entry.hex.value)
                move(entry.id, by: 1)
            }
            row.remove.action = { [weak self] in
                guard let self else { return }
                remove(entry.id)
            }
            colors.addSubview(row)
        }
    }

    private func load() {
        let store = services.store
        let id = palette.id
        perform {
            try await store.schemes.scheme(id: id)
        } completion: { [weak self] result in
            guard let self else { return }
            guard case .success(let found?) = result else {
                status.text = "No such palette"
                return
            }
            guard found.access.canRead(credential) else {
                status.text = "This palette is private. Ask its owner for a link."
                return
            }
            show(found)
            if !isEditable { status.text = "View only: open its edit link to change it." }
        }
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        (textField === name ? notes : name).becomeFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        save(typedEdits)
    }

    override func viewDidDisappear(_ animated: Bool) {
        leaveCompanyIfGone()
    }

    /// Going back ends editing, as it does in UIKit: what was typed is saved even if the field
    /// never lost focus.
    override func viewWillDisappear(_ animated: Bool) {
        guard isEditable, presentedViewController == nil else { return }
        save(typedEdits)
    }

    /// Asks first: a deleted palette is gone for everyone who shares it.
    private func confirmDelete() {
        let alert = AlertController(
            title: "Delete “\(palette.displayName)”?",
            message: "Its colors, notes and history are removed for everyone.")
        alert.addAction(.init(title: "Cancel", style: .cancel))
        alert.addAction(
            .init(title: "Delete", style: .destructive) { [weak self] in
                guard let self else { return }
                deletePalette()
            })
        present(alert, animated: true)
    }

    private func deletePalette() {
        let store = services.store
        let (id, credential, writer) = (palette.id, credential, window?.client ?? "app")
        perform {
            try await store.editing.deleteScheme(id: id, credential: credential, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            if case .success = result {
                navigationController?.popViewController(animated: true)
            } else {
                status.text = "Failed :("
            }
        }
    }
}
