import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Foundation
import Synchronization
import Testing

@testable import ColrStore

/// Writes at once: each kept and merged, none failing, none waiting forever, on either database.
/// Unqueued, writes to a SQLite file hang the several-servers test: two connections waiting for
/// the write lock spin on both threads of the shared blocking pool (see `WriteQueue`).
@Suite("Concurrent writes")
struct WriteQueueTests {
    @Test("Sixteen saves of one palette at once all land, merged", arguments: Backend.allCases)
    func saves(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            try await Self.saveAtOnce(into: server.app.colr.store)
        }
    }

    @Test(
        "Four servers on SQLite saving at once, in one process, all finish", .timeLimit(.minutes(3)))
    func severalServers() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await TestServer.with(.sqlite, seed: false) { server in
                        try await Self.saveAtOnce(into: server.app.colr.store)
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test("Two servers on one SQLite file share a queue")
    func oneFileOneQueue() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("q.sqlite").path
        #expect(WriteQueue.forFile(atPath: path) === WriteQueue.forFile(atPath: path + "/../q.sqlite/"))
        #expect(WriteQueue.forFile(atPath: path) !== WriteQueue.forFile(atPath: path + "-other"))
    }

    @Test("Writes run one at a time, in the order they were asked for", .timeLimit(.minutes(1)))
    func order() async {
        let queue = WriteQueue()
        let log = Log()
        let (release, holding) = AsyncStream<Void>.makeStream()
        await withTaskGroup(of: Void.self) { group in
            // The first write holds the queue until every other one is waiting.
            group.addTask {
                await queue.run {
                    log.append("0 in")
                    for await _ in release { break }
                    log.append("0 out")
                }
            }
            while log.entries.isEmpty { await Task.yield() }
            for index in 1...3 {
                group.addTask {
                    await queue.run {
                        log.append("\(index) in")
                        await Task.yield()
                        log.append("\(index) out")
                    }
                }
                // The next asks only once this one waits, so the order asked is known.
                while queue.waitingCount < index { await Task.yield() }
            }
            holding.yield()
        }
        #expect(log.entries == ["0 in", "0 out", "1 in", "1 out", "2 in", "2 out", "3 in", "3 out"])
    }

    /// Five rounds of sixteen saves from one revision, each recoloring a different entry.
    static func saveAtOnce(into store: any ColrStorage) async throws {
        let hexes = (0..<16).compactMap { ColorHex(String(format: "%06x", $0 * 0x10101 + 1)) }
        let created = try await store.createScheme(
            SchemeDraft(name: "Many", colors: hexes, tags: []), owner: "a", client: "t")
        let owner = SchemeCredential(visitor: "a")
        for round in 0..<5 {
            let before = try #require(try await store.scheme(id: created.id))
            let wanted = try (0..<16).map {
                try #require(ColorHex(String(format: "%06x", 0xf00000 + round * 16 + $0)))
            }
            let saved = try await withThrowingTaskGroup(of: StoredScheme?.self) { group in
                for index in 0..<16 {
                    let recolor = SchemeOperation.recolor(entry: before.entries[index].id, to: wanted[index])
                    group.addTask {
                        try await store.editScheme(
                            id: created.id, operations: [recolor], base: before.revision, credential: owner,
                            client: "t")?.scheme
                    }
                }
                return try await group.reduce(into: [StoredScheme?]()) { $0.append($1) }
            }
            #expect(saved.count == 16 && saved.allSatisfy { $0 != nil })
            let after = try #require(try await store.scheme(id: created.id))
            #expect(after.revision == before.revision + 16)
            #expect(after.colors == wanted)
        }
    }
}

/// What the writes did, in order.
private final class Log: Sendable {
    private let lines = Mutex<[String]>([])
    var entries: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}
