import ColorKit
import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

/// `auditScheme` and `auditColors` against a real server: contrast with levels, names, a title.
@Suite("ColrClient v1: audits")
struct AuditIntegrationTests {
    @Test func auditsAStoredSchemeAndGivenColorsAlike() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let colors = ["ffffff", "ffcc00", "d62728", "2ca02c"]
            let created = try await client.createScheme(SchemeBody(name: "Traffic", colors: colors))
            let stored = try await client.auditScheme(
                id: try #require(created.id), editToken: created.editToken)
            #expect(stored.colors == colors && stored.pairs.count == 12)
            #expect(stored.names.count == 4 && stored.names[1] == "gold")
            #expect(stored.title == PaletteTitle.suggest(for: colors.map { ColorHex($0)!.color }))
            let yellow = try #require(stored.pairs.first { $0.text == 1 && $0.background == 0 })
            #expect(yellow.level == "fail" && !yellow.passes && yellow.repair != nil)
            #expect(stored.confusions.contains { Set([$0.first, $0.second]) == [2, 3] })

            // Any notation, nothing stored, no token: the same answer.
            let given = try await client.auditColors(["white", "#FC0", "rgb(214 39 40)", "#2ca02c"])
            #expect(given == stored)
            let strict = try await client.auditColors(["black", "white"], target: "apca90")
            #expect(strict.target == "apca90" && strict.pairs.allSatisfy { $0.level == "AAA" && $0.passes })
            #expect(strict.names == ["black", "white"] && strict.title == "Greys")
        }
    }

    @Test func refusalsCarryReasons() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let badColor = try await #require(throws: ColrClient.Error.self) {
                try await client.auditColors(["red", "not-a-color"])
            }
            #expect(badColor.kind == .invalidRequest && badColor.status == 400)
            let badTarget = try await #require(throws: ColrClient.Error.self) {
                try await client.auditColors(["red"], target: "AAAA")
            }
            #expect(badTarget.reason.contains("not a contrast target"))
            let empty = try await #require(throws: ColrClient.Error.self) { try await client.auditColors([]) }
            #expect(empty.status == nil)
            let legacy = try await #require(throws: ColrClient.Error.self) {
                try await server.client(.legacy).auditColors(["red"])
            }
            #expect(legacy.reason.contains("auditing colors"))
        }
    }
}
