import ColrCore
import ViewKit

/// The list/detail chapter's detail: a name and notes in rounded fields. Return moves to the
/// other field; ending an edit saves; Delete asks, then removes the palette and goes back.
final class PaletteEditorController: ViewController, TextFieldDelegate {
    private(set) var palette: Palette
    let services: AppServices
    let name = TextField(placeholder: "Name")
    let notes = TextField(placeholder: "Notes")
    let status = Label()
    let swatches = View()
    /// Set when the editor was rebuilt from a URL and must fetch its palette.
    var needsInitialLoad = false
    /// Told of an edit when it is made (`saved` false) and again once it is stored (`saved`
    /// true), so a list going back to never shows the old row while the write is under way.
    var onEdit: ((_ palette: Palette, _ saved: Bool) -> Void)?
    /// The name and notes of the write under way, so leaving while it runs does not send it twice.
    private var submitted: (name: String, notes: String)?

    init(palette: Palette, services: AppServices) {
        self.palette = palette
        self.services = services
        super.init()
        title = palette.name.isEmpty ? "Palette" : palette.name
    }

    override var routeComponent: String? { "palette-\(palette.id)" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 14, padding: EdgeInsets(all: 20))
        swatches.layout = .stack(.horizontal, spacing: 6)
        swatches.accessibilityLabel = "Colors"
        view.addSubview(swatches)
        for field in [name, notes] {
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        show(palette)
        status.font = AppFont.caption.font
        status.textColor = AppColor.muted.color
        status.accessibilityLabel = "Status"
        status.announcesChanges = .polite
        view.addSubview(status)
        let delete = Button(title: "Delete Palette") { [weak self] in
            guard let self else { return }
            confirmDelete()
        }
        delete.setTitleColor(AppColor.error.color, for: .normal)
        view.addSubview(delete)
        if needsInitialLoad { load() }
    }

    private func show(_ palette: Palette) {
        self.palette = palette
        title = palette.name.isEmpty ? "Palette" : palette.name
        name.text = palette.name
        notes.text = palette.notes
        swatches.subviews.forEach { $0.removeFromSuperview() }
        for hex in palette.colors {
            let swatch = View()
            swatch.layout.width = 36
            swatch.layout.height = 36
            swatch.cornerRadius = 8
            swatch.backgroundColor = AppColor.color(hex.color)
            swatches.addSubview(swatch)
        }
    }

    private func load() {
        let store = services.store
        let id = palette.id
        perform {
            try await store.scheme(id: id)
        } completion: { [weak self] result in
            guard let self else { return }
            if case .success(let found?) = result { show(found) } else { status.text = "No such palette" }
        }
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        (textField === name ? notes : name).becomeFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        save()
    }

    /// Going back ends editing, as it does in UIKit: what was typed is saved even if the field
    /// never lost focus.
    override func viewWillDisappear(_ animated: Bool) {
        save()
    }

    private func save() {
        let edit = (name: name.text, notes: notes.text)
        guard edit != (palette.name, palette.notes), submitted.map({ $0 != edit }) ?? true else { return }
        guard
            let draft = try? PaletteDraft(
                name: name.text, notes: notes.text, colors: palette.colors, tags: palette.tags.map(\.name))
        else {
            status.text = "Failed :("
            return
        }
        submitted = edit
        onEdit?(
            Palette(
                id: palette.id, name: edit.name, notes: edit.notes, colors: palette.colors,
                tags: palette.tags,
                createdAt: palette.createdAt),
            false)
        let store = services.store
        let writer = window?.client ?? "app"
        let id = palette.id
        perform {
            try await store.updateScheme(id: id, with: draft, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            if let sent = submitted, sent == edit { submitted = nil }
            if case .success(let saved?) = result {
                onEdit?(saved, true)
                palette = saved
                title = saved.name.isEmpty ? "Palette" : saved.name
                status.text = "Saved"
            } else {
                status.text = "Failed :("
            }
        }
    }

    /// Asks first: a deleted palette is gone for everyone who shares it.
    private func confirmDelete() {
        let name = palette.name.isEmpty ? "this palette" : "“\(palette.name)”"
        let alert = AlertController(
            title: "Delete \(name)?", message: "Its colors and notes are removed for everyone.")
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
        let id = palette.id
        perform {
            try await store.deleteScheme(id: id)
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
