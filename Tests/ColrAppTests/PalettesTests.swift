import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

@Suite("Palettes", .offPool)
struct PalettesTests {
    let store = MemoryColorStore()
    let feed = LocalChangeFeed()

    func tester(_ path: String) -> ScreenTester {
        ScreenTester(router: ColrRouter(services: AppServices(store: store, feed: feed)), path: path)
    }

    @Test func createEditAndComeBackToAnUpdatedList() async throws {
        let app = tester("/palettes")
        #expect(await app.navigationTitle() == "Palettes")
        try await app.tap("+")
        #expect(await app.navigationTitle() == "New Palette")
        let nameField = try await app.element(labelled: "Name", tag: "input")
        #expect(nameField[attribute: "class"]?.contains("vk-border-rounded") == true)
        try await app.type("Sunset", into: "Name")
        let notesID = try await app.element(labelled: "Notes", tag: "input").id
        let patches = await app.send(Event(.submit, target: nameField.id, value: "Sunset"))
        #expect(patches.contains(.focus(id: notesID)))  // Return moves to the other field
        try await app.endEditing("Name")
        let afterSave = await app.visibleTexts()
        #expect(afterSave.contains("Saved"), "\(afterSave)")
        try await app.type("warm evening", into: "Notes")
        try await app.endEditing("Notes")
        await app.back()
        let texts = await app.visibleTexts()
        #expect(texts.contains("Sunset") && texts.contains("warm evening"))
        #expect(try await store.schemes(editableBy: "local", limit: 1).first?.notes == "warm evening")
    }

