import ColorKit
import ColrClient
import ColrModels
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
            let token = try #require(created.editToken)

            let hidden = try await #require(throws: ColrClient.Error.self) { try await client.scheme(id: id) }
            #expect(hidden.kind == .forbidden && hidden.status == 403)
            var stored = created
            stored.editToken = nil
            #expect(try await client.scheme(id: id, editToken: token) == stored)

            let refused = try await #require(throws: ColrClient.Error.self) {
                try await client.updateScheme(id: id, to: SchemeBody(colors: ["000000"]), editToken: "guess")
            }
            #expect(refused.kind == .forbidden && refused.reason.contains("edit token"))
            let updated = try await client.updateScheme(
                id: id, to: SchemeBody(id: 999, name: "Dusk", notes: "late", colors: ["000000"], tags: []),
                editToken: token)
            #expect(updated.id == id && updated.name == "Dusk" && updated.colors == ["000000"])
            #expect(updated.notes == "late")

            let small = try await client.createScheme(SchemeBody(name: "Pair", colors: ["111111", "222222"]))
            #expect(try await client.schemes(limit: 10).isEmpty)  // both private
            _ = try await client.setSharing(id: id, shared: true, editToken: token)
            _ = try await client.setSharing(
                id: try #require(small.id), shared: true, editToken: try #require(small.editToken))
            let latest = try await client.schemes(limit: 10)
            #expect(latest.map(\.id) == [small.id, id])
            let random = try await client.randomSchemes(count: 5, sizeLimit: 1)
            #expect(random.map(\.id) == [id])
            let history = try await client.schemeHistory(id: id)
            #expect(history.map(\.name) == ["Dusk", "Sunset"])

            try await client.deleteScheme(id: id, editToken: token)
            let gone = try await #require(throws: ColrClient.Error.self) { try await client.scheme(id: id) }
            #expect(gone.kind == .notFound && gone.reason == "no scheme \(id)")
            let deleteAgain = try await #require(throws: ColrClient.Error.self) {
                try await client.deleteScheme(id: id, editToken: token)
            }
            #expect(deleteAgain.kind == .notFound && deleteAgain.status == 404)
            let updateGone = try await #require(throws: ColrClient.Error.self) {
                try await client.updateScheme(id: id, to: SchemeBody(colors: ["000000"]), editToken: token)
            }
            #expect(updateGone.kind == .notFound)
        }
    }

    @Test func aStoredPalettesThemeIsItsColorsThemeAndNeedsItsTokenWhilePrivate() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let colors = ["3366cc", "8a8f99", "ff6347"]
            let created = try await client.createScheme(SchemeBody(name: "Brand", colors: colors))
            let id = try #require(created.id)
            let token: String = try #require(created.editToken)
            let hidden = try await #require(throws: ColrClient.Error.self) {
                try await client.theme(scheme: id)
            }
            #expect(hidden.kind == .forbidden)
            let overrides = [Theme.Override(mode: .light, role: .label, color: RGBColor(RGB8(rgb: 0x111111)))]
            let theme = try await client.theme(
                scheme: id, target: "aaa", overrides: overrides, editToken: token)
            let parsed = try colors.map { try ColorParser().parse("#" + $0) }
            let source = try #require(Theme.Source(palette: parsed))
            #expect(theme == ThemeBody(Theme(source: source, target: .aaa, overrides: overrides)))
            #expect(theme.brand == "#3366cc" && theme.modes["light", "label"] == "#111111")
            // Its files: the JSON one is the same theme; the Android one a zip; both need the token.
            let json = try await client.exportTheme(
                scheme: id, as: .json, target: "aaa", overrides: overrides, editToken: token)
            #expect(try JSONDecoder().decode(ThemeBody.self, from: json) == theme)
            let android = try await client.exportTheme(scheme: id, as: .android, editToken: token)
            #expect(android.starts(with: [0x50, 0x4B, 0x03, 0x04]))
            let refused = try await #require(throws: ColrClient.Error.self) {
                try await client.exportTheme(scheme: id, as: .css)
            }
            #expect(refused.kind == .forbidden)
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
            let token = created.editToken
            let gpl = try await client.exportScheme(id: id, as: .gimp, editToken: token)
            let read = try PaletteImporter.read(Array(gpl), as: .gimp)
            #expect(read.name == "Pair" && read.entries.map(\.color.hex) == ["#FF6347", "#003366"])
            let zip = try await client.exportScheme(id: id, as: .assetCatalog, editToken: token)
            #expect(zip.starts(with: [0x50, 0x4B, 0x03, 0x04]))
            let missing = try await #require(throws: ColrClient.Error.self) {
                try await client.exportScheme(id: 999, as: .css)
            }
            #expect(missing.kind == .notFound)

            // What one server exports, another imports: the file makes a new private scheme.
            let imported = try await client.importScheme(gpl)
            #expect(imported.name == "Pair" && imported.colors == ["ff6347", "003366"])
            #expect(imported.editToken != nil && imported.id != id)
            let fromCSS = try await client.importScheme(Data(":root { --ink: #102030; }".utf8), as: .css)
            #expect(fromCSS.colors == ["102030"])
            let notImportable = try await #require(throws: ColrClient.Error.self) {
                try await client.importScheme(Data(), as: .png)
            }
            #expect(notImportable.kind == .invalidRequest)
        }
    }
}
