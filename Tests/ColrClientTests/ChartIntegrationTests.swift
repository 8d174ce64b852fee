import ColorKit
import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

/// `ColrClient.chartPalette`, against a real server over a real socket.
@Suite("ColrClient v1: chart palettes")
struct ChartIntegrationTests {
    @Test func makesChartColorsAndCarriesRefusals() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let brand = RGBColor(RGB8(rgb: 0x0969da))
            let palette = try await client.chartPalette(brand: "#0969da", count: 6, modes: [.light, .dark])
            let expected = try ChartPaletteBody.generate(
                kind: .categorical, count: 6, colors: [brand], modes: [.light, .dark])
            #expect(palette == expected)
            #expect(palette.order == ["light", "dark"] && palette.modes["light"]?.colors.first == "#0969da")
            #expect(palette.proof.met && palette.modes.values.allSatisfy { $0.colors.count == 6 })

            let pinned = try await client.chartPalette(
                brand: "#0969da", count: 3, modes: [.light], colors: ["rgb(26, 127, 55)"])
            #expect(pinned.modes["light"]?.colors.count == 3 && pinned.order == ["light"])

            let diverging = try await client.chartPalette(
                brand: "#d1242f", kind: .diverging, count: 5, modes: [.dark], colors: ["#0969da"])
            #expect(diverging.kind == .diverging && diverging.modes["dark"]?.colors.count == 5)
            #expect(diverging.proof.modes["dark"]?.wingAsymmetry != nil)

            let all = try await client.chartPalette(brand: "tomato", kind: .sequential, count: 4)
            #expect(all.order == ThemeMode.allCases.map(\.rawValue) && all.proof.bestCount == nil)

            let oneEnd = try await #require(throws: ColrClient.Error.self) {
                try await client.chartPalette(brand: "#d1242f", kind: .diverging)
            }
            #expect(oneEnd.kind == .invalidRequest && oneEnd.status == 400)
            #expect(oneEnd.reason.contains("needs two colors"))
            let many = try await #require(throws: ColrClient.Error.self) {
                try await client.chartPalette(brand: "#0969da", count: 13)
            }
            #expect(many.code == "invalid_request" && many.reason.contains("from 2 to 12"))
            let color = try await #require(throws: ColrClient.Error.self) {
                try await client.chartPalette(brand: "not a color")
            }
            #expect(color.code == "invalid_color")
        }
    }

    @Test func makesAStoredPalettesChartColorsAndChecksThem() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let created = try await client.createScheme(
                SchemeBody(name: "Tableau", colors: ["4e79a7", "f28e2b", "e15759", "76b7b2"]))
            let token = try #require(created.editToken)
            let id = try #require(created.id)
            let palette = try await client.chartPalette(
                scheme: id, count: 6, modes: [.light], editToken: token)
            #expect(palette.order == ["light"] && palette.modes["light"]?.colors.count == 6)
            let check = try await client.checkChartColors(
                scheme: id, modes: [.light, .dark], editToken: token)
            #expect(check.given == ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2"])
            #expect(check.after.order == ["light", "dark"] && check.moved["dark"]?.count == 4)
            let theme = try #require(
                SchemeTheme.theme(
                    of: ["4e79a7", "f28e2b", "e15759", "76b7b2"].compactMap(ColorHex.init), saved: nil))
            #expect(
                check
                    == (try ChartCheckBody.check(
                        ["4e79a7", "f28e2b", "e15759", "76b7b2"].compactMap { ColorHex($0)?.color },
                        theme: theme,
                        modes: [.light, .dark])))
            let denied = try await #require(throws: ColrClient.Error.self) {
                try await client.checkChartColors(scheme: id)
            }
            #expect(denied.status == 403)
        }
    }
}
