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

    /// Reads the palette again and shows it, keeping what is being typed; `announcing` says so
    /// in the status, and says whose save replaced a value this screen saved. After a save that
    /// failed (`restoring`), it shows what is stored even at the revision shown, so an edit
    /// shown at once but never stored does not stay on screen.
    func reloadFromOtherEditors(announcing: Bool = true, restoring: Bool = false) {
        let store = services.store
        let id = palette.id
        perform {
            try await store.schemes.scheme(id: id)
        } completion: { [weak self] result in
            guard let self, !isSaving, case .success(let found?) = result,
                found.revision > palette.revision || restoring
            else { return }
            if name.isEditing, found.name != palette.name { replacedWhileTyping["name"] = found.name }
            if notes.isEditing, found.notes != palette.notes { replacedWhileTyping["notes"] = found.notes }
            let lost = replacedOfMine(in: found)
            show(found)
            onEdit?(found, true)
            if let lost {
                status.text = lost
            } else if announcing {
                status.text = "Updated with another editor's change"
            }
        }
    }

    /// When another editor's save replaced a value this screen saved, a sentence saying whose
    /// value replaced it; the value is then forgotten, so it is said once.
    private func replacedOfMine(in found: Palette) -> String? {
        var said: String?
        for (field, value) in mine {
            switch field {
            case .name where found.name != value:
                said =
                    said ?? "Another editor renamed the palette “\(found.name)”, replacing your “\(value)”."
            case .notes where found.notes != value:
                said = said ?? "Another editor's notes replaced yours."
            case .color(let entry):
                guard let now = found.entries.first(where: { $0.id == entry }), now.hex.value != value else {
                    continue
                }
                said =
                    said
                    ?? "Another editor changed your #\(value.uppercased()) to #\(now.hex.value.uppercased())."
            default: continue
            }
            mine[field] = nil
        }
        return said
    }
}
