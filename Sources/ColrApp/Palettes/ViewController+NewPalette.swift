import ViewKit

extension ViewController {
    /// Stores `draft` as a new palette of this browser's and says so in `status` ("Saved as
    /// “…” in Palettes", or that it failed); `done` hears whether it was stored. The screens
    /// that make palettes (Scale, Harmonies, Theme) save through this one place.
    func saveNewPalette(
        _ draft: PaletteDraft, services: AppServices, status: Label, done: ((Bool) -> Void)? = nil
    ) {
        guard let window else {
            done?(false)
            return
        }
        let store = services.store
        let (owner, writer) = (window.visitor, window.client)
        perform {
            try await store.editing.createScheme(draft, owner: owner, client: writer)
        } completion: { result in
            if case .success(let palette) = result {
                status.text = "Saved as “\(palette.name)” in Palettes"
                done?(true)
            } else {
                status.text = "Failed :( Try again."
                done?(false)
            }
        }
    }
}
