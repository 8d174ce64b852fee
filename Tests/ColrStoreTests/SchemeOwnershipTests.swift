import ColrDomain
import ColrModels
import ColrServer
import ColrTestKit
import Testing

@Suite("Scheme ownership in the database")
struct SchemeOwnershipTests {
    let draft = try! SchemeDraft(name: "Mine", colors: [ColorHex("ff0000")!], tags: [])

    @Test(
        "Only the owner, editors and the token change a scheme; a refusal changes nothing",
        arguments: Backend.allCases)
    func onlyTheRightfulEdit(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let store = server.app.colr.store
            let scheme = try await store.createScheme(draft, owner: "owner-1", client: "a")
            #expect(scheme.access.owner == "owner-1" && !scheme.access.isShared)
            let token = try #require(scheme.newEditToken)
            #expect(token.count == 37 && token.hasPrefix("colr_"))
            let other = try SchemeDraft(name: "Theirs", colors: [ColorHex("000000")!], tags: [])
            for stranger in [
                SchemeCredential(visitor: "owner-2"), SchemeCredential(editToken: "guess"), .anonymous,
            ] {
                await #expect(throws: ColrError.self) {
                    try await store.updateScheme(
                        id: scheme.id, with: other, credential: stranger, client: "b")
                }
                await #expect(throws: ColrError.self) {
                    try await store.deleteScheme(id: scheme.id, credential: stranger, client: "t")
                }
                await #expect(throws: ColrError.self) {
                    try await store.setSharing(id: scheme.id, shared: true, credential: stranger)
                }
            }
            await #expect(throws: ColrError.self) {
                try await store.grantEditing(id: scheme.id, editToken: "guess", to: "owner-2")
            }
            let unchanged = try #require(try await store.scheme(id: scheme.id))
            #expect(unchanged.name == "Mine" && unchanged.access == scheme.access)
            #expect(try await store.schemeRevisions(id: scheme.id, limit: 10).count == 1)
            #expect(try await store.schemes(editableBy: "owner-2", limit: 10).isEmpty)

            // The edit link's token makes owner-2 an editor.
            let granted = try await store.grantEditing(id: scheme.id, editToken: token, to: "owner-2")
            #expect(granted?.access.editors == ["owner-2"])
            let edited = try await store.updateScheme(
                id: scheme.id, with: other, credential: SchemeCredential(visitor: "owner-2"), client: "b")
            #expect(edited?.name == "Theirs")
            _ = try await store.updateScheme(
                id: scheme.id, with: draft, credential: SchemeCredential(editToken: token), client: "c")
            let revisions = try await store.schemeRevisions(id: scheme.id, limit: 10)
            #expect(revisions.map(\.number) == [3, 2, 1])
            #expect(revisions.map(\.role) == [.tokenHolder, .editor, .owner])
            #expect(revisions.map(\.visitor) == [nil, "owner-2", "owner-1"])
            try #require(revisions.count == 3)
            #expect(revisions[1].name == "Theirs" && revisions[1].colors.map(\.value) == ["000000"])
            #expect(try await store.schemes(editableBy: "owner-2", limit: 10).map(\.id) == [scheme.id])

            // Shared: listed for everyone; deleted: gone with its editors and history.
            #expect(try await store.latestSchemes(limit: 10).isEmpty)
            _ = try await store.setSharing(
                id: scheme.id, shared: true, credential: SchemeCredential(visitor: "owner-1"))
            #expect(try await store.latestSchemes(limit: 10).map(\.id) == [scheme.id])
            #expect(
                try await store.deleteScheme(
                    id: scheme.id, credential: SchemeCredential(visitor: "owner-2"), client: "t"))
            #expect(try await store.schemeRevisions(id: scheme.id, limit: 10).isEmpty)
            #expect(try await store.schemes(editableBy: "owner-2", limit: 10).isEmpty)
        }
    }
}
