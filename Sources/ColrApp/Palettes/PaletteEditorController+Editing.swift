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
        guard isEditable, !operations.isEmpty else { return }
        let pending: Palette
        do {
            pending = try palette.applying(operations, since: nil).scheme
        } catch {
            status.text = "Not saved: \(error.description)"
            return
        }
        guard pending.contentsDiffer(from: palette) else { return }
        if !isSaving { lastStored = palette }
        onEdit?(pending, false)
        show(pending)
        queued += operations
        if !isSaving { sendQueued(base: palette.revision) }
    }

    /// Sends what is queued as one save against `base`, the revision its edits were made on.
    private func sendQueued(base: Int) {
        let operations = queued
        queued = []
        guard !operations.isEmpty else { return }
        isSaving = true
        status.text = "Saving…"
        let store = services.store
        let (writer, credential, id) = (window?.client ?? "app", credential, palette.id)
        perform {
            try await store.editing.editScheme(
                id: id, operations: operations, base: base, credential: credential, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            isSaving = false
            switch result {
            case .success(let outcome?):
                saved(outcome, operations: operations)
            case .success(nil):
                queued = []
                status.text = "Not saved: this palette was deleted."
            case .failure(let error):
                // Nothing of this save was kept; what waited behind it was made on top of it.
                queued = []
                if let lastStored {
                    show(lastStored)
                    onEdit?(lastStored, true)
                }
                if case ColrError.editConflict(let reason, _) = error {
                    status.text = "Not saved: \(reason)."
                } else {
                    status.text = "Failed :( Your last change was not saved."
                }
                reloadFromOtherEditors(announcing: false, restoring: true)
            }
        }
    }

    /// Shows a stored save, with whatever still waits to go out on top of it.
    private func saved(_ outcome: SchemeEditOutcome, operations: [SchemeOperation]) {
        remember(operations)
        lastStored = outcome.scheme
        onEdit?(outcome.scheme, true)
        if queued.isEmpty {
            show(outcome.scheme)
            status.text = savedStatus(outcome.replaced)
            if announcedRevision > outcome.scheme.revision { reloadFromOtherEditors() }
        } else {
            show((try? outcome.scheme.applying(queued, since: nil).scheme) ?? outcome.scheme)
            sendQueued(base: outcome.scheme.revision)
        }
    }

    /// Keeps the values this screen just saved, so that when another editor's later save replaces
    /// one, this editor is told whose replaced theirs.
    private func remember(_ operations: [SchemeOperation]) {
        for operation in operations {
            switch operation {
            case .rename(let text): mine[.name] = (try? PaletteDraft.cleanName(text)) ?? text
            case .setNotes(let text): mine[.notes] = (try? PaletteDraft.cleanNotes(text)) ?? text
            case .recolor(let entry, let hex): mine[.color(entry: entry)] = hex.value
            default: break
            }
        }
    }

    /// What the status says once an edit is stored: plainly saved, or, when it replaced what
    /// another editor saved into the same field meanwhile (or while this browser was typing), whose.
    func savedStatus(_ replaced: [SchemeReplacement]) -> String {
        defer { replacedWhileTyping = [:] }
        for replacement in replaced {
            switch replacement.field {
            case .name: return "Saved. Your name replaced “\(replacement.theirs)”, another editor's."
            case .notes: return "Saved. Your notes replaced another editor's."
            case .color:
                return "Saved. Your color replaced #\(replacement.theirs.uppercased()), another editor's."
            case .theme: return "Saved. Your theme settings replaced another editor's."
            }
        }
        if let theirs = replacedWhileTyping["name"], theirs != palette.name {
            return "Saved. Your name replaced “\(theirs)”, another editor's."
        }
        if let theirs = replacedWhileTyping["notes"], theirs != palette.notes {
            return "Saved. Your notes replaced another editor's."
        }
        return "Saved"
    }
}
