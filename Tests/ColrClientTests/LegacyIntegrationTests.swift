import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

/// The same client in legacy mode, speaking colr.org's JSON to a real server.
@Suite("ColrClient legacy mode")
struct LegacyIntegrationTests {
    @Test func readsAndTagsColors() async throws {
        try await TestServer.listening { server in
            let legacy = server.client(.legacy)
            let unknown = try await legacy.color("abcdef")
            #expect(unknown.hex == "abcdef" && !unknown.stored && unknown.tags.isEmpty)

            let tagged = try await legacy.addTags(["Warm", " sunny  day "], to: "#ABCDEF")
            #expect(tagged.stored && tagged.tags.map(\.name) == ["warm", "sunny day"])
            #expect(tagged.notations["rgb"] == "rgb(171 205 239)")

            let named = try await legacy.color("fuchsia")
            #expect(named.hex == "ff00ff" && !named.stored)
            let read = try await legacy.color("ABCDEF")
            #expect(read.tags.map(\.name) == ["warm", "sunny day"] && read.createdAt != nil)

            let modern = try await server.client(.v1).color("abcdef")
            #expect(modern.tags.map(\.name) == read.tags.map(\.name))
            #expect(modern.hex == read.hex && modern.stored == read.stored)
        }
    }

    @Test func refusalsCarryTheLegacyMessages() async throws {
        try await TestServer.listening { server in
            let legacy = server.client(.legacy)
            let tooLong = try await #require(throws: ColrClient.Error.self) {
                try await legacy.addTag(String(repeating: "y", count: 65), to: "ff0000")
            }
            #expect(tooLong.kind == .invalidRequest && tooLong.status == 400)
            #expect(tooLong.reason.contains("longer than 64 characters"))
            let notAColor = try await #require(throws: ColrClient.Error.self) {
                try await legacy.color("zzz")
            }
            #expect(notAColor.kind == .invalidRequest && notAColor.attempts == 0)
            #expect(notAColor.reason.contains("\"zzz\" is not a color"))
            let comma = try await #require(throws: ColrClient.Error.self) {
                try await legacy.addTag("a,b", to: "ff0000")
            }
            #expect(comma.kind == .invalidRequest && comma.reason.contains("comma"))
        }
    }

    @Test func listsColors() async throws {
        try await TestServer.listening { server in
            let legacy = server.client(.legacy)
            for hex in ["111111", "222222", "333333"] {
                _ = try await legacy.addTags(["grey", hex], to: hex)
            }
            var tagged: [String] = []
            for try await color in legacy.colors(tagged: "GREY") { tagged.append(color.hex) }
            #expect(tagged == ["333333", "222222", "111111"])
            var none = 0
            for try await _ in legacy.colors(tagged: "unused") { none += 1 }
            #expect(none == 0)

            let random = try await legacy.randomColors(count: 2)
            #expect(random.count == 2 && random.allSatisfy { $0.tags.contains("grey") })
            let one = try await legacy.randomColors()
            #expect(one.count == 1)
            let latest = try await legacy.latestColors()
            #expect(latest.map(\.hex) == ["333333"] && latest[0].tags == ["grey", "333333"])
        }
    }

    @Test func readsSchemes() async throws {
        try await TestServer.listening { server in
            let created = try await server.client(.v1).createScheme(
                SchemeBody(name: "Pair", colors: ["ff0000", "00ff00"], tags: ["bright"]))
            let id = try #require(created.id)
            let legacy = server.client(.legacy)
            // Private schemes answer as unknown ones on colr.org's paths, until shared.
            let hidden = try await #require(throws: ColrClient.Error.self) { try await legacy.scheme(id: id) }
            #expect(hidden.kind == .notFound)
            let editToken = try #require(created.editToken)
            _ = try await server.client(.v1).setSharing(id: id, shared: true, editToken: editToken)
            let scheme = try await legacy.scheme(id: id)
            #expect(scheme.id == id && scheme.colors == ["ff0000", "00ff00"] && scheme.tags == ["bright"])
            #expect(scheme.name == nil)
            let random = try await legacy.randomSchemes(count: 3)
            #expect(random.map(\.id) == [id])
            #expect(try await legacy.randomSchemes(count: 3, sizeLimit: 1).isEmpty)
            let missing = try await #require(throws: ColrClient.Error.self) {
                try await legacy.scheme(id: id + 100)
            }
            #expect(missing.kind == .notFound && missing.reason == "no scheme \(id + 100)")
        }
    }

    @Test func operationsColrOrgLackedAreUnsupported() async throws {
        let legacy = ColrClient(baseURL: URL(string: "http://127.0.0.1:1")!, mode: .legacy)
        let calls: [(String, @Sendable () async throws -> Void)] = [
            ("removing a tag", { _ = try await legacy.removeTag("a", from: "ff0000") }),
            ("search", { _ = try await legacy.search("a") }),
            ("the top colors", { _ = try await legacy.topColors() }),
            ("the health check", { _ = try await legacy.health() }),
            ("listing schemes", { _ = try await legacy.schemes() }),
            ("creating a scheme", { _ = try await legacy.createScheme(SchemeBody(colors: ["ff0000"])) }),
            (
                "updating a scheme",
                {
                    _ = try await legacy.updateScheme(
                        id: 1, to: SchemeBody(colors: ["ff0000"]), editToken: "t")
                }
            ),
            ("deleting a scheme", { _ = try await legacy.deleteScheme(id: 1, editToken: "t") }),
        ]
        for (operation, call) in calls {
            let error = try await #require(throws: ColrClient.Error.self) { try await call() }
            #expect(error.kind == .unsupported, "\(operation)")
            #expect(error.reason.hasPrefix(operation), "\(operation)")
            #expect(error.attempts == 0)
        }
    }
}
