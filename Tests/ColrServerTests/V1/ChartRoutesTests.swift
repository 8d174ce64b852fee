import ColorKit
import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

/// `GET /api/v1/charts/palette`.
@Suite("/api/v1 chart palettes")
struct ChartRoutesTests {
    static func color(_ hex: String) throws -> RGBColor {
        RGBColor(RGB8(rgb: try #require(UInt32(hex.dropFirst(), radix: 16))))
    }

    @Test("Eight series in every mode of the brand's theme, the brand first, every prefix proven")
    func categorical() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let answer = try await server.send(.GET, "/api/v1/charts/palette?brand=%230969da")
            #expect(answer.status == .ok, "\(answer.text)")
            let body = try answer.decode(ChartPaletteBody.self)
            let brand = try Self.color("#0969da")
            let expected = try ChartPaletteBody.generate(
                kind: .categorical, count: 8, colors: [brand], modes: ThemeMode.allCases)
            #expect(body == expected, "the answer is ColorKit's palette, as the CLI prints it")
            #expect(body.kind == .categorical && body.order == ThemeMode.allCases.map(\.rawValue))
            #expect(Set(body.modes.keys) == Set(ThemeMode.allCases.map(\.rawValue)))
            #expect(body.modes["light"]?.colors.first == "#0969da", "the brand leads, as given, in light")
            #expect(body.proof.met && body.proof.shortfalls.isEmpty, "\(body.proof.shortfalls)")
            #expect(body.proof.bestCount == 8 && body.proof.hueDrift?.count == 8)
            for (name, mode) in body.modes {
                #expect(mode.colors.count == 8, "\(name)")
                #expect(!mode.backgrounds.isEmpty && mode.statusColors.count == 3, "\(name)")
                let figures = try #require(body.proof.modes[name])
                let prefixes = try #require(figures.prefixDistances)
                #expect(prefixes.count == 7 && prefixes.allSatisfy { $0 >= 0.08 }, "\(name): \(prefixes)")
                #expect(figures.distanceByVision?.count == ChartVision.allCases.count)
                #expect(figures.lightnesses == nil && figures.stepRatio == nil)
                // Measured again from the hex sent: every series reaches 3:1 on every background.
                let colors = try mode.colors.map(Self.color)
                for color in colors {
                    for background in try mode.backgrounds.map(Self.color) {
                        #expect(Contrast.ratio(color, background) >= 3, "\(name): \(color.hex)")
                    }
                }
            }
            // The JSON is the documented shape: a figure the kind lacks is absent, not null.
            let proof = try #require(answer.json["proof"] as? [String: Any])
            let light = try #require((proof["modes"] as? [String: [String: Any]])?["light"])
            #expect(light["prefixDistances"] != nil && light["stepRatio"] == nil)
            #expect((proof["measure"] as? String)?.hasPrefix("ΔEOK") == true)

            // Colors kept after the brand, a CSS function's commas its own; two modes, in the order asked.
            let pinned = try await server.send(
                .GET,
                "/api/v1/charts/palette?brand=%230969da&count=4&modes=dark,light"
                    + "&colors=rgb(26,%20127,%2055),%23bf3989")
            #expect(pinned.status == .ok, "\(pinned.text)")
            let kept = try pinned.decode(ChartPaletteBody.self)
            #expect(kept.order == ["dark", "light"] && kept.modes["light"]?.colors.count == 4)
        }
    }

    @Test("Sequential and diverging scales, per mode, with what they reach")
    func scales() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let sequential = try await server.send(
                .GET, "/api/v1/charts/palette?brand=%230969da&kind=sequential&count=5&modes=light,dark")
            #expect(sequential.status == .ok, "\(sequential.text)")
            let scale = try sequential.decode(ChartPaletteBody.self)
            #expect(scale.kind == .sequential && scale.order == ["light", "dark"])
            #expect(scale.proof.met && scale.proof.bestCount == nil, "\(scale.proof.shortfalls)")
            for name in scale.order {
                #expect(scale.modes[name]?.colors.count == 5, "\(name)")
                let figures = try #require(scale.proof.modes[name])
                let lightnesses = try #require(figures.lightnesses)
                #expect(lightnesses.count == 5 && figures.prefixDistances == nil)
                #expect(figures.wingAsymmetry == nil && (figures.leastAdjacentDistance ?? 0) > 0)
            }

            let diverging = try await server.send(
                .GET,
                "/api/v1/charts/palette?brand=%23d1242f&colors=%230969da&kind=diverging&count=7&modes=dark")
            #expect(diverging.status == .ok, "\(diverging.text)")
            let body = try diverging.decode(ChartPaletteBody.self)
            #expect(body.kind == .diverging && body.order == ["dark"] && body.proof.met)
            let colors = try #require(body.modes["dark"]?.colors).map(Self.color)
            try #require(colors.count == 7)
            // Lightness rises from each end to the middle on a dark page, by the same amount each side.
            let lightness = colors.map { OKLab($0).components.x }
            for step in 0..<3 {
                #expect(abs(lightness[step] - lightness[6 - step]) <= 0.02, "wings at \(step)")
            }
            #expect(body.proof.modes["dark"]?.wingAsymmetry != nil)
        }
    }

    @Test("Bad kinds, colors, counts and modes, and what no color can meet, are refused with a reason")
    func refusesBadInput() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let path = "/api/v1/charts/palette"
            for (query, phrase) in [
                ("", "?brand="), ("?brand=nope", "not a color"),
                ("?brand=red&kind=pie", "not a chart palette kind"),
                ("?brand=red&count=13", "from 2 to 12"), ("?brand=red&count=1", "from 2 to 12"),
                ("?brand=red&count=eight", "from 2 to 12"),
                ("?brand=red&kind=sequential&count=2", "from 3 to 9"),
                ("?brand=red&modes=light,sepia", "\"sepia\" is not a theme mode"),
                ("?brand=red&modes=", "not a theme mode"),
                ("?brand=red&colors=%230969da,nope", "not a color"),
                ("?brand=red&kind=diverging", "needs two colors"),
                ("?brand=%23d1242f&colors=%23c0202a&kind=diverging", "two hues"),
                (
                    "?brand=red&colors=" + Array(repeating: "blue", count: 12).joined(separator: ","),
                    "at most 11"
                ),
            ] {
                let refused = try await server.send(.GET, path + query)
                #expect(refused.status == .badRequest, "\(query): \(refused.status)")
                #expect(
                    try refused.decode(ErrorBody.self).reason.contains(phrase), "\(query): \(refused.text)")
            }
        }
    }
}
