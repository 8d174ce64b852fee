import ColrDomain
import ColrModels
import ColrServer
import ColrStore
import ColrTestKit
import Fluent
import SQLKit
import Secrets
import Testing

/// Edit tokens at rest: the database holds digests only, a new link retires the old token, and
/// tokens stored in plain text before are turned into digests by a migration.
@Suite("Edit tokens in the database", .serialized)
struct EditTokenStorageTests {
    let draft = try! SchemeDraft(name: "Kept", colors: [ColorHex("336699")!], tags: [])

    @Test("The database holds the token's digest, never the token", arguments: Backend.allCases)
    func digestsOnly(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let scheme = try await store.createScheme(draft, owner: nil, client: "a")
            let token = try #require(scheme.newEditToken)
            let sql = try #require(server.app.db as? any SQLDatabase)
            let stored = try await Self.storedToken(of: scheme.id, on: sql)
            #expect(stored == SecretDigest.of(token) && !stored.contains(token))
            #expect(try await store.scheme(id: scheme.id)?.newEditToken == nil)
            // The digest itself, as a leaked database would give it, opens nothing.
            await #expect(throws: ColrError.self) {
                try await store.grantEditing(id: scheme.id, editToken: stored, to: "thief")
            }
            #expect(try await store.grantEditing(id: scheme.id, editToken: token, to: "friend") != nil)
        }
    }

    @Test("A new edit link retires the old token and keeps the editors", arguments: Backend.allCases)
    func renewal(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let scheme = try await store.createScheme(draft, owner: "owner-1", client: "a")
            let first = try #require(scheme.newEditToken)
            _ = try await store.grantEditing(id: scheme.id, editToken: first, to: "editor-1")
            await #expect(throws: ColrError.self) {
                try await store.renewEditToken(id: scheme.id, credential: SchemeCredential(editToken: first))
            }
            let second = try #require(
                try await store.renewEditToken(
                    id: scheme.id, credential: SchemeCredential(visitor: "owner-1")))
            #expect(second != first)
            await #expect(throws: ColrError.self) {
                try await store.grantEditing(id: scheme.id, editToken: first, to: "late")
            }
            let after = try #require(
                try await store.grantEditing(id: scheme.id, editToken: second, to: "new"))
            #expect(after.access.editors == ["editor-1", "new"])
            #expect(try await store.renewEditToken(id: 999_999, credential: .anonymous) == nil)
        }
    }

    @Test(
        "Tokens kept in plain text before become digests, and still open their palettes",
        arguments: Backend.allCases)
    func migration(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let sql = try #require(server.app.db as? any SQLDatabase)
            var plain: [Int: String] = [:]
            for index in 0..<7 {
                let scheme = try await store.createScheme(draft, owner: nil, client: "a")
                let token = "old-token-\(index)"
                try await sql.raw(
                    "UPDATE schemes SET edit_token = \(bind: token) WHERE id = \(bind: scheme.id)"
                ).run()
                plain[scheme.id] = token
            }
            let untouched = try await store.createScheme(draft, owner: nil, client: "a")
            let untouchedDigest = try await Self.storedToken(of: untouched.id, on: sql)
            // Batches of 3: the rows span three of them.
            try await DigestEditTokens(batch: 3).prepare(on: server.app.db)
            for (id, token) in plain {
                #expect(try await Self.storedToken(of: id, on: sql) == SecretDigest.of(token))
            }
            #expect(try await Self.storedToken(of: untouched.id, on: sql) == untouchedDigest)
            let (id, token) = try #require(plain.first)
            #expect(try await store.grantEditing(id: id, editToken: token, to: "holder") != nil)
        }
    }

    private struct TokenRow: Decodable {
        let editToken: String

        enum CodingKeys: String, CodingKey { case editToken = "edit_token" }
    }

    private static func storedToken(of id: Int, on sql: any SQLDatabase) async throws -> String {
        let row = try await sql.raw("SELECT edit_token FROM schemes WHERE id = \(bind: id)").first(
            decoding: TokenRow.self)
        return try #require(row).editToken
    }
}
