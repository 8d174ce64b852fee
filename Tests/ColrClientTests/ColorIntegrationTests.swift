import Codecs
import ColorKit
import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

/// Every color method on `/api/v1`, against a real server over a real socket.
@Suite("ColrClient v1: colors, tags, search, health")
struct ColorIntegrationTests {
    @Test func readsAColorInAnyNotation() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let notations = [
                "ff00ff", "#FF00FF", "fuchsia", "rgb(255 0 255)", "hsb(300 100% 100%)",
                "rgb(255 0 255 / 100%)",
                "color-mix(in srgb, fuchsia 50%, rgb(255 0 255)) /* the same twice */",
                "rgb(from blue calc(r + 255) g b)",
                "color(srgb 1 0 calc(2 / 2))",
            ]
            for input in notations {
                let detail = try await client.color(input)
                #expect(detail.hex == "ff00ff", "\(input)")
                #expect(detail.stored == false)
                #expect(detail.names.exact.contains { $0.name == "fuchsia" && $0.namespace == "css" })
            }
            let byHex = try await client.color(ColorHex("336699")!)
            #expect(byHex.hex == "336699" && byHex.rgb == RGBChannels(red: 0x33, green: 0x66, blue: 0x99))
            #expect(byHex.notations["hsl"] != nil)
        }
    }

    @Test func anInvalidColorCarriesTheServersReason() async throws {
        try await TestServer.listening { server in
            let error = try await #require(throws: ColrClient.Error.self) {
                try await server.client().color("rgb(1 2)")
            }
            #expect(error.kind == .invalidRequest)
            #expect(error.status == 400)
            #expect(error.code == "invalid_color")
            #expect(error.reason.contains("rgb() takes 3 components"))
            #expect(error.attempts == 1)
            #expect(error.description.contains("HTTP 400"))
        }
    }

    @Test func addsAndRemovesTags() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let added = try await client.addTags(["Calm", "deep  sea", "calm"], to: "#336699")
            #expect(added.stored)
            #expect(added.tags.map(\.name) == ["calm", "deep sea"])
            let again = try await client.addTag("CALM", to: "336699")
            #expect(again.tags.map(\.name) == ["calm", "deep sea"])
            let removed = try await client.removeTag("deep sea", from: "rgb(51 102 153)")
            #expect(removed.tags.map(\.name) == ["calm"])
            let read = try await client.color("336699")
            #expect(read.tags.map(\.name) == ["calm"] && read.createdAt != nil)
        }
    }

    @Test func tagErrorsCarryReasons() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let tooLong = try await #require(throws: ColrClient.Error.self) {
                try await client.addTag(String(repeating: "x", count: 65), to: "ff0000")
            }
            #expect(tooLong.kind == .invalidRequest && tooLong.code == "invalid_tag")
            #expect(tooLong.reason.contains("longer than 64 characters"))
            let unknown = try await #require(throws: ColrClient.Error.self) {
                try await client.removeTag("warm", from: "123456")
            }
            #expect(unknown.kind == .notFound && unknown.status == 404)
            #expect(unknown.reason.contains("no one has tagged 123456"))
            let empty = try await #require(throws: ColrClient.Error.self) {
                try await client.addTags([], to: "ff0000")
            }
            #expect(empty.kind == .invalidRequest && empty.attempts == 0 && empty.status == nil)
        }
    }

    @Test func taggedColorsFollowTheCursorAcrossPages() async throws {
        try await TestServer.listening { server in
            let counting = CountingTransport()
            let client = server.client(transport: counting)
            let hexes = (0..<45).map { String(format: "%06x", 0x100000 + $0 * 97) }
            for hex in hexes { _ = try await client.addTags(["paged", "t\(hex)"], to: hex) }
            counting.reset()
            var seen: [String] = []
            for try await color in client.colors(tagged: "paged", pageSize: 10) {
                #expect(color.tags.contains("paged"))
                seen.append(color.hex)
            }
            #expect(seen == hexes.reversed())
            #expect(counting.requests.count == 5)
            #expect(counting.requests.dropFirst().allSatisfy { $0.query("cursor") != nil })
            #expect(counting.requests.allSatisfy { $0.query("limit") == "10" })

            var prefix: [String] = []
            for try await color in client.colors(tagged: "paged", pageSize: 7).prefix(8) {
                prefix.append(color.hex)
            }
            #expect(prefix == Array(hexes.reversed().prefix(8)))
        }
    }

    @Test func aTagNobodyUsesIsAnEmptySequence() async throws {
        try await TestServer.listening { server in
            var count = 0
            for try await _ in server.client().colors(tagged: "nobody uses this") { count += 1 }
            #expect(count == 0)
            let page = try await #require(throws: ColrClient.Error.self) {
                try await server.client().colorsPage(tagged: "nobody uses this")
            }
            #expect(page.kind == .notFound && page.code == "not_found")
            let badCursor = try await #require(throws: ColrClient.Error.self) {
                try await server.client().colorsPage(tagged: "x", cursor: "not-ours")
            }
            #expect(badCursor.kind == .invalidRequest && badCursor.reason.contains("cursor"))
        }
    }

    @Test func searchesTagsAndNames() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            _ = try await client.addTags(["slate roof"], to: "708090")
            _ = try await client.addTags(["slate roof", "slate"], to: "2f4f4f")
            let results = try await client.search("Slate", limit: 5)
            #expect(results.query == "slate")
            #expect(results.tags.contains(TagCount(name: "slate roof", colorCount: 2)))
            #expect(results.tags.contains(TagCount(name: "slate", colorCount: 1)))
            #expect(results.names.contains { $0.name.lowercased().hasPrefix("slate") })
            #expect(results.names.count <= 5)
            let symbols = try await client.search("a&b=c+d?#")
            #expect(symbols.query == "a&b=c+d?#")
        }
    }

    @Test func randomLatestAndTop() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            _ = try await client.addTags(["one"], to: "111111")
            _ = try await client.addTags(["one", "two", "three"], to: "222222")
            _ = try await client.addTags(["one", "two"], to: "333333")
            let random = try await client.randomColors(count: 2)
            #expect(random.count == 2 && Set(random.map(\.hex)).isSubset(of: ["111111", "222222", "333333"]))
            let latest = try await client.latestColors(count: 2)
            #expect(latest.map(\.hex) == ["333333", "222222"])
            let top = try await client.topColors(limit: 3)
            #expect(top.map(\.hex) == ["222222", "333333", "111111"])
            #expect(top.map(\.tagCount) == [3, 2, 1])
            let tooMany = try await #require(throws: ColrClient.Error.self) {
                try await client.randomColors(count: 500)
            }
            #expect(
                tooMany.kind == .invalidRequest && tooMany.reason.contains("count must be a whole number"))
        }
    }

    @Test func health() async throws {
        try await TestServer.listening { server in
            let status = try await server.client().health()
            #expect(status == HealthStatus(status: "ok", database: "sqlite", sessions: 0))
        }
    }
}

