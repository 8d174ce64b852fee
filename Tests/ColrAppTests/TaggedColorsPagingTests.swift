import ColrDomain
import ColrModels
import ColrTestKit
import Synchronization
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// A tag's colors as a streamed list over a real store: a page at a time, each page only its rows.
@Suite("Search: a tag's colors, page by page", .offPool, .serialized)
struct TaggedColorsPagingTests {
    @Test func pagesArriveAsRowsAndStopAtTheEnd() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let store = server.app.colr.store
            let count = TaggedColorsController.pageSize * 2 + 7
            for index in 0..<count {
                let hex = try #require(ColorHex(String(format: "%06x", 0x200000 + index * 131)))
                _ = try await store.addTags([TagName("paged")], to: hex, client: "t")
            }
            let app = ScreenTester(
                router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
                path: "/search/tag-paged")
            let rows = {
                await app.screen().allNodes.filter { $0.id.contains("-k0-") && $0.tag == "li" }.count
            }
            #expect(await rows() == TaggedColorsController.pageSize)
            _ = await app.session.fullUpdate()
            // What the load sends when it lands, as a connected page would get it.
            let sent = Mutex<[Patch]>([])
            _ = await app.session.connect(
                outbox: { patches, _ in sent.withLock { $0 += patches } }, release: {})
            try await app.tap("Show More")
            #expect(await rows() == TaggedColorsController.pageSize * 2)
            let patches = sent.withLock { $0 }
            #expect(
                patches.filter { if case .insert = $0 { true } else { false } }.count
                    == TaggedColorsController.pageSize)
            #expect(!patches.contains { if case .replace = $0 { true } else { false } })
            try await app.tap("Show More")
            #expect(await rows() == count)
            #expect(!(await app.visibleTexts().contains("Show More")))
        }
    }
}
