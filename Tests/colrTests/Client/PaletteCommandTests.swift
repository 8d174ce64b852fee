import ColrModels
import ColrTestKit
import Foundation
import Testing

/// `colr palette import|share|history` against a real server.
@Suite("colr palette", .serialized)
struct PaletteCommandTests {
    @Test func importShareAndFollowTheHistory() async throws {
        try await TestServer.listening { server in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("colr-\(UUID()).gpl")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data("GIMP Palette\nName: Harbour\n#\n255  99  71\ttomato\n  0  51 102\tnavy\n".utf8).write(
                to: file)

            let imported = try await server.colr("palette", "import", file.path)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("Harbour (2 colors)"))
            let token = try #require(
                imported.stdout.split(separator: "\n").first { $0.hasPrefix("edit token: ") }?
                    .dropFirst("edit token: ".count))
            let id = try #require(
                imported.stdout.split(separator: " ").dropFirst().first.map { String($0.dropLast()) })

            let refused = try await server.colr("palette", "share", id)
            #expect(refused.status != 0 && refused.stderr.contains("--token"))
            let wrong = try await server.colr("palette", "share", id, "--token", "guess")
            #expect(wrong.status != 0 && wrong.stderr.contains("not yours"), "\(wrong.stderr)")
            // A token is base64url, so one in 64 begins with "-": it is still the option's value.
            let dashed = try await server.colr("palette", "share", id, "--token", "-guess")
            #expect(dashed.status != 0 && dashed.stderr.contains("not yours"), "\(dashed.stderr)")
            let shared = try await server.colr(
                "palette", "share", id, environment: ["COLR_EDIT_TOKEN": String(token)])
            #expect(shared.status == 0 && shared.stdout.contains("/p/\(id)"), "\(shared.stderr)")
            #expect(try await server.send(.GET, "/p/\(id)").status == .ok)

            let history = try await server.colr("palette", "history", id)
            #expect(history.status == 0 && history.stdout.contains("1  "), "\(history.stderr)")
            #expect(history.stdout.contains("token  Harbour  #ff6347 #003366"))

            let png = try await server.colr("palette", "import", file.path, "--format", "png")
            #expect(png.status != 0 && png.stderr.contains("cannot be imported"))
        }
    }
}

@Suite("colr palette audit", .serialized)
struct PaletteAuditCommandTests {
    @Test func listsFailuresWithRepairsAndExitsNonZero() async throws {
        try await TestServer.listening { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes",
                json: #"{"name":"Traffic","colors":["ffffff","ffcc00","d62728","2ca02c"]}"#)
            let id = String(try #require(created.json["id"] as? Int))
            let token = try #require(created.json["editToken"] as? String)
            let audit = try await server.colr("palette", "audit", id, "--token", token)
            #expect(audit.status == 1, "\(audit.stderr)")
            #expect(audit.stdout.contains("target aa: "))
            #expect(audit.stdout.contains("  #FFCC00  gold\n") && audit.stdout.contains("  #FFFFFF  white\n"))
            #expect(audit.stdout.contains("#FFCC00 on #FFFFFF  1.") && audit.stdout.contains(":1 fail  Lc "))
            #expect(audit.stdout.contains("→ #"))
            #expect(audit.stdout.contains("#D62728 and #2CA02C under deutan"))
            let passing = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Ink","colors":["000000","ffffff"]}"#)
            let clean = try await server.colr(
                "palette", "audit", String(try #require(passing.json["id"] as? Int)), "--token",
                try #require(passing.json["editToken"] as? String))
            #expect(clean.status == 0 && clean.stdout.contains("0 of 2 pairs fail"), "\(clean.stdout)")
            let badTarget = try await server.colr(
                "palette", "audit", id, "--token", token, "--target", "bogus")
            #expect(badTarget.status != 0 && badTarget.stderr.contains("not a contrast target"))
        }
    }

    /// `--colors` runs the server's own check here, without a server: the same answer.
    @Test func checksGivenColorsOfflineAsTheServerWould() async throws {
        let colors = ["#336699", "gold", "rgb(255 99 71)", "white"]
        let offline = try await CommandRunner.run(["palette", "audit", "--colors"] + colors + ["--json"])
        #expect(offline.status == 1, "\(offline.stderr)")
        let local = try JSONDecoder().decode(SchemeAuditBody.self, from: Data(offline.stdout.utf8))
        try await TestServer.listening { server in
            let body = try JSONEncoder().encode(PaletteAuditRequest(colors: colors))
            let answer = try await server.send(
                .POST, "/api/v1/schemes/audit", json: String(decoding: body, as: UTF8.self))
            #expect(try answer.decode(SchemeAuditBody.self) == local)
        }
    }
}
