import ColorKit
import ColrModels
import ColrTestKit
import Foundation
import PaletteFormats
import Testing
import Vapor

@Suite("/api/v1 schemes")
struct SchemeRoutesTests {
    @Test("Create, read, replace, share, list and delete with the edit token", arguments: Backend.allCases)
    func lifecycle(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes",
                json: ##"{"name":"Sunset","colors":["#ff4500","gold","hsb(30 100% 100%)"],"tags":["warm"]}"##)
            #expect(created.status == .created)
            let scheme = try created.decode(SchemeBody.self)
            let id = try #require(scheme.id)
            let token = try #require(scheme.editToken)
            #expect(token.count >= 32 && scheme.shared == false)
            #expect(scheme.colors == ["ff4500", "ffd700", "ff8000"])
            let read = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).decode(
                SchemeBody.self)
            #expect(read.name == "Sunset" && read.editToken == nil)

            let replaced = try await server.send(
                .PUT, "/api/v1/schemes/\(id)", json: #"{"name":"Dusk","colors":["000080"],"tags":["cool"]}"#,
                token: token)
            let body = try replaced.decode(SchemeBody.self)
            #expect(body.name == "Dusk" && body.colors == ["000080"] && body.tags == ["cool"])
            // Private: not listed, and colr.org's read answers as for an unknown scheme.
            #expect(try await server.send(.GET, "/api/v1/schemes").decode(SchemeList.self).schemes.isEmpty)
            #expect(
                try await server.send(.GET, "/json/scheme/\(id)").decode(LegacyEnvelope.self).schemes.isEmpty)

            let shared = try await server.send(
                .PUT, "/api/v1/schemes/\(id)/sharing", json: #"{"shared":true}"#, token: token)
            #expect(try shared.decode(SchemeBody.self).shared == true)
            let legacy = try await server.send(.GET, "/json/scheme/\(id)").decode(LegacyEnvelope.self)
            let history = try #require(legacy.schemesHistory["\(id)"])
            #expect(
                Set(history.map { "\($0.name):\($0.addedCount)/\($0.deletedCount)" }) == [
                    "warm:1/1", "cool:1/0",
                ])
            #expect(
                try await server.send(.GET, "/api/v1/schemes").decode(SchemeList.self).schemes.map(\.id) == [
                    id
                ])
            #expect(
                try await server.send(.GET, "/api/v1/schemes/random?count=3").decode(SchemeList.self).schemes
                    .count == 1)
            #expect(
                try await server.send(.DELETE, "/api/v1/schemes/\(id)", token: token).status == .noContent)
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)").status == .notFound)
            #expect(try await server.send(.DELETE, "/api/v1/schemes/\(id)", token: token).status == .notFound)
            #expect(
                try await server.send(
                    .PUT, "/api/v1/schemes/\(id)", json: #"{"colors":["fff"]}"#, token: token
                )
                .status == .notFound)
        }
    }

    /// The API reads dates as it writes them (ISO 8601), so a client may send back what it read.
    @Test("A scheme as the API answered it, createdAt and all, is a valid replacement")
    func answerSentBack() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Sea","colors":["006994"]}"#
            ).decode(SchemeBody.self)
            let (id, token) = (try #require(created.id), try #require(created.editToken))
            let answer = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).text
            #expect(answer.contains(#""createdAt":"20"#))
            let replaced = try await server.send(
                .PUT, "/api/v1/schemes/\(id)", json: answer.replacingOccurrences(of: "Sea", with: "Ocean"),
                token: token)
            #expect(replaced.status == .ok)
            #expect(try replaced.decode(SchemeBody.self).name == "Ocean")
        }
    }

    @Test("Without the right token: 403, and nothing changes", arguments: Backend.allCases)
    func ownership(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let scheme = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"Mine","colors":["ff0000"]}"#
            ).decode(SchemeBody.self)
            let (id, token) = (try #require(scheme.id), try #require(scheme.editToken))
            for attempt in [
                nil, "wrong", String(token.dropLast()) + (token.hasSuffix("x") ? "y" : "x"),
                String(repeating: "a", count: 5000),
            ] {
                var headers = HTTPHeaders()
                if let attempt { headers.bearerAuthorization = BearerAuthorization(token: attempt) }
                headers.contentType = .json
                let put = try await server.send(
                    .PUT, "/api/v1/schemes/\(id)", headers: headers,
                    body: #"{"name":"Theirs","colors":["000"]}"#)
                #expect(put.status == .forbidden, "\(attempt ?? "no token")")
                #expect(try put.decode(ErrorBody.self).error == "forbidden")
                let sharing = try await server.send(
                    .PUT, "/api/v1/schemes/\(id)/sharing", headers: headers, body: #"{"shared":true}"#)
                #expect(sharing.status == .forbidden)
                #expect(
                    try await server.send(.DELETE, "/api/v1/schemes/\(id)", headers: headers).status
                        == .forbidden)
                #expect(
                    try await server.send(.GET, "/api/v1/schemes/\(id)", headers: headers).status
                        == .forbidden)
                #expect(
                    try await server.send(.GET, "/api/v1/schemes/\(id)/history", headers: headers).status
                        == .forbidden)
            }
            let unchanged = try #require(try await server.app.colr.store.scheme(id: id))
            #expect(unchanged.name == "Mine" && unchanged.colors.map(\.value) == ["ff0000"])
            #expect(!unchanged.access.isShared)
            #expect(try await server.app.colr.store.schemeRevisions(id: id, limit: 10).count == 1)
        }
    }

    @Test("History keeps every state, by role and time, never by identity", arguments: [Backend.sqlite])
    func history(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let scheme = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name":"One","colors":["ff0000"]}"#
            ).decode(SchemeBody.self)
            let (id, token) = (try #require(scheme.id), try #require(scheme.editToken))
            try await server.send(
                .PUT, "/api/v1/schemes/\(id)", json: #"{"name":"Two","colors":["00ff00","0000ff"]}"#,
                token: token)
            let answer = try await server.send(.GET, "/api/v1/schemes/\(id)/history", token: token)
            #expect(!answer.body.string.contains("visitor"))
            let revisions = try answer.decode(SchemeHistoryBody.self).revisions
            #expect(revisions.map(\.number) == [2, 1])
            #expect(revisions.map(\.name) == ["Two", "One"])
            #expect(revisions.first?.colors == ["00ff00", "0000ff"])
            #expect(revisions.allSatisfy { $0.editedBy == .tokenHolder })
        }
    }

    @Test("A palette file imports as a new private scheme", arguments: [Backend.sqlite])
    func importsAFile(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let gpl = "GIMP Palette\nName: Harbour\n#\n255  99  71\ttomato\n  0  51 102\tnavy\n"
            var headers = HTTPHeaders()
            headers.contentType = .plainText
            let created = try await server.send(.POST, "/api/v1/schemes/import", headers: headers, body: gpl)
            #expect(created.status == .created)
            let scheme = try created.decode(SchemeBody.self)
            #expect(scheme.name == "Harbour" && scheme.colors == ["ff6347", "003366"])
            #expect(scheme.editToken != nil && scheme.shared == false)
            let css = try await server.send(
                .POST, "/api/v1/schemes/import?format=css", headers: headers, body: ":root { --a: #123456; }")
            #expect(try css.decode(SchemeBody.self).colors == ["123456"])
            let tailwind = try await server.send(
                .POST, "/api/v1/schemes/import?format=tailwind", headers: headers,
                body: "@theme {\n  --color-sea: #0a4d68;\n}\n")
            #expect(try tailwind.decode(SchemeBody.self).colors == ["0a4d68"])
            let android = try await server.send(
                .POST, "/api/v1/schemes/import", headers: headers,
                body:
                    #"<?xml version="1.0" encoding="utf-8"?><resources><color name="sky">#FF87CEEB</color></resources>"#
            )
            #expect(try android.decode(SchemeBody.self).colors == ["87ceeb"])
            let catalog = PaletteExporter.export(
                PaletteDocument(
                    name: "Harbour",
                    entries: [.init(name: "Tomato", color: RGB8(red: 255, green: 99, blue: 71))]),
                as: .assetCatalog)
            var zip = HTTPHeaders()
            zip.contentType = .zip
            let unzipped = try await server.send(
                .POST, "/api/v1/schemes/import?format=xcassets", headers: zip, bytes: catalog)
            #expect(try unzipped.decode(SchemeBody.self).colors == ["ff6347"])
            for (query, body) in [("", "hello"), ("?format=png", "x"), ("?format=gpl", "not gimp"), ("", "")]
            {
                let refused = try await server.send(
                    .POST, "/api/v1/schemes/import\(query)", headers: headers, body: body)
                #expect(refused.status == .badRequest, "\(query) \(body)")
            }
            let many = "GIMP Palette\n" + (0..<65).map { "\($0) 0 0\tc\($0)" }.joined(separator: "\n")
            let tooMany = try await server.send(.POST, "/api/v1/schemes/import", headers: headers, body: many)
            #expect(tooMany.status == .badRequest && tooMany.body.string.contains("at most 64"))
            #expect(try await server.app.colr.store.schemes(editableBy: "nobody", limit: 10).isEmpty)
        }
    }

    @Test("Bad schemes are 400 and store nothing", arguments: [Backend.sqlite])
    func refusals(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            for json in [
                #"{"colors":[]}"#, #"{"colors":["fff","nope"]}"#, #"{"name":5,"colors":["fff"]}"#,
                #"{"colors":"fff"}"#, "{", #"{"colors":["fff"],"tags":[""]}"#,
            ] {
                let response = try await server.send(.POST, "/api/v1/schemes", json: json)
                #expect(response.status == .badRequest, "\(json)")
                #expect(!(try response.decode(ErrorBody.self).reason.isEmpty))
            }
            #expect(try await server.send(.GET, "/api/v1/schemes/abc").status == .badRequest)
            #expect(try await server.send(.GET, "/api/v1/schemes").decode(SchemeList.self).schemes.isEmpty)
        }
    }
}

