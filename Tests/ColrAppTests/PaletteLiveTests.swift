import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// Two browsers on one palette, over one store and its feed: each sees the other's saves
/// without reloading, both keep their changes, and typing is never overwritten.
@Suite("Palettes: live between browsers", .offPool)
struct PaletteLiveTests {
    let feed = LocalChangeFeed()
    let store: MemoryColorStore

    init() {
        store = MemoryColorStore(feed: feed)
    }

    func tester(_ path: String, visitor: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: feed)), path: path, visitor: visitor)
    }

    /// Two screens on one palette: its owner's and an editor's (who opened the edit link).
    func pair() async throws -> (Palette, ScreenTester, ScreenTester) {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: ["ff0000", "00ff00", "0000ff"].map { ColorHex($0)! }, tags: []),
            owner: "owner", client: "t")
        _ = try await store.grantEditing(id: sea.id, editToken: try #require(sea.newEditToken), to: "friend")
        return (
            sea, tester("/palettes/palette-\(sea.id)", visitor: "owner"),
            tester("/palettes/palette-\(sea.id)", visitor: "friend")
        )
    }

    @Test func oneBrowsersSaveReachesTheOtherAndBothKeepTheirChanges() async throws {
        let (sea, owner, friend) = try await pair()
        #expect(await friend.visibleTexts().contains("#00FF00"))
        // The owner removes the first color; the friend's screen shows it gone, unprompted.
        try await owner.tap("Remove #FF0000")
        #expect(await eventually { !(await friend.visibleTexts().contains("#FF0000")) })
        #expect(await friend.visibleTexts().contains("Updated with another editor's change"))
        // Each renames or annotates: both kept, each screen shows both.
        try await friend.type("for the site", into: "Notes")
        try await friend.endEditing("Notes")
        try await owner.type("Harbour", into: "Name")
        try await owner.endEditing("Name")
        let stored = try #require(try await store.scheme(id: sea.id))
        #expect(stored.name == "Harbour" && stored.notes == "for the site")
        #expect(stored.colors.map(\.value) == ["00ff00", "0000ff"])
        #expect(try await eventually { try await friend.value(of: "Name") == "Harbour" })
        #expect(try await owner.value(of: "Notes") == "for the site")
        #expect(try await store.schemeRevisions(id: sea.id, limit: 10).count == 4)
    }

    @Test func typingIsNeverOverwrittenAndTheConflictIsToldWhenItEnds() async throws {
        let (sea, owner, friend) = try await pair()
        // The friend starts typing a name; the owner saves another one meanwhile.
        let field = try await friend.element(labelled: "Name", tag: "input").id
        await friend.send(Event(.focus, target: field))
        await friend.send(Event(.input, target: field, value: "Lagoon"))
        try await owner.type("Harbour", into: "Name")
        try await owner.endEditing("Name")
        #expect(
            await eventually {
                await friend.visibleTexts().contains("Updated with another editor's change")
            })
        #expect(try await friend.value(of: "Name") == "Lagoon")
        // Ending the edit saves the later name, says whose it replaced, and the owner sees it.
        try await friend.endEditing("Name")
        #expect(try await store.scheme(id: sea.id)?.name == "Lagoon")
        #expect(
            await friend.visibleTexts().contains("Saved. Your name replaced “Harbour”, another editor's."))
        #expect(try await eventually { try await owner.value(of: "Name") == "Lagoon" })
    }

    @Test func aClickSentBeforeAnotherEditorsChangeStillActsOnItsColor() async throws {
        let (sea, owner, friend) = try await pair()
        // The friend presses "Move #0000FF up", but the owner's removal of the first color
        // reaches the friend's screen before the press does.
        let press = try await friend.element(labelled: "Move #0000FF up", tag: "button").id
        try await owner.tap("Remove #FF0000")
        #expect(await eventually { !(await friend.visibleTexts().contains("#FF0000")) })
        await friend.send(Event(.tap, target: press))
        // The press moved the color it named, in the list as it now is.
        #expect(
            try await eventually {
                try await store.scheme(id: sea.id)?.colors.map(\.value) == ["0000ff", "00ff00"]
            })
        let shown = await friend.visibleTexts()
        let blue = try #require(shown.firstIndex(of: "#0000FF"))
        let green = try #require(shown.firstIndex(of: "#00FF00"))
        #expect(blue < green)
    }

    @Test func aSaveThatReplacesAnUnheardChangeSaysWhose() async throws {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("ff0000")!], tags: []), owner: "owner", client: "t")
        // The friend's screen hears nothing: the owner's save has not reached it when it saves.
        let friend = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/palettes/palette-\(sea.id)", visitor: "owner")
        #expect(await friend.visibleTexts().contains("#FF0000"))
        let owner = tester("/palettes/palette-\(sea.id)", visitor: "owner")
        try await owner.type("Harbour", into: "Name")
        try await owner.endEditing("Name")
        try await friend.type("Lagoon", into: "Name")
        try await friend.endEditing("Name")
        #expect(try await store.scheme(id: sea.id)?.name == "Lagoon")
        #expect(
            await friend.visibleTexts().contains("Saved. Your name replaced “Harbour”, another editor's."))
        // A save that changed another field replaced nothing, and says only that it saved.
        try await owner.type("shore", into: "Notes")
        try await owner.endEditing("Notes")
        #expect(await owner.visibleTexts().contains("Saved"))
    }

    @Test func aDeletionElsewhereStopsEditingHere() async throws {
        let (sea, owner, friend) = try await pair()
        // The friend's screen is up (and listening) before the owner deletes.
        #expect(await friend.visibleTexts().contains("#FF0000"))
        _ = try await store.deleteScheme(
            id: sea.id, credential: SchemeCredential(visitor: "owner"), client: "t")
        #expect(
            await eventually {
                await friend.visibleTexts().contains("Another editor deleted this palette.")
            })
        #expect(try await !friend.isEnabled("Name"))
        _ = owner
    }

    @Test func addingFromAColorScreenKeepsAnotherEditorsChangeAndShowsThere() async throws {
        let (sea, owner, friend) = try await pair()
        _ = try await store.addTags([TagName("deep")], to: ColorHex("003366")!, client: "t")
        // The owner opens "Add to Palette" (the chooser lists Sea at revision 1)...
        let chooser = tester("/search/color-003366", visitor: "owner")
        try await chooser.tap("Add to Palette")
        #expect(await chooser.visibleTexts().contains("Sea"))
        // ...then the friend removes a color before the owner picks Sea.
        try await friend.tap("Remove #FF0000")
        #expect(try await eventually { try await store.scheme(id: sea.id)?.colors.count == 2 })
        try await chooser.selectRow("Sea")
        #expect(
            try await eventually {
                try await store.scheme(id: sea.id)?.colors.map(\.value) == ["00ff00", "0000ff", "003366"]
            })
        // Both open editors show the added color, unprompted.
        #expect(await eventually { await friend.visibleTexts().contains("#003366") })
        #expect(await eventually { await owner.visibleTexts().contains("#003366") })
    }

    @Test func aRestoredRevisionReachesTheOtherScreenItsThemeIncluded() async throws {
        let (sea, owner, friend) = try await pair()
        let credential = SchemeCredential(visitor: "owner")
        let colors = try #require(try await store.scheme(id: sea.id)).colors
        // Revision 2 makes Sea an AAA theme; revision 3 renames it and makes it APCA.
        _ = try await store.updateScheme(
            id: sea.id,
            with: SchemeDraft(name: "Sea", colors: colors, tags: [], theme: SchemeTheme(target: .aaa)),
            credential: credential, client: "t")
        _ = try await store.updateScheme(
            id: sea.id,
            with: SchemeDraft(name: "Storm", colors: colors, tags: [], theme: SchemeTheme(target: .apca)),
            credential: credential, client: "t")
        #expect(try await eventually { try await friend.value(of: "Name") == "Storm" })
        try await owner.tap("History")
        let rows = await owner.visibleTexts()
        #expect(rows.contains("Storm · 3 colors · APCA theme"), "\(rows)")
        #expect(rows.contains("Sea · 3 colors · AAA theme") && rows.contains("Sea · 3 colors"), "\(rows)")
        try await owner.selectRow("Sea · 3 colors · AAA theme")
        #expect(await owner.visibleTexts().contains { $0.contains("as an AAA theme") })
        try await owner.tap("Restore")
        let restored = try #require(try await store.scheme(id: sea.id))
        #expect(restored.name == "Sea" && restored.theme == SchemeTheme(target: .aaa))
        #expect(try await eventually { try await friend.value(of: "Name") == "Sea" })
        #expect(try await store.schemeRevisions(id: sea.id, limit: 10).count == 4)
    }
}
