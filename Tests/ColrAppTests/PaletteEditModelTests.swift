import ColrDomain
import ColrModels
import Foundation
import Testing

@testable import ColrApp

/// The palette editor's state, driven without a screen: edits shown at once and saved one save
/// at a time, failures going back to what is stored, and other editors' saves said once.
@Suite("Palette editing model")
struct PaletteEditModelTests {
    let stored = Palette(
        id: 7, name: "Sea", colors: [ColorHex("ff0000")!, ColorHex("00ff00")!], tags: [],
        createdAt: Date(timeIntervalSince1970: 0), revision: 3)

    /// What the store would keep of `operations` on `palette`, at the next revision.
    func storing(_ operations: [SchemeOperation], on palette: Palette, replaced: [SchemeReplacement] = [])
        throws -> SchemeEditOutcome
    {
        let scheme = try palette.applying(operations, since: nil).scheme
        return SchemeEditOutcome(scheme: scheme.with(revision: palette.revision + 1), replaced: replaced)
    }

    @Test func editsMadeWhileSavingWaitAndGoTogetherOnTheStoredRevision() throws {
        var model = PaletteEditModel(palette: stored)
        guard case .shown(let shown, send: true) = model.edit([.rename("Harbour")]) else {
            Issue.record("the first edit is shown and sent")
            return
        }
        #expect(shown.name == "Harbour" && model.palette.name == "Harbour")
        let started = model.startSave()
        let first = try #require(started)
        #expect(first == [.rename("Harbour")] && model.isSaving)
        guard case .shown(_, send: false) = model.edit([.setNotes("calm")]) else {
            Issue.record("an edit made while saving waits")
            return
        }
        guard case .shown(_, send: false) = model.edit([.remove(entry: 1)]) else {
            Issue.record("another edit made while saving waits too")
            return
        }
        let outcome = try storing(first, on: stored)
        let after = model.saved(outcome, operations: first)
        #expect(after.sendNext == 4, "the waiting edits go against the revision just stored")
        #expect(after.status == nil, "not Saved while more is to save")
        #expect(after.show.name == "Harbour" && after.show.notes == "calm" && after.show.colors.count == 1)
        let waited = model.startSave()
        #expect(waited == [.setNotes("calm"), .remove(entry: 1)])
        let none = model.startSave()
        #expect(none == nil)
    }

    @Test func aFailedSaveGoesBackToWhatIsStoredAndDropsWhatWaited() throws {
        var model = PaletteEditModel(palette: stored)
        _ = model.edit([.rename("Harbour")])
        let startedOps = model.startSave()
        _ = try #require(startedOps)
        _ = model.edit([.setNotes("calm")])
        let (restore, status) = model.saveFailed(
            ColrError.editConflict(reason: "the palette changed too much", revision: 5))
        #expect(restore?.name == "Sea" && model.palette.name == "Sea" && model.palette.notes == "")
        #expect(status == "Not saved: the palette changed too much.")
        let none = model.startSave()
        #expect(!model.isSaving && none == nil)
        let other = model.saveFailed(ColrError.storeUnavailable(reason: "x"))
        #expect(other.status.hasPrefix("Failed :("))
    }

    @Test func anEditThatCannotBeMadeIsRefusedAndOneThatChangesNothingIsNotSent() {
        var model = PaletteEditModel(palette: stored)
        let same = model.edit([.rename("Sea")])
        let empty = model.edit([])
        #expect(same == .unchanged && empty == .unchanged)
        guard case .refused(let reason) = model.edit([.rename(String(repeating: "n", count: 500))]) else {
            Issue.record("a name too long is refused")
            return
        }
        #expect(reason.hasPrefix("Not saved: "))
        let none = model.startSave()
        #expect(model.palette == stored && none == nil)
    }

