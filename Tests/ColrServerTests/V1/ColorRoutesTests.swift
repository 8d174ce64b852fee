import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("/api/v1 colors, tags and search")
struct ColorRoutesTests {
    @Test("A color by any notation, with conversions, names and tags", arguments: Backend.allCases)
    func detail(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            for path in [
                "ff00ff", "%23FF00FF", "fuchsia", "rgb(255%200%20255)", "hsb(300%20100%25%20100%25)",
            ] {
                let response = try await server.send(.GET, "/api/v1/colors/\(path)")
                #expect(response.status == .ok, "\(path)")
                let detail = try response.decode(ColorDetail.self)
                #expect(detail.hex == "ff00ff")
                #expect(detail.stored)
                #expect(detail.tags.map(\.name) == ["fuchsia", "magenta"])
                #expect(detail.notations["hsl"] == "hsl(300 100% 50%)")
                #expect(detail.rgb == RGBChannels(red: 255, green: 0, blue: 255))
                #expect(
                    detail.names.exact.contains(
                        NameEntry(namespace: "uikit", name: "magenta", hex: "ff00ff", distance: 0)))
                #expect(detail.names.nearest.count == 4)
            }
            let unstored = try await server.send(.GET, "/api/v1/colors/123457").decode(ColorDetail.self)
            #expect(!unstored.stored && unstored.tags.isEmpty && unstored.createdAt == nil)
            #expect(unstored.inGamut == nil)
            // Outside sRGB: gamut-mapped (not clipped to 00b9c3), and the answer says so.
            let wide = try await server.send(.GET, "/api/v1/colors/oklch(70%25%200.15%20200)")
            let mapped = try wide.decode(ColorDetail.self)
            #expect(mapped.inGamut == false && mapped.hex != "00b9c3")
            #expect(mapped.notations["oklch"]?.hasPrefix("oklch(0.7") == true)
            // CSS Color 4 and 5, URL-encoded: a P3 color, a slash for alpha, a mix, a relative color.
            let p3 = try await server.send(.GET, "/api/v1/colors/color(display-p3%201%200%200)")
            #expect(try p3.decode(ColorDetail.self).inGamut == false)
            let alpha = try await server.send(.GET, "/api/v1/colors/rgb(255%200%200%20%2F%2050%25)")
            #expect(try alpha.decode(ColorDetail.self).hex == "ff0000")
            let mix = try await server.send(
                .GET, "/api/v1/colors/color-mix(in%20srgb%2C%20red%2025%25%2C%20blue)")
            #expect(try mix.decode(ColorDetail.self).hex == "4000bf")
            let relative = try await server.send(
                .GET, "/api/v1/colors/oklch(from%20%233366cc%20l%20c%20calc(h%20%2B%20180))")
            let opposite = try relative.decode(ColorDetail.self)
            #expect(
                opposite.hex != "3366cc"
                    && opposite.notations["display-p3"]?.hasPrefix("color(display-p3 ") == true)
        }
    }

    @Test("Invalid colors are 400 with a reason that says what is wrong", arguments: [Backend.sqlite])
    func invalidColor(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let response = try await server.send(.GET, "/api/v1/colors/rgb(1%202)")
            #expect(response.status == .badRequest)
            let error = try response.decode(ErrorBody.self)
            #expect(error.error == "invalid_color")
            #expect(error.reason.contains("rgb() takes 3 components, found 2"))
            let name = try await server.send(.GET, "/api/v1/colors/catdog").decode(ErrorBody.self)
            #expect(name.reason.contains("unknown color name"))
        }
    }

    @Test("Add and remove tags", arguments: Backend.allCases)
    func addAndRemove(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let added = try await server.send(
                .POST, "/api/v1/colors/%23336699/tags", json: #"{"tags":["Calm","deep sea","calm"]}"#)
            #expect(added.status == .ok)
            #expect(try added.decode(ColorDetail.self).tags.map(\.name) == ["calm", "deep sea"])
            let removed = try await server.send(.DELETE, "/api/v1/colors/336699/tags/deep%20sea")
            #expect(try removed.decode(ColorDetail.self).tags.map(\.name) == ["calm"])
            // Removing a tag the color lacks changes nothing; an unknown color is 404.
            #expect(
                try await server.send(.DELETE, "/api/v1/colors/336699/tags/never").decode(ColorDetail.self)
                    .tags.count == 1)
            #expect(try await server.send(.DELETE, "/api/v1/colors/000001/tags/calm").status == .notFound)
            let legacy = try await server.send(.GET, "/json/color/336699").decode(LegacyEnvelope.self)
            let history = try #require(legacy.colorsHistory["336699"])
            #expect(history.map(\.name) == ["calm", "deep sea"])
            #expect(history.map(\.addedCount) == [1, 1] && history.map(\.deletedCount) == [0, 1])
        }
    }

    @Test("Colors by tag, paginated with a cursor", arguments: Backend.allCases)
    func pagination(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let hexes = (1...5).map { String(format: "00000%d", $0) }
            for hex in hexes {
                try await server.send(.POST, "/api/v1/colors/\(hex)/tags", json: #"{"tags":["dark"]}"#)
            }
            var seen: [String] = []
            var cursor: String?
            var pages = 0
            repeat {
                let query = cursor.map { "&cursor=\($0)" } ?? ""
                let page = try await server.send(.GET, "/api/v1/tags/dark/colors?limit=2\(query)").decode(
                    ColorList.self)
                seen += page.colors.map(\.hex)
                cursor = page.nextCursor
                pages += 1
            } while cursor != nil && pages < 10
            #expect(pages == 3)
            #expect(seen == hexes.reversed())
            #expect(
                try await server.send(.GET, "/api/v1/tags/dark/colors?cursor=bogus").status == .badRequest)
            #expect(try await server.send(.GET, "/api/v1/tags/dark/colors?limit=0").status == .badRequest)
            #expect(try await server.send(.GET, "/api/v1/tags/light/colors").status == .notFound)
        }
    }

    @Test("Search finds tags by prefix and color names", arguments: Backend.allCases)
    func search(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let results = try await server.send(.GET, "/api/v1/search?q=Dark%20Sl").decode(SearchResults.self)
            #expect(results.query == "dark sl")
            // Tags keep their spaces, so "dark sl" is no tag's prefix; name lookup ignores spaces.
            #expect(results.tags.isEmpty)
            #expect(results.names.contains { $0.name == "darkslateblue" })
            let tags = try await server.send(.GET, "/api/v1/search?q=darksl").decode(SearchResults.self)
            #expect(tags.tags.map(\.name) == ["darkslateblue", "darkslategray", "darkslategrey"])
            #expect(tags.names.contains { $0.namespace == "css" && $0.name == "darkslateblue" })
            let percent = try await server.send(.GET, "/api/v1/search?q=%25").decode(SearchResults.self)
            #expect(percent.tags.isEmpty)
            #expect(try await server.send(.GET, "/api/v1/search").status == .badRequest)
        }
    }

    @Test("Random, latest and top", arguments: Backend.allCases)
    func lists(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            #expect(
                try await server.send(.GET, "/api/v1/colors/random?count=3").decode(ColorList.self).colors
                    .count == 3)
            try await server.send(.POST, "/api/v1/colors/ff00ff/tags", json: #"{"tags":["hot","loud"]}"#)
            let latest = try await server.send(.GET, "/api/v1/colors/latest?count=1").decode(ColorList.self)
            #expect(latest.colors.count == 1)
            let top = try await server.send(.GET, "/api/v1/colors/top?limit=2").decode(ColorList.self)
            #expect(top.colors.first?.hex == "ff00ff")
            #expect(top.colors.first?.tagCount == 4)
            #expect(try await server.send(.GET, "/api/v1/colors/top?limit=500").status == .badRequest)
        }
    }

    @Test("Health reports the database", arguments: Backend.allCases)
    func health(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let health = try await server.send(.GET, "/api/v1/health").decode(HealthStatus.self)
            #expect(health == HealthStatus(status: "ok", database: backend.rawValue, sessions: 0))
        }
    }

    @Test(
        "A tonal scale of any color, pinned to it, each step saying which text reads",
        arguments: [Backend.sqlite])
    func scale(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let body = try await server.send(.GET, "/api/v1/colors/%233366cc/scale").decode(
                ColorScaleBody.self)
            #expect(body.base == "3366cc" && body.target == "aa" && body.pinned == 600)
            #expect(body.steps.map(\.step) == [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950])
            #expect(body.steps.first { $0.step == body.pinned }?.hex == "3366cc")
            #expect(body.steps.allSatisfy { $0.readable.contains("white") == ($0.onWhite >= 4.5) })
            let aaa = try await server.send(.GET, "/api/v1/colors/tomato/scale?target=aaa").decode(
                ColorScaleBody.self)
            #expect(aaa.steps.allSatisfy { $0.readable.contains("black") == ($0.onBlack >= 7) })
            #expect(aaa.steps.first?.readable == ["black"] && aaa.steps.last?.readable == ["white"])
            #expect(try await server.send(.GET, "/api/v1/colors/nope/scale").status == .badRequest)
            #expect(try await server.send(.GET, "/api/v1/colors/red/scale?target=x").status == .badRequest)
        }
    }

    @Test("A color's harmonies, every mode or one", arguments: [Backend.sqlite])
    func harmonies(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let all = try await server.send(.GET, "/api/v1/colors/%23ff0000/harmonies")
                .decode(ColorHarmoniesBody.self)
            #expect(all.base == "ff0000")
            #expect(
                all.harmonies.map(\.mode) == [
                    "complementary", "analogous", "triadic", "split-complementary", "tetradic", "monochrome",
                ])
            try #require(all.harmonies.map(\.colors.count) == [2, 3, 3, 3, 4, 5])
            #expect(
                all.harmonies.filter { $0.mode != "monochrome" }.allSatisfy { $0.colors.first == "ff0000" })
            #expect(all.harmonies.last?.colors[2] == "ff0000")
            let one = try await server.send(.GET, "/api/v1/colors/teal/harmonies?mode=Triadic")
                .decode(ColorHarmoniesBody.self)
            #expect(one.harmonies.map(\.mode) == ["triadic"] && one.harmonies[0].colors.first == "008080")
            let bad = try await server.send(.GET, "/api/v1/colors/red/harmonies?mode=clashing")
            #expect(bad.status == .badRequest)
            #expect(try bad.decode(ErrorBody.self).reason.contains("not a harmony"))
            #expect(try await server.send(.GET, "/api/v1/colors/nope/harmonies").status == .badRequest)
        }
    }
}