    @Test("Back right after typing saves what was typed and the list shows it at once")
    func backRightAfterTypingShowsTheEdit() async throws {
        _ = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("036")!], tags: []), owner: "local", client: "t")
        let app = tester("/palettes")
        try await app.selectRow("Sea")
        store.writeDelay.store(200, ordering: .relaxed)
        try await app.type("deep water", into: "Notes")
        await app.back()
        // The list's own read raced ahead of the slow write; the row shows the edit anyway.
        #expect(await app.visibleTexts().contains("deep water"))
        await app.session.settle()
        #expect(await app.visibleTexts().contains("deep water"))
        #expect(try await store.scheme(id: 1)?.notes == "deep water")
    }

    @Test("Ending an edit and then going back writes once")
    func leavingDuringASaveDoesNotWriteTwice() async throws {
        _ = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("036")!], tags: []), owner: "local", client: "t")
        let app = tester("/palettes/palette-1")
        await app.session.settle()
        store.writeDelay.store(200, ordering: .relaxed)
        try await app.type("Ocean", into: "Name")
        try await app.endEditing("Name")
        await app.back()
        await app.session.settle()
        #expect(store.schemeWrites.load(ordering: .relaxed) == 1)
        #expect(await app.visibleTexts().contains("Ocean"))
        #expect(!(await app.visibleTexts().contains("Sea")))
    }

    @Test func selectingDeselectsAndAnEditorRebuildsFromItsURL() async throws {
        _ = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("036")!], tags: []), owner: "local", client: "t")
        let app = tester("/palettes")
        try await app.selectRow("Sea")
        #expect(await app.path == "/palettes/palette-1")
        await app.back()
        #expect(
            await app.screen().allNodes.allSatisfy {
                !($0[attribute: "class"] ?? "").contains("vk-selected")
                    || !($0[attribute: "class"] ?? "").contains("vk-cell")
            })
        let rebuilt = tester("/palettes/palette-1")
        #expect(try await rebuilt.value(of: "Name") == "Sea")
    }

    @Test func deletingGoesBack() async throws {
        _ = try await store.createScheme(
            SchemeDraft(name: "Gone", colors: [ColorHex("000")!], tags: []), owner: "local", client: "t")
        let app = tester("/palettes/palette-1")
        // Delete asks first; Cancel and Escape keep the palette.
        try await app.tap("Delete Palette")
        #expect(await app.visibleTexts().contains("Delete “Gone”?"))
        try await app.tap("Cancel")
        try await app.tap("Delete Palette")
        await app.send(Event(.escape, target: "vk-window"))
        #expect(await app.path == "/palettes/palette-1")
        #expect(try await store.scheme(id: 1) != nil)
        try await app.tap("Delete Palette")
        try await app.tap("Delete")
        #expect(await app.path == "/palettes")
        let remaining = await app.visibleTexts()
        #expect(!remaining.contains("Gone"), "\(remaining)")
    }

    /// The app's Delete goes through the same meter as the API's: a writer out of writes is
    /// refused, and the palette stays.
    @Test func deletingIsCharged() async throws {
        for name in ["One", "Two"] {
            _ = try await store.createScheme(
                SchemeDraft(name: name, colors: [ColorHex("000")!], tags: []), owner: "local", client: "t")
        }
        let meter = WriteRateLimiter(perMinute: 0.001, burst: 1)
        let services = AppServices(store: Repositories(store).metered(by: meter), feed: feed)
        for id in [1, 2] {
            let app = ScreenTester(router: ColrRouter(services: services), path: "/palettes/palette-\(id)")
            try await app.tap("Delete Palette")
            try await app.tap("Delete")
        }
        #expect(try await store.scheme(id: 1) == nil)
        #expect(try await store.scheme(id: 2) != nil, "the second delete found the writer out of writes")
        #expect(throws: ColrError.self) { try meter.acquire(for: "local") }
    }

    @Test func colorsAreAddedFromTheColorScreen() async throws {
        _ = try await store.addTags([TagName("deep")], to: ColorHex("003366")!, client: "t")
        let app = tester("/search/color-003366")
        try await app.tap("Add to Palette")
        #expect(await app.path == "/search/color-003366/~add-to-palette")
        try await app.selectRow("New Palette")
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["My Colors"])
        #expect(mine.first?.colors.map(\.value) == ["003366"])
        #expect(await app.visibleTexts().contains("Added to “My Colors”"))
    }

    /// The list, the editor's title and Delete, the history and its Restore, the Theme screen's
    /// exports and the "Add to Palette" chooser all call a palette without a name the same.
    @Test func anUnnamedPaletteIsUntitledOnEveryScreen() async throws {
        #expect(Palette.unnamed == "Untitled")
        let created = try await store.createScheme(
            SchemeDraft(name: "", colors: [ColorHex("0b5fff")!], tags: []), owner: "local", client: "t")
        // A second revision, still unnamed, so History has an earlier one to offer to restore.
        _ = try await store.updateScheme(
            id: created.id,
            with: SchemeDraft(name: "", colors: ["0b5fff", "f2f2f0"].map { ColorHex($0)! }, tags: []),
            credential: SchemeCredential(editToken: created.newEditToken), client: "t")
        let app = tester("/palettes")
        #expect(await app.visibleTexts().contains("Untitled"))
        try await app.selectRow("Untitled")
        #expect(await app.navigationTitle() == "Untitled")
        try await app.tap("Delete Palette")
        #expect(await app.visibleTexts().contains("Delete “Untitled”?"))
        try await app.tap("Cancel")
        try await app.tap("History")
        let rows = await app.visibleTexts()
        #expect(rows.contains("Untitled · 2 colors") && rows.contains("Untitled · 1 color"), "\(rows)")
        try await app.selectRow("Untitled · 1 color")
        let restore = await app.visibleTexts()
        #expect(restore.contains { $0.contains("named “Untitled”") }, "\(restore)")
        try await app.tap("Cancel")
        await app.back()
        try await app.tap("Theme")
        let download = try await app.tap("Download Xcode asset catalog")
        let files = download.compactMap { if case .download(let file) = $0 { file } else { nil } }
        #expect(files.map(\.name) == ["UntitledTheme.xcassets.zip"])
        let search = tester("/search/color-003366")
        try await search.tap("Add to Palette")
        #expect(await search.visibleTexts().contains("Untitled"))
        try await search.selectRow("Untitled")
        #expect(await search.visibleTexts().contains("Added to “Untitled”"))
        // Only the app's word for it: the palette itself stays unnamed.
        #expect(try await store.scheme(id: created.id)?.name == "")
    }
}
