import ColorKit
import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

/// Saved means saved: random palettes, several editors saving at the same moment, checked
/// against a plain model of their operations applied in commit order.
///
/// Thousands of cases are a minute of computing in a debug build: off the pool, at a lower
/// priority, so the tests beside it keep their servers answering.
@Suite("Co-editing a palette, against a model", .offPool, .serialized)
struct CoEditingPropertyTests {
    @Test("Every editor's intent survives the others' (in memory, 3000 cases)")
    func inMemory() async throws {
        let store = MemoryColorStore()
        let failures = try await run(cases: 3000, seed: 35, on: store)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test(
        "Every editor's intent survives the others' (in the database, 1000 cases)", .timeLimit(.minutes(5)),
        arguments: Backend.allCases)
    func inDatabase(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let failures = try await run(cases: 1000, seed: 36, on: server.app.colr.store)
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }
    }

    /// Runs `cases` random cases on `store`, each editor's save sent at once, and returns what
    /// failed, with the case it failed in.
    private func run(cases: Int, seed: UInt64, on store: any ColrStorage) async throws -> [String] {
        var random = SeededGenerator(seed: seed)
        var failures: [String] = []
        let owner = SchemeCredential(visitor: "owner")
        for number in 0..<cases {
            let test = CoEditingCase.random(using: &random)
            let created = try await store.createScheme(
                SchemeDraft(name: "Sea", colors: test.colors, tags: []), owner: "owner", client: "t")
            let (id, base) = (created.id, created.revision)
            let results = try await withThrowingTaskGroup(of: SaveResult.self) { group in
                for (editor, operations) in test.saves.enumerated() {
                    group.addTask {
                        do {
                            let outcome = try #require(
                                try await store.editScheme(
                                    id: id, operations: operations, base: base, credential: owner,
                                    client: "editor \(editor)"))
                            let revision = outcome.scheme.revision
                            return outcome.changed
                                ? SaveResult(editor: editor, kind: .stored, appliedTo: revision - 1)
                                : SaveResult(editor: editor, kind: .unchanged, appliedTo: revision)
                        } catch ColrError.editConflict(_, let revision) {
                            return SaveResult(editor: editor, kind: .refused, appliedTo: revision)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let final = try #require(try await store.scheme(id: id))
            for failure in test.check(results: results, final: final) {
                failures.append("case \(number) (\(test)): \(failure)")
            }
        }
        return failures
    }
}
