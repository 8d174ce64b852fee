import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

/// Editing a scheme others edit too, from the SDK against a real server: operations merged by
/// intent, replacements that name the revision they expect, conflicts as one error kind.
@Suite("ColrClient v1: editing schemes together")
struct SchemeEditingIntegrationTests {
    @Test(
        "Operations from an old revision merge; a move of a removed color and a stale replace are conflicts")
    func editsTogether() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let created = try await client.createScheme(
                SchemeBody(name: "Sea", colors: ["111111", "222222", "333333"]))
            let (id, token) = (try #require(created.id), try #require(created.editToken))
            #expect(created.revision == 1 && created.entries?.map(\.id) == [1, 2, 3])

            // Two clients read revision 1: one removes the first color, the other the second.
            let read = try await client.scheme(id: id, editToken: token)
            let one = try await client.editScheme(
                id: id, [.remove(entry: 1)], base: read.revision, editToken: token)
            #expect(one.scheme.colors == ["222222", "333333"] && one.scheme.revision == 2)
            let two = try await client.editScheme(
                id: id, [.remove(entry: 2)], base: read.revision, editToken: token)
            #expect(two.scheme.colors == ["333333"] && two.scheme.revision == 3)

            let moved = try await #require(throws: ColrClient.Error.self) {
                try await client.editScheme(
                    id: id, [.move(entry: 1, after: 3, before: nil)], base: read.revision, editToken: token)
            }
            #expect(moved.kind == .conflict(revision: 3) && moved.status == 409)
            #expect(moved.reason.contains("another editor removed #111111"))

            let stale = try await #require(throws: ColrClient.Error.self) {
                try await client.updateScheme(
                    id: id, to: SchemeBody(name: "Mine", colors: ["000000"]), editToken: token, expecting: 1)
            }
            #expect(stale.kind == .conflict(revision: 3) && stale.status == 412)
            #expect(try await client.scheme(id: id, editToken: token).colors == ["333333"])
            let fresh = try await client.updateScheme(
                id: id, to: SchemeBody(name: "Mine", colors: ["000000"]), editToken: token, expecting: 3)
            #expect(fresh.revision == 4 && fresh.name == "Mine")
        }
    }
}
