import ColrDomain
import ColrModels
import ViewKit

/// "Share": turns the palette's view link on or off and copies it, and makes and copies an edit
/// link, which lets whoever opens it change the palette. A form sheet over the editor.
///
/// The store keeps only a digest of the edit token, so a link cannot be shown again: each "New
/// Edit Link" replaces the last (browsers that opened one keep editing).
final class ShareController: ViewController {
    weak var editor: PaletteEditorController?
    let services: AppServices
    let toggle = Button(title: "Share View Link")
    let viewLink = Label()
    let copyView = Button(title: "Copy View Link")
    let copyEdit = Button(title: "New Edit Link")
    let status = Label.status()
    /// The palette as the editor holds it now (an editor rebuilt from a URL loads it later).
    var palette: Palette { editor?.palette ?? snapshot }
    private var snapshot: Palette

    init(editor: PaletteEditorController) {
        self.editor = editor
        self.services = editor.services
        self.snapshot = editor.palette
        super.init()
        title = "Share"
        editor.shareScreen = self
    }

    override var routeComponent: String? { AppRoute.share.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, alignment: .fill, padding: EdgeInsets(all: 24))
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        navigationItem.rightBarButtonItem?.style = .done
        let viewNote = Label.caption("Anyone with the view link can see this palette, without signing in.")
        let editNote = Label.caption(
            "Anyone with the edit link can change it, here or through the API. A new link replaces the last.")
        viewLink.font = AppFont.caption.font
        viewLink.accessibilityLabel = "View link"
        toggle.style = .filled
        toggle.action = { [weak self] in
            guard let self else { return }
            setShared(!palette.access.isShared)
        }
        copyView.action = { [weak self] in
            guard let self else { return }
            copy(viewURL, saying: "Copied the view link")
        }
        copyEdit.action = { [weak self] in
            guard let self else { return }
            makeEditLink()
        }
        for part in [viewNote, toggle, viewLink, copyView, editNote, copyEdit, status] as [View] {
            view.addSubview(part)
        }
        update()
    }

    var viewURL: String { (window?.origin ?? "") + "/p/\(palette.id)" }

    func editURL(token: String) -> String { (window?.origin ?? "") + "/p/\(palette.id)/edit/\(token)" }

    /// Shows the palette's sharing state and the links it has.
    func update() {
        let shared = palette.access.isShared
        toggle.setTitle(shared ? "Stop Sharing" : "Share View Link", for: .normal)
        viewLink.text = shared ? viewURL : "Only you and your editors can see it."
        copyView.isHidden = !shared
        copyEdit.isHidden = palette.access.role(of: SchemeCredential(visitor: window?.visitor)) == nil
    }

    private func copy(_ text: String, saying message: String) {
        window?.pasteboard.string = text
        status.text = message
    }

    private func makeEditLink() {
        let store = services.store
        let (id, credential) = (palette.id, SchemeCredential(visitor: window?.visitor))
        copyEdit.isEnabled = false
        perform {
            try await store.editing.renewEditToken(id: id, credential: credential)
        } completion: { [weak self] result in
            guard let self else { return }
            copyEdit.isEnabled = true
            guard case .success(let token?) = result else {
                status.text = "Failed :("
                return
            }
            copy(editURL(token: token), saying: "Copied a new edit link")
        }
    }

    private func setShared(_ shared: Bool) {
        let store = services.store
        let (id, credential) = (palette.id, SchemeCredential(visitor: window?.visitor))
        toggle.isEnabled = false
        perform {
            try await store.editing.setSharing(id: id, shared: shared, credential: credential)
        } completion: { [weak self] result in
            guard let self else { return }
            toggle.isEnabled = true
            guard case .success(let updated?) = result else {
                status.text = "Failed :("
                return
            }
            snapshot = updated
            editor?.show(updated)
            status.text = shared ? "Sharing: anyone with the view link can see it" : "Private again"
            update()
        }
    }
}
