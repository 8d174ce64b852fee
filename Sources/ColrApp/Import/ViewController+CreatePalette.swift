import ColrModels
import ViewKit

extension ViewController {
    /// Stores `draft` as this browser's new palette, then closes this sheet and shows the palette
    /// in `list`: what Import and Image Colors end with. On failure it says so in `status` and
    /// calls `failed`, so the screen can offer the action again.
    func createPalette(
        _ draft: PaletteDraft, services: AppServices, showingIn list: PalettesController?, status: Label,
        failed: @escaping () -> Void = {}
    ) {
        guard let window else { return }
        let store = services.store
        let (owner, writer) = (window.visitor, window.client)
        status.text = ""
        perform {
            try await store.editing.createScheme(draft, owner: owner, client: writer)
        } completion: { [weak self, weak list, weak status] result in
            guard let self else { return }
            guard case .success(let palette) = result else {
                status?.text = "Failed :( Try again."
                failed()
                return
            }
            dismiss(animated: true)
            list?.show(imported: palette)
        }
    }
}
