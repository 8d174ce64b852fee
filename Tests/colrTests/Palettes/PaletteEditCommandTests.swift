import ColrTestKit
import Foundation
import Testing

/// `colr palette show|add|remove|move|delete` against a real server: each change is read back
/// through the API, and a refused change leaves the palette as it was.
@Suite("colr palette editing", .serialized)
struct PaletteEditCommandTests {
    private func colors(_ server: TestServer, _ id: String, _ token: String) async throws -> [String] {
        try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).json["colors"] as? [String] ?? []
    }

    @Test func addRemoveMoveAndDelete() async throws {
        try await TestServer.listening { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Harbour","colors":["ff6347","003366"]}"#)
            let id = String(try #require(created.json["id"] as? Int))
            let token = try #require(created.json["editToken"] as? String)

            let shown = try await server.colr("palette", "show", id, "--token", token)
            #expect(
                shown.status == 0 && shown.stdout.contains("Harbour") && shown.stdout.contains("2  #003366"))

            let added = try await server.colr(
                "palette", "add", id, "gold", "oklch(70% 0.15 200)", "--token", token)
            #expect(added.status == 0, "\(added.stderr)")
            let afterAdd = try await colors(server, id, token)
            try #require(afterAdd.count == 4)
            #expect(afterAdd[2] == "ffd700")
            #expect(afterAdd[3] != "00b9c3", "a color outside sRGB is gamut-mapped, not clipped")

            let moved = try await server.colr("palette", "move", id, "3", "1", "--token", token)
            #expect(moved.status == 0, "\(moved.stderr)")
            #expect(try await colors(server, id, token).prefix(3) == ["ffd700", "ff6347", "003366"])

            let removed = try await server.colr(
                "palette", "remove", id, "#FF6347", "--at", "4", "--token", token)
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(try await colors(server, id, token) == ["ffd700", "003366"])

            for refused in [
                ["move", id, "1", "9"], ["remove", id, "--at", "3"], ["remove", id, "white"],
                ["remove", id, "--at", "1", "--at", "2"], ["remove", id],
            ] {
                let result = try await CommandRunner.run(
                    ["palette"] + refused + ["--token", token, "--server", server.url])
                #expect(result.status != 0 && !result.stderr.isEmpty, "\(refused)")
            }
            let wrong = try await server.colr("palette", "add", id, "red", "--token", "guess")
            #expect(wrong.status != 0 && wrong.stderr.contains("HTTP 403"), "\(wrong.stderr)")
            #expect(try await colors(server, id, token) == ["ffd700", "003366"], "refusals changed nothing")

            let history = try await server.send(.GET, "/api/v1/schemes/\(id)/history", token: token)
            #expect((history.json["revisions"] as? [Any])?.count == 4, "each edit is kept in the history")

            let deleted = try await server.colr("palette", "delete", id, "--token", token)
            #expect(deleted.status == 0 && deleted.stdout.contains("deleted"), "\(deleted.stderr)")
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).status == .notFound)
        }
    }

    /// The commands send operations on entries against the revision they read: a move of one
    /// of two equal colors moves that entry, not the first of its color, and the result says
    /// which revision it made.
    @Test func editsAreOperationsOnEntries() async throws {
        try await TestServer.listening { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Twins","colors":["aaaaaa","aaaaaa","003366"]}"#)
            let id = String(try #require(created.json["id"] as? Int))
            let token = try #require(created.json["editToken"] as? String)
            let moved = try await server.colr("palette", "move", id, "2", "1", "--token", token)
            #expect(moved.status == 0, "\(moved.stderr)")
            let read = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token)
            let entries = try #require(read.json["entries"] as? [[String: Any]])
            #expect(entries.compactMap { $0["id"] as? Int } == [2, 1, 3])
            let removed = try await server.colr("palette", "remove", id, "--at", "1", "--token", token)
            #expect(removed.status == 0, "\(removed.stderr)")
            let after = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token)
            #expect((after.json["entries"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1, 3])
            #expect(after.headers.first(name: .eTag) == "\"3\"")
        }
    }
}
