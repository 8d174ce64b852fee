import ColorKit
import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

/// `POST /api/v1/schemes/audit`: the check of colors that are not stored.
@Suite("/api/v1 audit of given colors")
struct PaletteAuditRoutesTests {
    @Test("Levels from the unrounded ratio, names, a title, and nothing stored")
    func auditsGivenColors() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            // #158A00 on white is 4.4994:1: shown as 4.5 to two places, yet short of AA.
            let answer = try await server.send(
                .POST, "/api/v1/schemes/audit",
                json: ##"{"colors":["#ffffff","158a00","black","rgb(51 102 153)"]}"##)
            #expect(answer.status == .ok, "\(answer.text)")
            let audit = try answer.decode(SchemeAuditBody.self)
            #expect(audit.target == "aa" && audit.colors == ["ffffff", "158a00", "000000", "336699"])
            #expect(audit.names.count == 4 && audit.names[0] == "white" && audit.names[2] == "black")
            try #require(audit.names.count == 4)
            #expect(
                audit.names[3] == ColorNameCatalog.css.nearest(to: RGBColor(RGB8(rgb: 0x336699)))?.named.name)
            let colors = try audit.colors.map { try #require(ColorHex($0)).color }
            #expect(audit.title == PaletteTitle.suggest(for: colors))
            let green = try #require(audit.pairs.first { $0.text == 1 && $0.background == 0 })
            #expect(green.ratio == 4.5 && green.level == "fail" && !green.passes && green.repair != nil)
            let black = try #require(audit.pairs.first { $0.text == 2 && $0.background == 0 })
            #expect(black.ratio == 21 && black.level == "AAA" && black.passes)
            let blue = try #require(audit.pairs.first { $0.text == 3 && $0.background == 0 })
            #expect(blue.level == "AA" && blue.ratio >= 5.9 && blue.ratio < 7)

            // The same answer a stored scheme of these colors gets.
            let stored = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"colors":["ffffff","158a00","000000","336699"]}"#
            ).decode(SchemeBody.self)
            let again = try await server.send(
                .GET, "/api/v1/schemes/\(try #require(stored.id))/audit",
                token: try #require(stored.editToken))
            #expect(try again.decode(SchemeAuditBody.self) == audit)
            // The audit took no scheme id: the first scheme stored after it is the first there is.
            #expect(stored.id == 1, "the audit stored nothing")

            let strict = try await server.send(
                .POST, "/api/v1/schemes/audit?target=aaa", json: #"{"colors":["ffffff","336699"]}"#)
            let aaa = try strict.decode(SchemeAuditBody.self)
            #expect(aaa.target == "aaa" && aaa.pairs.allSatisfy { !$0.passes && $0.level == "AA" })
        }
    }

    @Test("Refuses what is not a palette")
    func refusesBadRequests() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let tooMany = "[" + Array(repeating: #""fff""#, count: 65).joined(separator: ",") + "]"
            for body in [
                #"{"colors":[]}"#, #"{"colors":"fff"}"#, #"{"colors":["nope"]}"#, "{\"colors\":\(tooMany)}",
            ] {
                let refused = try await server.send(.POST, "/api/v1/schemes/audit", json: body)
                #expect(refused.status == .badRequest, "\(body)")
                #expect(refused.json["reason"] is String)
            }
            let badTarget = try await server.send(
                .POST, "/api/v1/schemes/audit?target=apca5", json: #"{"colors":["fff","000"]}"#)
            #expect(badTarget.status == .badRequest)
            let notJSON = try await server.send(.POST, "/api/v1/schemes/audit", body: "colors=fff")
            #expect(notJSON.status == .unsupportedMediaType)
        }
    }
}
