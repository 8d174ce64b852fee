import ColrDomain
import ColrModels
import ViewKit

/// Palettes are live: what another editor saves (in another browser, on another instance)
/// reaches this screen through the change feed, merged by the store rather than overwritten.
extension PaletteEditorController {
    /// Follows this palette's announcements for as long as the screen lives.
    func followOtherEditors() {
        let id = palette.id
        // This palette's changes only: another palette's save never wakes this session.
        subscribe(to: services.feed.schemeChanges(of: id)) { [weak self] change in
            guard let self else { return }
            if change.isDeletion {
                status.text = "Another editor deleted this palette."
                name.isEnabled = false
                notes.isEnabled = false
                actions.isHidden = true
                return
            }
            if model.heard(revision: change.revision) { reloadFromOtherEditors() }
        }
    }

    /// Reads the palette again and shows it, keeping what is being typed; `announcing` says so
    /// in the status, and says whose save replaced a value this screen saved. After a save that
    /// failed (`restoring`), it shows what is stored even at the revision shown, so an edit
    /// shown at once but never stored does not stay on screen.
    ///
    /// A read that fails (the database restarting, say) is tried again, more slowly each time,
    /// for about a minute: the change it was for has been heard, and nothing else would bring it
    /// to this screen before the next one.
    func reloadFromOtherEditors(announcing: Bool = true, restoring: Bool = false, attempt: Int = 0) {
        let store = services.store
        let id = palette.id
        perform {
            if attempt > 0 { try await Task.sleep(for: Self.rereadDelay(attempt: attempt)) }
            return try await store.schemes.scheme(id: id)
        } completion: { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result, !(error is ViewKitError), !(error is CancellationError),
                attempt < Self.rereadAttempts
            {
                reloadFromOtherEditors(announcing: announcing, restoring: restoring, attempt: attempt + 1)
                return
            }
            guard case .success(let found?) = result,
                let reload = model.reloaded(
                    found, typingName: name.isEditing, typingNotes: notes.isEditing, announcing: announcing,
                    restoring: restoring)
            else { return }
            show(reload.show)
            onEdit?(reload.show, true)
            if let text = reload.status { status.text = text }
        }
    }

    /// How many times a failed read is tried again.
    static let rereadAttempts = 30

    /// The wait before read `attempt`: a quarter second, doubling to two seconds at most.
    static func rereadDelay(attempt: Int) -> Duration {
        .milliseconds(250 << min(max(attempt - 1, 0), 3))
    }
}
