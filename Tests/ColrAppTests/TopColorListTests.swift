import ColrDomain
import ColrModels
import ColrTestKit
import Synchronization
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// Top Color's list, "Most Tagged": pages by tag count with a cap, and live, a row moving by its
/// key when another client's tags change its count.
@Suite("Top Color: the most-tagged list", .offPool)
struct TopColorListTests {
    let feed = LocalChangeFeed()

    func tester(_ store: MemoryColorStore) -> ScreenTester {
        ScreenTester(router: ColrRouter(services: AppServices(store: store, feed: feed)), path: "/top")
    }

    /// `count` colors, the first with the most tags: 1 to 5, so ties run across pages.
    func colors(_ count: Int) -> [(String, [String])] {
        (0..<count).map { index in
            (String(format: "%06x", 0x300000 + index), (0...(4 - index % 5)).map { "t\($0)" })
        }
    }

    /// The list's rows, top to bottom, by their keys (the hex).
    func rows(_ app: ScreenTester) async -> [String] {
        await app.screen().allNodes.filter { $0.id.contains("-k0-") && $0.tag == "li" }.compactMap {
            $0.id.components(separatedBy: "-k0-").last
        }
    }

    /// What the session sends a connected page from now on.
    func recording(_ app: ScreenTester) async -> SentPatches {
        _ = await app.session.fullUpdate()
        let sent = SentPatches()
        _ = await app.session.connect(outbox: { patches, _ in sent.add(patches) }, release: {})
        return sent
    }

    @Test func pagesArriveByTagCountAndStopAtTheCap() async throws {
        let store = MemoryColorStore(colors(TopColorController.maximumRows + 30), feed: feed)
        let app = tester(store)
        let first = await rows(app)
        #expect(first.count == TopColorController.pageSize)
        #expect(first.prefix(2) == ["300000", "300005"])
        let sent = await recording(app)
        try await app.tap("Show More")
        #expect(await rows(app).count == TopColorController.pageSize * 2)
        let patches = sent.all
        #expect(
            patches.filter { if case .insert = $0 { true } else { false } }.count
                == TopColorController.pageSize)
        #expect(!patches.contains { if case .replace = $0 { true } else { false } })
        while await app.visibleTexts().contains("Show More") { try await app.tap("Show More") }
        let all = await rows(app)
        #expect(all.count == TopColorController.maximumRows && Set(all).count == all.count)
        let expected = try await store.topColors(limit: TopColorController.maximumRows).map(\.color.hex.value)
        #expect(all == expected)
    }

    @Test func anotherClientsTagsMoveTheRowByItsKey() async throws {
        let store = MemoryColorStore(
            [("aa0000", ["a", "b", "c"]), ("00bb00", ["a", "b"]), ("0000cc", ["a"])], feed: feed)
        let app = tester(store)
        #expect(await rows(app) == ["aa0000", "00bb00", "0000cc"])
        let sent = await recording(app)
        // Another browser tags the last color thrice: it now has the most, and moves to the top.
        _ = try await store.addTags(
            ["x", "y", "z"].map { try TagName($0) }, to: #require(ColorHex("0000cc")), client: "b")
        #expect(await eventually { await rows(app) == ["0000cc", "aa0000", "00bb00"] })
        #expect(await app.visibleTexts().contains("4 tags"))
        let patches = sent.all
        #expect(patches.contains { if case .move = $0 { true } else { false } })
        #expect(!patches.contains { if case .replace = $0 { true } else { false } }, "\(patches)")
        // Tags removed elsewhere move a row down, and a color with none left leaves the list.
        let red = try #require(ColorHex("aa0000"))
        for tag in ["a", "b"] { _ = try await store.removeTag(TagName(tag), from: red, client: "b") }
        #expect(await eventually { await rows(app) == ["0000cc", "00bb00", "aa0000"] })
        _ = try await store.removeTag(TagName("c"), from: red, client: "b")
        #expect(await eventually { await rows(app) == ["0000cc", "00bb00"] })
    }
}

/// The patches a session sent its connected page.
final class SentPatches: Sendable {
    private let patches = Mutex<[Patch]>([])

    func add(_ more: [Patch]) { patches.withLock { $0 += more } }

    /// Every patch sent so far.
    var all: [Patch] { patches.withLock { $0 } }
}
