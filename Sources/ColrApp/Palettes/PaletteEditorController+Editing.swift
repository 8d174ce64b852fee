import ColrDomain
import ColrModels
import ViewKit

/// The palette's edits, each sent as operations on its entries (by id, not position) against
/// the revision shown, so the store merges them by intent with whatever others saved since. The
/// screen shows an edit at once; one save at a time goes out, and edits made meanwhile wait
/// their turn. "Saved" is said only of an edit the store kept as made.
extension PaletteEditorController {
    /// Moves a color one place up (-1) or down (+1): between the neighbours it lands beside.
    func move(_ entry: Int, by offset: Int) {
        var reordered = palette.entries
        guard let position = reordered.firstIndex(where: { $0.id == entry }) else { return }
        let target = position + offset
        guard reordered.indices.contains(target) else { return }
        reordered.swapAt(position, target)
        let after = target > 0 ? reordered[target - 1].id : nil
        let before = target + 1 < reordered.count ? reordered[target + 1].id : nil
        save([.move(entry: entry, after: after, before: before)])
    }

    /// Removes a color; a palette keeps at least one.
    func remove(_ entry: Int) {
        guard palette.entries.count > 1, palette.entries.contains(where: { $0.id == entry }) else { return }
        save([.remove(entry: entry)])
    }

    /// Restores an earlier state from the history, as an edit of its own (so it can be undone too).
    func restore(_ revision: SchemeRevision) {
        save([
            .rename(revision.name), .setNotes(revision.notes), .setTheme(revision.theme),
            .replaceColors(revision.colors),
        ])
    }

    /// Puts `hex` in place of the color at `position` (a contrast repair), as an edit.
    func replaceColor(at position: Int, with hex: ColorHex) {
        guard palette.entries.indices.contains(position) else { return }
        save([.recolor(entry: palette.entries[position].id, to: hex)])
    }

    /// What the name and notes fields hold that the palette does not.
    var typedEdits: [SchemeOperation] {
        var edits: [SchemeOperation] = []
        if ((try? PaletteDraft.cleanName(name.text)) ?? name.text) != palette.name {
            edits.append(.rename(name.text))
        }
        if ((try? PaletteDraft.cleanNotes(notes.text)) ?? notes.text) != palette.notes {
            edits.append(.setNotes(notes.text))
        }
        return edits
    }

    /// Shows `operations` at once and saves them, or queues them behind the save under way.
    func save(_ operations: [SchemeOperation]) {
        guard isEditable else { return }
        switch model.edit(operations) {
        case .unchanged:
            return
        case .refused(let reason):
            status.text = reason
        case .shown(let pending, let send):
            onEdit?(pending, false)
            show(pending)
            if send { sendQueued(base: palette.revision) }
        }
    }

    /// Sends what is queued as one save against `base`, the revision its edits were made on.
    private func sendQueued(base: Int) {
        guard let operations = model.startSave() else { return }
        status.text = "Saving…"
        let store = services.store
        let (writer, credential, id) = (window?.client ?? "app", credential, palette.id)
        perform {
            try await store.editing.editScheme(
                id: id, operations: operations, base: base, credential: credential, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let outcome?):
                let stored = model.saved(outcome, operations: operations)
                onEdit?(outcome.scheme, true)
                show(stored.show)
                if let text = stored.status { status.text = text }
                if let next = stored.sendNext { sendQueued(base: next) }
                if stored.reload { reloadFromOtherEditors() }
            case .success(nil):
                status.text = model.savedNothing()
            case .failure(let error):
                let (restore, text) = model.saveFailed(error)
                if let restore {
                    show(restore)
                    onEdit?(restore, true)
                }
                status.text = text
                reloadFromOtherEditors(announcing: false, restoring: true)
            }
        }
    }
}
