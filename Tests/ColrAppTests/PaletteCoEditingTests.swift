import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import Synchronization
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// Saved means saved: editors acting on one palette at the same moment each keep what they did,
/// and an editor whose change could not be kept is told so, never "Saved".
@Suite("Palettes: editing at the same moment", .offPool)
struct PaletteCoEditingTests {
    let feed = LocalChangeFeed()
    let store: MemoryColorStore

    init() {
        store = MemoryColorStore(feed: feed)
    }

    /// A palette of red, green and blue, its owner's screen (hearing the feed) and another of
    /// its editors' screens that hears nothing, as if the other's saves had not reached it yet.
    func pair() async throws -> (Palette, ScreenTester, ScreenTester) {
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: ["ff0000", "00ff00", "0000ff"].map { ColorHex($0)! }, tags: []),
            owner: "owner", client: "t")
        _ = try await store.grantEditing(id: sea.id, editToken: try #require(sea.newEditToken), to: "friend")
        let owner = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: feed)),
            path: "/palettes/palette-\(sea.id)", visitor: "owner")
        let friend = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/palettes/palette-\(sea.id)", visitor: "friend")
        #expect(await owner.visibleTexts().contains("#00FF00"))
        #expect(await friend.visibleTexts().contains("#00FF00"))
        return (sea, owner, friend)
    }

    @Test func neighboursRemovedByTwoEditorsAreBothGone() async throws {
        let (sea, owner, friend) = try await pair()
        try await owner.tap("Remove #FF0000")
        try await friend.tap("Remove #00FF00")
        #expect(try await store.scheme(id: sea.id)?.colors.map(\.value) == ["0000ff"])
        #expect(await friend.visibleTexts().contains("Saved"))
        // The owner's screen follows; the friend's shows what it saved, merged.
        #expect(await eventually { !(await owner.visibleTexts().contains("#00FF00")) })
        let shown = await friend.visibleTexts()
        #expect(!shown.contains("#FF0000") && !shown.contains("#00FF00") && shown.contains("#0000FF"))
    }

    @Test func aMoveOfAColorAnotherRemovedIsNotSavedAndSaysSo() async throws {
        let (sea, owner, friend) = try await pair()
        try await owner.tap("Remove #00FF00")
        try await friend.tap("Move #00FF00 up")
        #expect(
            await eventually {
                await friend.visibleTexts().contains(
                    "Not saved: another editor removed #00FF00, so it could not be moved.")
            })
        #expect(!(await friend.visibleTexts().contains("Saved")))
        // Nothing of the move was written, and the screen shows the palette as it is.
        let stored = try #require(try await store.scheme(id: sea.id))
        #expect(stored.colors.map(\.value) == ["ff0000", "0000ff"] && stored.revision == 2)
        #expect(await eventually { !(await friend.visibleTexts().contains("#00FF00")) })
    }

    @Test func theEarlierEditorIsToldWhoseNameReplacedTheirs() async throws {
        let (sea, owner, friend) = try await pair()
        try await owner.type("Harbour", into: "Name")
        try await owner.endEditing("Name")
        #expect(await owner.visibleTexts().contains("Saved"))
        try await friend.type("Lagoon", into: "Name")
        try await friend.endEditing("Name")
        #expect(try await store.scheme(id: sea.id)?.name == "Lagoon")
        #expect(
            await friend.visibleTexts().contains("Saved. Your name replaced “Harbour”, another editor's."))
        #expect(
            await eventually {
                await owner.visibleTexts().contains(
                    "Another editor renamed the palette “Lagoon”, replacing your “Harbour”.")
            })
        #expect(try await owner.value(of: "Name") == "Lagoon")
    }

    @Test func editsMadeWhileASaveIsUnderWayFollowItAndAllAreKept() async throws {
        let colors = ["ff0000", "00ff00", "0000ff", "ffff00"].map { ColorHex($0)! }
        let four = try await store.createScheme(
            SchemeDraft(name: "Four", colors: colors, tags: []), owner: "owner", client: "t")
        let owner = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: feed)),
            path: "/palettes/palette-\(four.id)", visitor: "owner")
        var taps: [Event] = []
        for hex in ["#FF0000", "#00FF00", "#0000FF"] {
            taps.append(
                Event(.tap, target: try await owner.element(labelled: "Remove \(hex)", tag: "button").id))
        }
        // Each write takes a second, so the three taps all arrive while the first one's is under way.
        store.writeDelay.store(1000, ordering: .relaxed)
        defer { store.writeDelay.store(0, ordering: .relaxed) }
        async let first = owner.send(taps[0])
        async let second = owner.send(taps[1])
        async let third = owner.send(taps[2])
        _ = await (first, second, third)
        #expect(
            try await eventually(within: .seconds(20)) {
                try await store.scheme(id: four.id)?.colors.map(\.value) == ["ffff00"]
            })
        #expect(await eventually(within: .seconds(20)) { await owner.visibleTexts().contains("Saved") })
        // Two saves: the first tap's, then the two that queued behind it, together.
        #expect(try await store.schemeRevisions(id: four.id, limit: 10).map(\.number) == [3, 2, 1])
    }

    @Test func aSaveThatFailsGoesBackToWhatIsStoredAndSaysSo() async throws {
        let (sea, owner, _) = try await pair()
        store.failing.store(true, ordering: .relaxed)
        try await owner.tap("Remove #00FF00")
        store.failing.store(false, ordering: .relaxed)
        let shown = await owner.visibleTexts()
        #expect(shown.contains("Failed :( Your last change was not saved."))
        #expect(shown.contains("#00FF00") && !shown.contains("Saved"))
        #expect(try await store.scheme(id: sea.id)?.colors.count == 3)
    }
}
