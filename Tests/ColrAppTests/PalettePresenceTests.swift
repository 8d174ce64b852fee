import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// Who else has a palette open: counted without names, the colors they are on ringed, and gone
/// when they leave or their page disconnects.
@Suite("Palettes: who else is here", .offPool)
struct PalettePresenceTests {
    let store = MemoryColorStore()
    let presence = Presence(heartbeat: .milliseconds(100), timeout: .seconds(2))

    func tester(_ path: String, visitor: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(
                services: AppServices(store: store, feed: LocalChangeFeed(), presence: presence)),
            path: path, visitor: visitor)
    }

    @Test func othersAreCountedTheirColorsRingedAndTheyLeave() async throws {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: ["ff0000", "00ff00"].map { ColorHex($0)! }, tags: []),
            owner: "owner", client: "t")
        _ = try await store.grantEditing(id: sea.id, editToken: try #require(sea.newEditToken), to: "friend")
        let owner = tester("/palettes/palette-\(sea.id)", visitor: "owner")
        let friend = tester("/palettes/palette-\(sea.id)", visitor: "friend")
        // A page served without script is nobody's company: not connected, not counted.
        #expect(await owner.visibleTexts().contains("#FF0000"))
        #expect(await friend.visibleTexts().contains("#FF0000"))
        try? await Task.sleep(for: .milliseconds(300))
        #expect(!(await owner.visibleTexts().contains("1 other here")))
        await owner.connect()
        await friend.connect()
        #expect(await eventually { await owner.visibleTexts().contains("1 other here") })
        #expect(await eventually { await friend.visibleTexts().contains("1 other here") })
        // The friend moves a color: the owner sees that color ringed.
        try await friend.tap("Move #00FF00 up")
        #expect(
            await eventually {
                (try? await owner.element(labelled: "Another editor is on this color", tag: nil)) != nil
            })
        // The friend's tab closes: gone from the owner's screen at once.
        await friend.session.close()
        #expect(await eventually { !(await owner.visibleTexts().contains("1 other here")) })
        #expect((try? await owner.element(labelled: "Another editor is on this color", tag: nil)) == nil)
    }

    @Test func aDroppedConnectionLeavesAndAReconnectComesBack() async throws {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: [ColorHex("ff0000")!], tags: []), owner: "owner", client: "t")
        let first = tester("/palettes/palette-\(sea.id)", visitor: "owner")
        let second = tester("/palettes/palette-\(sea.id)", visitor: "owner")
        _ = await first.visibleTexts()
        let connection = await first.session.connect(outbox: { _, _ in }, release: {})
        await second.connect()
        #expect(await eventually { await second.visibleTexts().contains("1 other here") })
        await first.session.disconnect(connection)
        #expect(await eventually { !(await second.visibleTexts().contains("1 other here")) })
        await first.connect()
        #expect(await eventually { await second.visibleTexts().contains("1 other here") })
    }
}