@Suite("/api/v1 scheme audit")
struct SchemeAuditRoutesTests {
    @Test("Contrast pairs with repairs, and colors a deficiency runs together", arguments: [Backend.sqlite])
    func audit(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            // Yellow on white fails AA; red and green run together for deuteranopes.
            let scheme = try await server.send(
                .POST, "/api/v1/schemes",
                json: #"{"name":"Traffic","colors":["ffffff","ffcc00","d62728","2ca02c"]}"#
            ).decode(SchemeBody.self)
            let (id, token) = (try #require(scheme.id), try #require(scheme.editToken))
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)/audit").status == .forbidden)
            let answer = try await server.send(.GET, "/api/v1/schemes/\(id)/audit", token: token)
            let audit = try answer.decode(SchemeAuditBody.self)
            #expect(audit.target == "aa" && audit.colors == ["ffffff", "ffcc00", "d62728", "2ca02c"])
            #expect(audit.pairs.count == 12)
            let yellowOnWhite = try #require(audit.pairs.first { $0.text == 1 && $0.background == 0 })
            #expect(!yellowOnWhite.passes && yellowOnWhite.ratio < 2 && yellowOnWhite.level == "fail")
            // #D62728 on white is 5.02:1: AA, not AAA.
            let redOnWhite = try #require(audit.pairs.first { $0.text == 2 && $0.background == 0 })
            #expect(redOnWhite.passes && redOnWhite.level == "AA")
            #expect(
                audit.names == ["white", "gold", "crimson", "forestgreen"] && audit.title == "Red & Green")
            let repair = try #require(yellowOnWhite.repair.flatMap(ColorHex.init))
            #expect(Contrast.ratio(repair.color, RGBColor(white: 1)) >= 4.5)
            #expect(audit.pairs.filter(\.passes).allSatisfy { $0.repair == nil })
            #expect(
                audit.confusions.contains {
                    Set([$0.first, $0.second]) == [2, 3] && $0.deficiency == .deutan
                })
            let strict = try await server.send(
                .GET, "/api/v1/schemes/\(id)/audit?target=apca75", token: token)
            #expect(try strict.decode(SchemeAuditBody.self).target == "apca75")
            for bad in ["apca", "apca5", "apca200", "AAAA", "%00"] {
                let refused = try await server.send(
                    .GET, "/api/v1/schemes/\(id)/audit?target=\(bad)", token: token)
                #expect(refused.status == .badRequest, "\(bad)")
            }
        }
    }
}
