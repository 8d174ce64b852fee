import ColrClient
import ColrCore
import ColrTestKit
import Foundation
import PaletteFormats
import Testing

/// Scheme methods on `/api/v1` against a real server.
@Suite("ColrClient v1: schemes")
struct SchemeIntegrationTests {
    @Test func createsReadsUpdatesListsAndDeletes() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let created = try await client.createScheme(
                SchemeBody(name: "Sunset", colors: ["ff8800", "#FF0000", "rebeccapurple"], tags: ["Warm"]))
            let id = try #require(created.id)
            #expect(created.colors == ["ff8800", "ff0000", "663399"])
            #expect(created.tags == ["warm"] && created.createdAt != nil)

            #expect(try await client.scheme(id: id) == created)

            let updated = try await client.updateScheme(
                id: id, to: SchemeBody(id: 999, name: "Dusk", colors: ["000000"], tags: []))
            #expect(updated.id == id && updated.name == "Dusk" && updated.colors == ["000000"])

            let small = try await client.createScheme(SchemeBody(name: "Pair", colors: ["111111", "222222"]))
            let latest = try await client.schemes(limit: 10)
            #expect(latest.map(\.id) == [small.id, id])
            let random = try await client.randomSchemes(count: 5, sizeLimit: 1)
            #expect(random.map(\.id) == [id])

            try await client.deleteScheme(id: id)
            let gone = try await #require(throws: ColrClient.Error.self) { try await client.scheme(id: id) }
            #expect(gone.kind == .notFound && gone.reason == "no scheme \(id)")
            let deleteAgain = try await #require(throws: ColrClient.Error.self) {
                try await client.deleteScheme(id: id)
            }
            #expect(deleteAgain.kind == .notFound && deleteAgain.status == 404)
            let updateGone = try await #require(throws: ColrClient.Error.self) {
                try await client.updateScheme(id: id, to: SchemeBody(colors: ["000000"]))
            }
            #expect(updateGone.kind == .notFound)
        }
    }

    @Test func invalidSchemesCarryReasons() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let empty = try await #require(throws: ColrClient.Error.self) {
                try await client.createScheme(SchemeBody(name: "Nothing", colors: []))
            }
            #expect(
                empty.kind == .invalidRequest && empty.reason.contains("a scheme holds 1 to 64 colors, not 0")
            )
            let badColor = try await #require(throws: ColrClient.Error.self) {
                try await client.createScheme(SchemeBody(colors: ["not a color"]))
            }
            #expect(badColor.code == "invalid_color")
            let badID = try await #require(throws: ColrClient.Error.self) { try await client.scheme(id: -3) }
            #expect(badID.kind == .invalidRequest && badID.reason.contains("positive whole number"))
        }
    }
}

/// `exportScheme` against a real server.
@Suite("ColrClient v1: scheme export")
struct SchemeExportIntegrationTests {
    @Test func exportsTextAndBinaryFormats() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let created = try await client.createScheme(
                SchemeBody(name: "Pair", colors: ["ff6347", "003366"]))
            let id = try #require(created.id)
            let gpl = try await client.exportScheme(id: id, as: .gimp)
            let read = try PaletteImporter.read(Array(gpl), as: .gimp)
            #expect(read.name == "Pair" && read.entries.map(\.color.hex) == ["#FF6347", "#003366"])
            let zip = try await client.exportScheme(id: id, as: .assetCatalog)
            #expect(zip.starts(with: [0x50, 0x4B, 0x03, 0x04]))
            let missing = try await #require(throws: ColrClient.Error.self) {
                try await client.exportScheme(id: 999, as: .css)
            }
            #expect(missing.kind == .notFound)
        }
    }
}
