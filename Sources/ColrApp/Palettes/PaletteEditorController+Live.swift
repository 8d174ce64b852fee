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
            guard let self, change.revision != palette.revision else { return }
            if change.isDeletion {
                status.text = "Another editor deleted this palette."
                name.isEnabled = false
                notes.isEnabled = false
                actions.isHidden = true
                return
            }
            announcedRevision = max(announcedRevision, change.revision)
            // A save of this screen's under way brings the merged palette back itself.
            if !isSaving { reloadFromOtherEditors() }
        }
    }

    /// Reads the palette again and shows it, keeping what is being typed.
    func reloadFromOtherEditors() {
        let store = services.store
        let id = palette.id
        perform {
            try await store.schemes.scheme(id: id)
        } completion: { [weak self] result in
            guard let self, case .success(let found?) = result, found.revision > palette.revision else {
                return
            }
            if name.isEditing, found.name != palette.name { replacedWhileTyping["name"] = found.name }
            if notes.isEditing, found.notes != palette.notes { replacedWhileTyping["notes"] = found.notes }
            show(found)
            onEdit?(found, true)
            status.text = "Updated with another editor's change"
        }
    }

    /// What the status says once an edit is stored: plainly saved, or, when this browser's
    /// typing replaced what another editor saved into the same field meanwhile, whose.
    func savedStatus(_ edit: (name: String, notes: String)) -> String {
        defer { replacedWhileTyping = [:] }
        if let theirs = replacedWhileTyping["name"], theirs != edit.name {
            return "Saved. Your name replaced “\(theirs)”, another editor's."
        }
        if let theirs = replacedWhileTyping["notes"], theirs != edit.notes {
            return "Saved. Your notes replaced another editor's."
        }
        return "Saved"
    }
}