    @Test func anotherEditorsSaveHeardWhileSavingIsReadOnceTheSaveIsStored() throws {
        var model = PaletteEditModel(palette: stored)
        _ = model.edit([.rename("Harbour")])
        let sentOps = model.startSave()
        let sent = try #require(sentOps)
        let heard4 = model.heard(revision: 4)
        #expect(!heard4, "a save under way brings the merged palette itself")
        let heardOwn = model.heard(revision: stored.revision)
        #expect(!heardOwn, "its own revision is no news")
        let after = model.saved(try storing(sent, on: stored), operations: sent)
        #expect(after.reload == false, "revision 4 is the one just stored")
        let heard5 = model.heard(revision: 5)
        #expect(heard5)
        _ = model.edit([.setNotes("calm")])
        let nextOps = model.startSave()
        let next = try #require(nextOps)
        let heard6 = model.heard(revision: 6)
        #expect(!heard6)
        let last = model.saved(try storing(next, on: after.show), operations: next)
        #expect(last.reload, "6 is newer than 5")
    }

    @Test func theReadAfterAFailedSaveNeverTakesTheScreenBackToAnOlderRevision() throws {
        var model = PaletteEditModel(palette: stored)
        _ = model.edit([.rename("Harbour")])
        let sentOps = model.startSave()
        _ = try #require(sentOps)
        _ = model.saveFailed(ColrError.storeUnavailable(reason: "the database is restarting"))
        #expect(model.palette == stored)
        // The read the failure sets off finds revision 3, slowly; meanwhile another editor stores
        // revision 4, whose announcement sets off a read that comes back first.
        let theirs = try storing([.rename("Lagoon")], on: stored).scheme
        let heard4 = model.heard(revision: 4)
        #expect(heard4)
        let newer = model.reloaded(
            theirs, typingName: false, typingNotes: false, announcing: true, restoring: false)
        #expect(newer?.show.name == "Lagoon")
        // The slow read comes back last: revision 4's announcement will not come again.
        let older = model.reloaded(
            stored, typingName: false, typingNotes: false, announcing: false, restoring: true)
        #expect(older == nil, "revision 3 is older than the 4 shown")
        #expect(model.palette.name == "Lagoon" && model.palette.revision == 4)
    }

    @Test func whoseValueReplacedWhoseIsSaidOnce() throws {
        var model = PaletteEditModel(palette: stored)
        _ = model.edit([.rename("Harbour")])
        let sentOps = model.startSave()
        let sent = try #require(sentOps)
        let saved = model.saved(try storing(sent, on: stored), operations: sent)
        #expect(saved.status == "Saved")
        // Another editor renames it; this screen reads it again.
        let theirs = try storing([.rename("Lagoon")], on: saved.show).scheme
        let read = model.reloaded(
            theirs, typingName: false, typingNotes: false, announcing: true, restoring: false)
        let reload = try #require(read)
        #expect(reload.status == "Another editor renamed the palette “Lagoon”, replacing your “Harbour”.")
        let newer = try storing([.setNotes("x")], on: theirs).scheme
        let readAgain = model.reloaded(
            newer, typingName: false, typingNotes: false, announcing: true, restoring: false)
        let again = try #require(readAgain)
        #expect(again.status == "Updated with another editor's change", "said once")
        #expect(
            model.reloaded(newer, typingName: false, typingNotes: false, announcing: true, restoring: false)
                == nil,
            "nothing newer to show")
    }

    @Test func aSaveOfWhatWasTypedOverAnotherEditorsNameSaysWhose() throws {
        var model = PaletteEditModel(palette: stored)
        let theirs = try storing([.rename("Lagoon")], on: stored).scheme
        // Read while this browser types in the name: the typing is kept.
        _ = model.reloaded(theirs, typingName: true, typingNotes: false, announcing: true, restoring: false)
        _ = model.edit([.rename("Harbour")])
        let sentOps = model.startSave()
        let sent = try #require(sentOps)
        let saved = model.saved(try storing(sent, on: theirs), operations: sent)
        #expect(saved.status == "Saved. Your name replaced “Lagoon”, another editor's.")
    }
}
