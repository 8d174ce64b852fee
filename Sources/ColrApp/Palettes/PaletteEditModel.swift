import ColrDomain
import ColrModels

/// What a palette editor knows apart from its screen: the palette it shows, the save under way
/// and the edits waiting behind it, and what it needs to say whose value replaced whose.
///
/// Each method takes one event (an edit, a save's answer, another editor's announcement, a
/// fresh read) and says what the screen should show and say next; ``PaletteEditorController``
/// only draws and does the IO, and tests drive this without a screen. An edit is shown at once;
/// one save goes out at a time, and edits made meanwhile wait and go together.
struct PaletteEditModel {
    /// The palette as shown: as stored, with this editor's unsaved edits on top.
    var palette: Palette
    /// Edits made while a save is under way, sent together once it is stored.
    private(set) var queued: [SchemeOperation] = []
    /// Whether a save of this editor's is under way.
    private(set) var isSaving = false
    /// The palette as last stored, under the edits shown at once but not yet saved: what the
    /// screen goes back to when a save fails.
    private(set) var lastStored: Palette?
    /// The values this editor saved last, by field, so it can say when another editor's later
    /// save replaced one.
    var mine: [SchemeReplacement.Field: String] = [:]
    /// The newest revision another editor announced while this one's save was under way.
    private(set) var announcedRevision = 0
    /// What another editor saved into a field while this browser was typing in it, by field:
    /// the typing is kept, and when it is saved the status says whose value it replaced.
    var replacedWhileTyping: [String: String] = [:]

    /// Starts with `palette` shown and nothing saving.
    init(palette: Palette) {
        self.palette = palette
    }

    /// What an edit did.
    enum Edit: Equatable {
        /// Nothing to change.
        case unchanged
        /// The edit cannot be made; the sentence says why.
        case refused(String)
        /// The palette to show now; `send` is true when no save is under way, so the queue goes
        /// out at once (``startSave()``), else it waits for the save under way.
        case shown(Palette, send: Bool)
    }

    /// Applies `operations` to what is shown and queues them.
    mutating func edit(_ operations: [SchemeOperation]) -> Edit {
        guard !operations.isEmpty else { return .unchanged }
        let pending: Palette
        do {
            pending = try palette.applying(operations, since: nil).scheme
        } catch {
            return .refused("Not saved: \(error.description)")
        }
        guard pending.contentsDiffer(from: palette) else { return .unchanged }
        if !isSaving { lastStored = palette }
        palette = pending
        queued += operations
        return .shown(pending, send: !isSaving)
    }

    /// Takes what is queued for one save, or nil when nothing waits.
    mutating func startSave() -> [SchemeOperation]? {
        guard !queued.isEmpty else { return nil }
        defer { queued = [] }
        isSaving = true
        return queued
    }

    /// What the screen does once a save is stored.
    struct Stored: Equatable {
        /// What to show: the stored palette, with whatever waits on top of it.
        let show: Palette
        /// What to say; nil while more is still to save.
        let status: String?
        /// The revision to send the waiting edits against, when some wait.
        let sendNext: Int?
        /// Whether another editor saved meanwhile, so the palette is read again.
        let reload: Bool
    }

    /// A save of `operations` was stored as `outcome`.
    mutating func saved(_ outcome: SchemeEditOutcome, operations: [SchemeOperation]) -> Stored {
        isSaving = false
        remember(operations)
        lastStored = outcome.scheme
        guard queued.isEmpty else {
            palette = (try? outcome.scheme.applying(queued, since: nil).scheme) ?? outcome.scheme
            return Stored(show: palette, status: nil, sendNext: outcome.scheme.revision, reload: false)
        }
        palette = outcome.scheme
        return Stored(
            show: palette, status: savedStatus(outcome.replaced), sendNext: nil,
            reload: announcedRevision > outcome.scheme.revision)
    }

    /// A save found the palette deleted: nothing waits any more; what to say.
    mutating func savedNothing() -> String {
        isSaving = false
        queued = []
        return "Not saved: this palette was deleted."
    }

    /// A save failed with `error`: nothing of it was kept, and what waited behind it was made on
    /// top of it, so it goes too. The palette to go back to (the last stored), and what to say.
    mutating func saveFailed(_ error: any Error) -> (restore: Palette?, status: String) {
        isSaving = false
        queued = []
        if let lastStored { palette = lastStored }
        if case ColrError.editConflict(let reason, _) = error {
            return (lastStored, "Not saved: \(reason).")
        }
        return (lastStored, "Failed :( Your last change was not saved.")
    }

    /// Another editor's save of `revision` was announced: true when the palette should be read
    /// again now (a save of this editor's under way brings the merged palette back itself).
    mutating func heard(revision: Int) -> Bool {
        guard revision != palette.revision else { return false }
        announcedRevision = max(announcedRevision, revision)
        return !isSaving
    }

    /// What a fresh read of the palette changes on screen.
    struct Reload: Equatable {
        /// The palette to show.
        let show: Palette
        /// What to say, if anything.
        let status: String?
    }

    /// The palette was read again as `found`, while this browser was or was not typing in the
    /// name and notes; nil when there is nothing newer to show (or a save is under way). After a
    /// failed save (`restoring`) the stored palette is shown even at the revision shown, so an
    /// edit shown at once but never stored does not stay on screen; never an older one, though:
    /// a read that set out before another editor's save can come back after a later read showed
    /// that save, and that save's announcement, already heard, would not come again.
    mutating func reloaded(
        _ found: Palette, typingName: Bool, typingNotes: Bool, announcing: Bool, restoring: Bool
    ) -> Reload? {
        guard !isSaving,
            found.revision > palette.revision || (restoring && found.revision == palette.revision)
        else { return nil }
        if typingName, found.name != palette.name { replacedWhileTyping["name"] = found.name }
        if typingNotes, found.notes != palette.notes { replacedWhileTyping["notes"] = found.notes }
        let lost = replacedOfMine(in: found)
        palette = found
        return Reload(
            show: found, status: lost ?? (announcing ? "Updated with another editor's change" : nil))
    }
}
