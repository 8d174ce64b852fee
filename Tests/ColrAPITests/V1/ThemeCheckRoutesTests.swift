import ColrModels
import Foundation
import Testing
import Vapor

/// `POST /api/v1/themes/check` on ColrAPI alone.
@Suite("/api/v1/themes/check")
struct ThemeCheckRoutesTests {
    static let sheet = """
        :root { --bg: #ffffff; --fg: #999999; --ink: #1f2328; }
        [data-theme="dark"] { --bg: #0d1117; --fg: #6e7681; --ink: #e6edf3; }
        """
    static let pairs = #"{"pairs": [{"text": "--fg", "on": "--bg"}, {"text": "--ink", "on": "--bg"}]}"#

    static func body(_ request: ThemeCheckRequest) throws -> String {
        String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
    }

    static let request = ThemeCheckRequest(
        files: [ThemeCheckFile(path: "theme.css", text: sheet)],
        pairs: ThemeCheckFile(path: "pairs.json", text: pairs))

    @Test("Every pair in every mode comes back measured, with where each token is written and its fix")
    func checks() async throws {
        try await APITestApp.with { api in
            let response = try await api.send(
                .POST, "/api/v1/themes/check", json: try Self.body(Self.request))
            #expect(response.status == .ok)
            let body = try JSONDecoder().decode(
                ThemeCheckBody.self, from: Data(response.body.readableBytesView))
            #expect(body.modes == ["light", "dark"])
            #expect(body.checks.count == 4 && body.failing == 2 && !body.holds)
            let failing = try #require(body.checks.first { !$0.passes })
            #expect(
                failing.text == "--fg" && failing.location?.file == "theme.css" && failing.location?.line == 1
            )
            #expect(body.fixes.count == 2 && body.fixes.allSatisfy { $0.to != nil })
            #expect(body.rewritten == nil)
        }
    }

    @Test("With fix, the rewritten file comes back with only its values changed")
    func rewrites() async throws {
        var request = Self.request
        request.fix = true
        try await APITestApp.with { api in
            let response = try await api.send(.POST, "/api/v1/themes/check", json: try Self.body(request))
            let body = try JSONDecoder().decode(
                ThemeCheckBody.self, from: Data(response.body.readableBytesView))
            let file = try #require(body.rewritten?.first?.text)
            #expect(body.holds && body.failing == 0)
            #expect(
                file.replacingOccurrences(of: #"#[0-9a-f]{6}"#, with: "#", options: .regularExpression)
                    == Self.sheet.replacingOccurrences(
                        of: #"#[0-9a-f]{6}"#, with: "#", options: .regularExpression))
            #expect(file != Self.sheet)
        }
    }

    @Test("SARIF, JUnit and Markdown come back in their own media types")
    func reportFormats() async throws {
        try await APITestApp.with { api in
            for (format, type) in [
                ("sarif", "application/sarif+json"), ("junit", "application/xml; charset=utf-8"),
                ("markdown", "text/markdown; charset=utf-8"),
            ] {
                let response = try await api.send(
                    .POST, "/api/v1/themes/check?format=\(format)", json: try Self.body(Self.request))
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentType) == type)
            }
            let sarif = try await api.send(
                .POST, "/api/v1/themes/check?format=sarif", json: try Self.body(Self.request))
            #expect(sarif.body.string.contains("\"version\" : \"2.1.0\""))
        }
    }

    @Test("The user's mistakes are 400s that name the file, line and token; nothing is a 500")
    func mistakes() async throws {
        try await APITestApp.with { api in
            let cases: [(ThemeCheckRequest, String)] = [
                (ThemeCheckRequest(files: []), "files"),
                (
                    ThemeCheckRequest(files: [ThemeCheckFile(path: "t.css", text: Self.sheet)]),
                    "no pairs to check"
                ),
                (
                    ThemeCheckRequest(
                        files: [
                            ThemeCheckFile(
                                path: "t.json", text: "{\"a\": {\"$type\": \"color\", \"$value\": \"{b}\"}}")
                        ],
                        infer: true), "t.json"
                ),
                (ThemeCheckRequest(files: [ThemeCheckFile(path: "t.css", base64: "%%%")]), "base64"),
                (
                    ThemeCheckRequest(files: Self.request.files, pairs: Self.request.pairs, format: "word"),
                    "not a theme format"
                ),
                (
                    ThemeCheckRequest(files: Self.request.files, pairs: Self.request.pairs, modes: ["sepia"]),
                    "sepia"
                ),
                (
                    ThemeCheckRequest(files: Self.request.files, pairs: Self.request.pairs, target: "best"),
                    "not a target"
                ),
                (
                    ThemeCheckRequest(
                        files: Self.request.files,
                        pairs: ThemeCheckFile(path: "p.json", text: "{\"pairs\": [{\"txt\": 1}]}")),
                    "p.json:1"
                ),
            ]
            for (request, words) in cases {
                let response = try await api.send(.POST, "/api/v1/themes/check", json: try Self.body(request))
                #expect(response.status == .badRequest, "\(words)")
                #expect(response.body.string.contains(words), "\(response.body.string)")
            }
            let garbage = try await api.send(.POST, "/api/v1/themes/check", json: "{\"files\": 7")
            #expect(garbage.status == .badRequest)
            let format = try await api.send(
                .POST, "/api/v1/themes/check?format=pdf", json: try Self.body(Self.request))
            #expect(format.status == .badRequest)
        }
    }
}