/// `simulate` against a real server.
@Suite("ColrClient v1: color vision")
struct VisionIntegrationTests {
    @Test func simulatesAndRefusesBadSeverities() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let seen = try await client.simulate("rebeccapurple", .tritan, severity: 0.5)
            #expect(seen.hex == "663399" && seen.severity == 0.5 && seen.name == "Tritanomaly")
            let refused = try await #require(throws: ColrClient.Error.self) {
                try await client.simulate("red", .protan, severity: 1.5)
            }
            #expect(refused.kind == .invalidRequest && refused.reason == "severity must be from 0 to 1")
        }
    }

    @Test func makesScalesAndReadsImages() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let scale = try await client.scale("oklch(60% 0.15 250)", target: "aaa")
            #expect(scale.target == "aaa" && scale.steps.count == 11)
            #expect(scale.steps.allSatisfy { $0.readable.contains("white") == ($0.onWhite >= 7) })
            #expect(scale.steps.contains { $0.step == scale.pinned })
            let theme = try await client.theme(
                "#ffcc00", target: "apca",
                overrides: [.init(mode: .dark, role: .background, color: RGBColor(RGB8(rgb: 0x101010)))])
            #expect(
                theme
                    == ThemeBody(
                        Theme(
                            source: .init(brand: RGBColor(RGB8(rgb: 0xffcc00))), target: .apca,
                            overrides: [
                                .init(mode: .dark, role: .background, color: RGBColor(RGB8(rgb: 0x101010)))
                            ])))
            #expect(theme.modes["dark", "background"] == "#101010" && theme.pairs.allSatisfy(\.passes))
            // The same theme as files: JSON decodes to it; CSS switches with light-dark().
            let file = try await client.exportTheme(
                "#ffcc00", as: .json, target: "apca",
                overrides: [.init(mode: .dark, role: .background, color: RGBColor(RGB8(rgb: 0x101010)))])
            #expect(try JSONDecoder().decode(ThemeBody.self, from: file) == theme)
            let css = String(
                decoding: try await client.exportTheme("#ffcc00", as: .css, name: "Sun"), as: UTF8.self)
            #expect(css.contains("light-dark(") && css.contains("prefers-contrast: more"))
            let invalid = try await #require(throws: ColrClient.Error.self) {
                try await client.exportTheme("not a color", as: .css)
            }
            #expect(invalid.code == "invalid_color")
            let harmonies = try await client.harmonies("#3366cc")
            #expect(harmonies.base == "3366cc" && harmonies.harmonies.count == 6)
            let tetradic = try await client.harmonies("#3366cc", mode: .tetradic)
            #expect(tetradic.harmonies.map(\.mode) == ["tetradic"] && tetradic.harmonies[0].colors.count == 4)
            let image = RGBAImage(width: 10, height: 10, fill: (0x33, 0x66, 0xCC, 255))
            let found = try await client.imageColors(png: Data(PNGEncoder.encode(image)), count: 3, seed: 9)
            #expect(found.colors.map(\.hex) == ["3366cc"] && found.seed == 9 && found.width == 10)
            let refused = try await #require(throws: ColrClient.Error.self) {
                try await client.imageColors(png: Data("not an image".utf8))
            }
            #expect(refused.kind == .invalidRequest && refused.reason.contains("not a PNG file"))
        }
    }
}
