import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The palette list as a streamed list: a page at a time, and live, so another browser's save
/// or delete of a listed palette changes or removes its row without the list being sent again.
@Suite("Palettes: the list, paged and live", .offPool)
struct PaletteListStreamTests {
    let feed = LocalChangeFeed()
    let store: MemoryColorStore

    init() {
        store = MemoryColorStore(feed: feed)
    }

    func tester(_ path: String, visitor: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: feed)), path: path, visitor: visitor)
    }

    func palette(_ name: String, owner: String) async throws -> Palette {
        try await store.createScheme(
            SchemeDraft(name: name, colors: [#require(ColorHex("336699"))], tags: []), owner: owner,
            client: "t")
    }

    func rows(_ app: ScreenTester) async -> Int {
        await app.screen().allNodes.filter { $0.id.contains("-k0-") && $0.tag == "li" }.count
    }

    @Test("A browser with no palettes is told where to start, and not once it has one")
    func emptyListSaysWhereToStart() async throws {
        let app = tester("/palettes", visitor: "me")
        #expect(await app.visibleTexts().contains(PalettesController.emptyText))
        _ = try await palette("First", owner: "me")
        let later = tester("/palettes", visitor: "me")
        #expect(await rows(later) == 1)
        #expect(!(await later.visibleTexts().contains(PalettesController.emptyText)))
    }

    @Test func pagesArriveAndStopAtTheEnd() async throws {
        let count = PalettesController.pageSize + 7
        for index in 0..<count { _ = try await palette("P\(index)", owner: "me") }
        let app = tester("/palettes", visitor: "me")
        #expect(await rows(app) == PalettesController.pageSize)
        #expect(await app.visibleTexts().contains("P\(count - 1)"))  // newest first
        try await app.tap("Show More")
        #expect(await rows(app) == count)
        #expect(await app.visibleTexts().contains("P0"))
        #expect(!(await app.visibleTexts().contains("Show More")))
    }

    @Test func anotherEditorsSaveAndDeleteReachTheList() async throws {
        let sea = try await palette("Sea", owner: "owner")
        let dusk = try await palette("Dusk", owner: "owner")
        _ = try await store.grantEditing(id: sea.id, editToken: try #require(sea.newEditToken), to: "friend")
        let list = tester("/palettes", visitor: "owner")
        #expect(await list.visibleTexts().contains("Sea"))
        _ = await list.session.fullUpdate()
        let sent = SentPatches()
        _ = await list.session.connect(outbox: { patches, _ in sent.add(patches) }, release: {})
        // The friend renames Sea in its editor, in another browser.
        let friend = tester("/palettes/palette-\(sea.id)", visitor: "friend")
        try await friend.type("Harbour", into: "Name")
        try await friend.endEditing("Name")
        #expect(await eventually { await list.visibleTexts().contains("Harbour") })
        #expect(!(await list.visibleTexts().contains("Sea")))
        #expect(!sent.all.contains { if case .replace = $0 { true } else { false } })
        // The owner deletes Dusk elsewhere (the API, another tab): its row goes.
        #expect(
            try await store.deleteScheme(
                id: dusk.id, credential: SchemeCredential(visitor: "owner"), client: "t"))
        #expect(await eventually { !(await list.visibleTexts().contains("Dusk")) })
        #expect(await rows(list) == 1)
    }
}
