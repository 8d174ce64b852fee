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

/// A palette screen hears another editor's save and reads the palette again; when that read
/// fails (the database restarting), it reads again until it answers, rather than staying on the
/// old palette until the next change.
@Suite("Palettes: a failed reread is tried again", .offPool)
struct PaletteRereadTests {
    /// The store's palettes, whose reads of one palette fail while `failuresLeft` is above zero.
    final class UnsteadySchemes: SchemeRepository {
        let store: MemoryColorStore
        let failuresLeft = Mutex(0)

        init(_ store: MemoryColorStore) { self.store = store }

        func scheme(id: Int) async throws(ColrError) -> StoredScheme? {
            let fails = failuresLeft.withLock { left in
                defer { left = max(0, left - 1) }
                return left > 0
            }
            if fails { throw .storeUnavailable(reason: "the database is restarting") }
            return try await store.scheme(id: id)
        }

        func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
            try await store.schemeHistory(schemeIDs: schemeIDs)
        }

        func randomSchemes(count: Int, sizeLimit: Int?) async throws(ColrError) -> [StoredScheme] {
            try await store.randomSchemes(count: count, sizeLimit: sizeLimit)
        }

        func latestSchemes(limit: Int) async throws(ColrError) -> [StoredScheme] {
            try await store.latestSchemes(limit: limit)
        }

        func schemes(editableBy visitor: String, after cursor: Int?, limit: Int) async throws(ColrError)
            -> SchemePage
        {
            try await store.schemes(editableBy: visitor, after: cursor, limit: limit)
        }

        func schemeRevisions(id: Int, limit: Int) async throws(ColrError) -> [SchemeRevision] {
            try await store.schemeRevisions(id: id, limit: limit)
        }
    }

    @Test func aChangeHeardWhileTheDatabaseIsAwayStillReachesTheScreen() async throws {
        let feed = LocalChangeFeed()
        let store = MemoryColorStore(feed: feed)
        let unsteady = UnsteadySchemes(store)
        let sea = try await store.createScheme(
            SchemeDraft(name: "Sea", colors: ["ff0000", "00ff00"].map { ColorHex($0)! }, tags: []),
            owner: "owner", client: "t")
        _ = try await store.grantEditing(id: sea.id, editToken: try #require(sea.newEditToken), to: "friend")
        let owner = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: feed)),
            path: "/palettes/palette-\(sea.id)", visitor: "owner")
        let friendServices = AppServices(
            store: Repositories(
                colors: store, tagging: store, schemes: unsteady, editing: store, health: store),
            feed: feed)
        let friend = ScreenTester(
            router: ColrRouter(services: friendServices), path: "/palettes/palette-\(sea.id)",
            visitor: "friend")
        #expect(try await friend.value(of: "Name") == "Sea")
        // The friend's next three reads fail: the one the owner's save sets off, and two more.
        unsteady.failuresLeft.withLock { $0 = 3 }
        try await owner.type("Harbour", into: "Name")
        try await owner.endEditing("Name")
        #expect(try await store.scheme(id: sea.id)?.name == "Harbour")
        #expect(
            try await eventually(within: .seconds(15)) { try await friend.value(of: "Name") == "Harbour" },
            "the friend's screen stayed on the palette it showed before the failed read")
        #expect(unsteady.failuresLeft.withLock { $0 } == 0, "every failing read was tried again")
    }
}
