import ColorKit
import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

/// `GET /api/v1/schemes/{id}/charts/palette` and `/charts/check`: chart colors from a stored
/// palette and its own theme, and the palette checked and repaired.
@Suite("/api/v1 a scheme's chart colors")
struct SchemeChartRoutesTests {
    static let tableau = ["4e79a7", "f28e2b", "e15759", "76b7b2", "59a14f"]

    /// A stored palette of `colors` with a saved AAA theme; its id and edit token.
    static func store(_ colors: [String], on server: TestServer) async throws -> (Int, String) {
        let list = colors.map { "\"\($0)\"" }.joined(separator: ",")
        let stored = try await server.send(
            .POST, "/api/v1/schemes",
            json: #"{"name":"Charts","colors":[\#(list)],"theme":{"target":"aaa","overrides":[]}}"#
        ).decode(SchemeBody.self)
        return (try #require(stored.id), try #require(stored.editToken))
    }

    static func theme(_ colors: [String]) throws -> Theme {
        try #require(
            SchemeTheme.theme(of: colors.compactMap(ColorHex.init), saved: SchemeTheme(target: .aaa)))
    }

    @Test("A palette's colors lead its chart colors, suited to its own saved theme; private needs the token")
    func paletteFromAScheme() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let (id, token) = try await Self.store(Self.tableau, on: server)
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)/charts/palette").status == .forbidden)
            let answer = try await server.send(.GET, "/api/v1/schemes/\(id)/charts/palette", token: token)
            #expect(answer.status == .ok, "\(answer.text)")
            let body = try answer.decode(ChartPaletteBody.self)
            let colors = Self.tableau.compactMap { ColorHex($0)?.color }
            let expected = try ChartPaletteBody.generate(
                kind: .categorical, count: 8, colors: colors, modes: ThemeMode.allCases,
                theme: Self.theme(Self.tableau))
            #expect(body == expected)
            #expect(body.modes["light"]?.colors.count == 8)
            // Each of the palette's colors leads in order, its hue kept.
            let light = try #require(body.modes["light"]?.colors)
            for (given, shown) in zip(colors, light.prefix(5)) {
                let drift = abs(OKLCH(given).hue - OKLCH(try #require(ColorHex(shown)).color).hue)
                #expect(min(drift, 360 - drift) < 4, "\(given.hex) became \(shown)")
            }

            let diverging = try await server.send(
                .GET, "/api/v1/schemes/\(id)/charts/palette?kind=diverging&count=5&modes=dark", token: token
            ).decode(ChartPaletteBody.self)
            #expect(diverging.kind == .diverging && diverging.order == ["dark"])
            #expect(diverging.modes["dark"]?.colors.count == 5)
            #expect(try await server.send(.GET, "/api/v1/schemes/999/charts/palette").status == .notFound)
        }
    }

    @Test("A palette is checked as a chart's series, and repaired as little as it can be")
    func checkAScheme() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let (id, token) = try await Self.store(Self.tableau, on: server)
            let answer = try await server.send(
                .GET, "/api/v1/schemes/\(id)/charts/check?modes=light,dark", token: token)
            #expect(answer.status == .ok, "\(answer.text)")
            let body = try answer.decode(ChartCheckBody.self)
            let expected = try ChartCheckBody.check(
                Self.tableau.compactMap { ColorHex($0)?.color }, theme: Self.theme(Self.tableau),
                modes: [.light, .dark])
            #expect(body == expected)
            #expect(body.given == Self.tableau.map { "#" + $0 })
            #expect(!body.before.met && body.before.shortfalls.contains { $0.contains("too faint") })
            #expect(
                !body.after.proof.shortfalls.contains { $0.contains("too faint") },
                "\(body.after.proof.shortfalls)")
            #expect(body.after.order == ["light", "dark"] && body.moved.keys.sorted() == ["dark", "light"])
            #expect(body.moved["light"]?.count == 5 && body.moved["light"]?.contains { $0 > 0 } == true)
            // The JSON is the documented shape.
            #expect(answer.json["before"] is [String: Any] && answer.json["moved"] is [String: Any])
        }
    }

    @Test("Bad modes, a scheme too small, and private schemes without the token are refused with a reason")
    func refusals() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let (one, token) = try await Self.store(["3366cc"], on: server)
            let small = try await server.send(.GET, "/api/v1/schemes/\(one)/charts/check", token: token)
            #expect(small.status == .badRequest && small.text.contains("at least two"), "\(small.text)")
            let oneEnd = try await server.send(
                .GET, "/api/v1/schemes/\(one)/charts/palette?kind=diverging", token: token)
            #expect(
                oneEnd.status == .badRequest && oneEnd.text.contains("needs two colors"), "\(oneEnd.text)")
            let (id, other) = try await Self.store(Self.tableau, on: server)
            let mode = try await server.send(
                .GET, "/api/v1/schemes/\(id)/charts/check?modes=dim", token: other)
            #expect(mode.status == .badRequest && mode.text.contains("not a theme mode"), "\(mode.text)")
            let count = try await server.send(
                .GET, "/api/v1/schemes/\(id)/charts/palette?count=40", token: other)
            #expect(count.status == .badRequest && count.text.contains("from 2 to 12"), "\(count.text)")
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)/charts/check").status == .forbidden)
            #expect(
                try await server.send(.GET, "/api/v1/schemes/\(id)/charts/check", token: token).status
                    == .forbidden)
            #expect(try await server.send(.GET, "/api/v1/schemes/abc/charts/check").status == .badRequest)
        }
    }

    @Test(
        "A burst of the heaviest chart requests: as many as the gate holds are served, the rest told when to retry"
    )
    func aBurstIsServedOrToldToRetry() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let (id, token) = try await Self.store(Self.tableau, on: server)
            let paths = (0..<8).flatMap { index in
                [
                    ("/api/v1/charts/palette?brand=%23\(["0969da", "d1242f"][index % 2])&count=12", nil),
                    ("/api/v1/schemes/\(id)/charts/check", token),
                    ("/api/v1/schemes/\(id)/charts/palette?count=12&modes=light,light,dark", token),
                ] as [(String, String?)]
            }
            let answers = try await withThrowingTaskGroup(of: (HTTPStatus, String?, String).self) { group in
                for (path, token) in paths {
                    group.addTask {
                        let answer =
                            if let token { try await server.send(.GET, path, token: token) } else {
                                try await server.send(.GET, path)
                            }
                        return (answer.status, answer.headers.first(name: "Retry-After"), answer.text)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // Two computing and sixteen waiting (`ThemeRoutes.defaultGate`); a request past them is
            // refused at once with 503 `busy`. On a machine loaded by other work a palette's read
            // may also wait past the store's limit: 503 `store_unavailable`. Either says when to
            // come back; nothing is a 500.
            let busy = answers.filter { $0.2.contains("\"busy\"") }
            for (status, retry, text) in answers where status != .ok {
                #expect(
                    status == .serviceUnavailable && retry != nil
                        && (text.contains("\"busy\"") || text.contains("\"store_unavailable\"")),
                    "\(status) \(text)")
            }
            // The gate refuses only once eighteen are inside it.
            #expect(answers.count == 24 && busy.count <= 24 - 18, "\(answers.map(\.0))")
            // Once the burst has passed, the same requests are served.
            #expect(
                try await server.send(.GET, "/api/v1/schemes/\(id)/charts/check", token: token).status == .ok)
        }
    }
}
