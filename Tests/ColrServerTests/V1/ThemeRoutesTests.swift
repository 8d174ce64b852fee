import ColorKit
import ColrModels
import ColrTestKit
import Foundation
import PaletteFormats
import Testing
import Vapor

/// `GET /api/v1/themes` and `GET /api/v1/schemes/{id}/theme`.
@Suite("/api/v1 themes")
struct ThemeRoutesTests {
    @Test("A theme from a brand: every role in every mode, every pair measured, the brand's move said")
    func themeFromABrand() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let answer = try await server.send(.GET, "/api/v1/themes?brand=%23ffcc00")
            #expect(answer.status == .ok, "\(answer.text)")
            let body = try answer.decode(ThemeBody.self)
            #expect(body == ThemeBody(Theme(brand: RGBColor(RGB8(rgb: 0xffcc00)))))
            #expect(body.brand == "#ffcc00" && body.target == "aa" && !body.pinned && body.drift > 0.1)
            #expect(body.modes["light", "tintContainer"] == "#ffcc00")
            #expect(
                body.modes.modes.map(\.mode) == ["light", "dark", "lightHighContrast", "darkHighContrast"])
            #expect(body.modes.modes.allSatisfy { $0.colors.count == 18 })
            #expect(body.pairs.count == 124 && body.pairs.allSatisfy(\.passes))
            #expect(body.notes.first?.contains("tint container") == true)
            // The JSON is the documented shape: modes and roles as objects.
            let json = try #require(answer.json["modes"] as? [String: [String: String]])
            #expect(json["dark"]?["label"]?.hasPrefix("#") == true)

            let blue = try await server.send(.GET, "/api/v1/themes?brand=rgb(51%20102%20204)&target=apca")
                .decode(ThemeBody.self)
            #expect(blue.pinned && blue.drift == 0 && blue.modes["light", "tint"] == "#3366cc")
            #expect(blue.target == "apca" && blue.pairs.contains { $0.minimum == 90 })
        }
    }

    @Test("An override is kept and the pairs it breaks are named")
    func overrides() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let body = try await server.send(
                .GET, "/api/v1/themes?brand=3366cc&override=light.tint:%23ffff00,dark.surface:%23ffffff"
            ).decode(ThemeBody.self)
            #expect(body.modes["light", "tint"] == "#ffff00" && body.modes["dark", "surface"] == "#ffffff")
            #expect(body.overrides.map(\.hex) == ["#ffff00", "#ffffff"])
            let failing = body.pairs.filter { !$0.passes }.map { "\($0.mode) \($0.text) on \($0.on)" }
            #expect(failing.contains("light tint on background"))
            // No label reads at 7:1 on both a white surface and a dark background: one is named.
            #expect(failing.contains { $0.hasPrefix("dark label on") }, "\(failing)")
            #expect(!failing.contains { $0.hasPrefix("lightHighContrast") })
        }
    }

    @Test("A stored palette's theme: its first color the brand; private ones need the token")
    func themeFromAPalette() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let stored = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Brand","colors":["0b5fff","f2f2f0","ff7a00"]}"#
            ).decode(SchemeBody.self)
            let id = try #require(stored.id)
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)/theme").status == .forbidden)
            let body = try await server.send(
                .GET, "/api/v1/schemes/\(id)/theme?target=aaa", token: try #require(stored.editToken)
            ).decode(ThemeBody.self)
            let colors = [0x0b5fff, 0xf2f2f0, 0xff7a00].map { RGBColor(RGB8(rgb: $0)) }
            let source = try #require(Theme.Source(palette: colors))
            #expect(body == ThemeBody(Theme(source: source, target: .aaa)))
            #expect(body.brand == "#0b5fff" && body.target == "aaa")
            #expect(try await server.send(.GET, "/api/v1/schemes/999/theme").status == .notFound)
        }
    }

    @Test("A burst of theme requests, from brands and from a palette, waits its turn: none is refused")
    func aBurstIsServed() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let stored = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Brand","colors":["0b5fff","f2f2f0"]}"#
            ).decode(SchemeBody.self)
            let (id, token) = (try #require(stored.id), try #require(stored.editToken))
            // (from a palette, status, body): sixteen fit the gate, so none is refused as busy.
            let answers = try await withThrowingTaskGroup(of: (Bool, HTTPStatus, String).self) { group in
                for index in 0..<8 {
                    let target = ["aa", "aaa", "apca"][index % 3]
                    group.addTask {
                        let answer = try await server.send(
                            .GET, "/api/v1/themes?brand=3366cc&target=\(target)")
                        return (false, answer.status, answer.text)
                    }
                    group.addTask {
                        let answer = try await server.send(
                            .GET, "/api/v1/schemes/\(id)/theme?target=\(target)", token: token)
                        return (true, answer.status, answer.text)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(answers.count == 16 && !answers.contains { $0.2.contains("\"busy\"") })
            // A brand's theme reads no store: always served. A palette's reads it first; on one
            // core loaded by the whole suite that read can wait past the SQLite pool's 5 s, the
            // documented 503 `store_unavailable`, never anything else.
            for (fromPalette, status, text) in answers where status != .ok {
                #expect(
                    fromPalette && status == .serviceUnavailable && text.contains("\"store_unavailable\""),
                    "\(status) \(text)")
            }
        }
    }

    @Test("Bad brands, targets and overrides are refused with a reason")
    func refusesBadInput() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            for (path, phrase) in [
                ("/api/v1/themes", "?brand="), ("/api/v1/themes?brand=nope", "not a color"),
                ("/api/v1/themes?brand=red&target=aa7", "not a theme target"),
                ("/api/v1/themes?brand=red&override=light.tint", "not an override"),
                ("/api/v1/themes?brand=red&override=noon.tint:%23fff", "not a theme mode"),
                ("/api/v1/themes?brand=red&override=light.ink:%23fff", "not a theme role"),
                ("/api/v1/themes?brand=red&override=light.tint:red", "hex color"),
            ] {
                let refused = try await server.send(.GET, path)
                #expect(refused.status == .badRequest, "\(path)")
                #expect(
                    try refused.decode(ErrorBody.self).reason.contains(phrase), "\(path): \(refused.text)")
            }
        }
    }

    @Test("Exports: the file for each format, named, from a brand or a stored palette")
    func exports() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let theme = Theme(brand: RGBColor(RGB8(rgb: 0x3366cc)), target: .aaa)
            for format in ThemeFormat.allCases {
                let answer = try await server.send(
                    .GET, "/api/v1/themes/export?brand=3366cc&target=aaa&name=Acme&format=\(format.rawValue)")
                #expect(answer.status == .ok, "\(format)")
                #expect(answer.headers.first(name: .contentType) == format.mediaType)
                #expect(
                    answer.headers.first(name: .contentDisposition)
                        == "attachment; filename=\"\(ThemeExporter.fileName(name: "Acme", as: format))\"")
                #expect(
                    Array(answer.body.readableBytesView)
                        == ThemeExporter.export(theme, name: "Acme", as: format))
            }
            let stored = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Harbor","colors":["0b5fff"]}"#
            ).decode(SchemeBody.self)
            let css = try await server.send(
                .GET, "/api/v1/schemes/\(try #require(stored.id))/theme/export?format=css",
                token: try #require(stored.editToken))
            #expect(
                css.headers.first(name: .contentDisposition) == "attachment; filename=\"HarborTheme.css\"")
            #expect(css.body.string.hasPrefix("/* Harbor theme: exported from Colr. */"))
            for (path, phrase) in [
                ("/api/v1/themes/export?brand=red", "?format="),
                ("/api/v1/themes/export?brand=red&format=pdf", "not a theme format"),
            ] {
                let refused = try await server.send(.GET, path)
                #expect(refused.status == .badRequest, "\(path)")
                #expect(try refused.decode(ErrorBody.self).reason.contains(phrase), "\(path)")
            }
        }
    }

    @Test("A scheme kept as a theme carries its settings on the wire; bad settings are refused")
    func schemesCarryThemeSettings() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let body =
                ##"{"name":"Sun theme","colors":["ffcc00"],"theme":{"target":"apca","overrides":"##
                + ##"[{"mode":"dark","role":"surface","hex":"#202020"}]}}"##
            let created = try await server.send(.POST, "/api/v1/schemes", json: body)
            #expect(created.status == .created, "\(created.text)")
            let scheme = try created.decode(SchemeBody.self)
            let expected = SchemeTheme(
                target: .apca,
                overrides: [.init(mode: .dark, role: .surface, color: RGBColor(RGB8(rgb: 0x202020)))])
            #expect(scheme.theme == expected)
            let id = try #require(scheme.id)
            let token = try #require(scheme.editToken)
            let read = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).decode(
                SchemeBody.self)
            #expect(read.theme == expected)
            // The stored palette's theme is made with its settings.
            let theme = try await server.send(.GET, "/api/v1/schemes/\(id)/theme", token: token)
                .decode(ThemeBody.self)
            #expect(theme.target == "apca" && theme.modes["dark", "surface"] == "#202020")
            // The query still decides what it names.
            let asked = try await server.send(.GET, "/api/v1/schemes/\(id)/theme?target=aa", token: token)
                .decode(ThemeBody.self)
            #expect(asked.target == "aa" && asked.modes["dark", "surface"] == "#202020")
            let history = try await server.send(.GET, "/api/v1/schemes/\(id)/history", token: token)
                .decode(SchemeHistoryBody.self)
            #expect(history.revisions.first?.theme == expected)
            for bad in [
                #"{"colors":["fff"],"theme":{"target":"aa+","overrides":[]}}"#,
                ##"{"colors":["fff"],"theme":{"target":"aa","overrides":[{"mode":"noon","role":"tint","hex":"#000000"}]}}"##,
                #"{"colors":["fff"],"theme":{"target":"aa","overrides":[{"mode":"light","role":"tint","hex":"black"}]}}"#,
            ] {
                let refused = try await server.send(.POST, "/api/v1/schemes", json: bad)
                #expect(refused.status == .badRequest, "\(bad)")
            }
        }
    }
}
