import ColrDomain
import ColrModels
import ViewKit

/// The palette's edits: each saved against the revision shown, so what others saved since is
/// merged rather than overwritten, and the status says when this edit replaced another's.
extension PaletteEditorController {
    func move(_ position: Int, by offset: Int) {
        var reordered = palette.colors
        let target = position + offset
        guard reordered.indices.contains(position), reordered.indices.contains(target) else { return }
        reordered.swapAt(position, target)
        save(Contents(name: name.text, notes: notes.text, colors: reordered, theme: palette.theme))
    }

    func remove(_ position: Int) {
        var remaining = palette.colors
        guard remaining.count > 1, remaining.indices.contains(position) else { return }
        remaining.remove(at: position)
        save(Contents(name: name.text, notes: notes.text, colors: remaining, theme: palette.theme))
    }

    /// Restores an earlier state from the history, as an edit of its own (so it can be undone too).
    func restore(_ revision: SchemeRevision) {
        save(
            Contents(
                name: revision.name, notes: revision.notes, colors: revision.colors, theme: revision.theme))
    }

    /// Puts `hex` in place of the color at `position` (a contrast repair), as an edit.
    func replaceColor(at position: Int, with hex: ColorHex) {
        var colors = palette.colors
        guard colors.indices.contains(position) else { return }
        colors[position] = hex
        save(Contents(name: palette.name, notes: palette.notes, colors: colors, theme: palette.theme))
    }

    func save(_ edit: Contents) {
        guard isEditable else { return }
        let current = Contents(
            name: palette.name, notes: palette.notes, colors: palette.colors, theme: palette.theme)
        guard edit != current, submitted.map({ $0 != edit }) ?? true else { return }
        guard
            let draft = try? PaletteDraft(
                name: edit.name, notes: edit.notes, colors: edit.colors, tags: palette.tags.map(\.name),
                theme: edit.theme)
        else {
            status.text = "Failed :("
            return
        }
        submitted = edit
        // What the screen showed, which is what this edit started from.
        let shown = (name: palette.name, notes: palette.notes)
        let pending = palette.with(name: draft.name, notes: draft.notes, colors: draft.colors)
        onEdit?(pending, false)
        if edit.colors != palette.colors || edit.name != name.text { show(pending) }
        let store = services.store
        let (writer, credential, id) = (window?.client ?? "app", credential, palette.id)
        // Saved against the revision shown: what others saved since is merged, not overwritten.
        let base = palette.revision
        perform {
            let saved = try await store.editing.updateScheme(
                id: id, with: draft, credential: credential, client: writer, base: base)
            // Others saved after the revision shown: the one just before this save says what,
            // if anything, this edit's name or notes replaced.
            guard let saved, saved.revision > base + 1 else { return (saved, nil as SchemeRevision?) }
            // A few more than one, as yet others may have saved since this one.
            let before = try await store.schemes.schemeRevisions(id: id, limit: 8)
                .first { $0.number == saved.revision - 1 }
            return (saved, before)
        } completion: { [weak self] result in
            guard let self else { return }
            if let sent = submitted, sent == edit { submitted = nil }
            if case .success((let saved?, let before)) = result {
                if let before { noteReplaced(by: edit, startingFrom: shown, in: before) }
                onEdit?(saved, true)
                show(saved)
                status.text = savedStatus((edit.name, edit.notes))
                if announcedRevision > saved.revision { reloadFromOtherEditors() }
            } else {
                status.text = "Failed :("
            }
        }
    }

    /// Remembers what another editor saved into a field that `edit` then replaced, when their
    /// save had not reached this screen before this one's did.
    private func noteReplaced(
        by edit: Contents, startingFrom shown: (name: String, notes: String), in before: SchemeRevision
    ) {
        if edit.name != shown.name, before.name != shown.name, before.name != edit.name {
            replacedWhileTyping["name"] = replacedWhileTyping["name"] ?? before.name
        }
        if edit.notes != shown.notes, before.notes != shown.notes, before.notes != edit.notes {
            replacedWhileTyping["notes"] = replacedWhileTyping["notes"] ?? before.notes
        }
    }
}
