import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("colr.org-compatible API")
struct LegacyRoutesTests {
    /// The seeded `ff00ff` carries `fuchsia` and `magenta`; the bytes are colr.org's, ids and times aside.
    @Test("GET /json/color/{hex}: exact bytes", arguments: Backend.allCases)
    func knownColorBytes(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let response = try await server.send(.GET, "/json/color/FF00FF?timestamp=12345")
            #expect(response.status == .ok)
            #expect(response.headers.contentType == .json)
            let colors = try #require(response.json["colors"] as? [[String: Any]])
            let color = try #require(colors.first)
            let tags = try #require(color["tags"] as? [[String: Any]])
            let id = try #require(color["id"] as? Int), time = try #require(color["timestamp"] as? Int)
            try #require(tags.count == 2)
            let fuchsia = try #require(tags[0]["id"] as? Int), magenta = try #require(tags[1]["id"] as? Int)
            let expected = """
                {"colors": [{"timestamp": \(time), "hex": "ff00ff", "id": \(id), "tags": [{"timestamp": \(time), \
                "id": \(fuchsia), "name": "fuchsia"}, {"timestamp": \(time), "id": \(magenta), "name": "magenta"}]}], \
                "schemes": [], "schemes_history": {}, "success": true, "colors_history": {"ff00ff": [{"d_count": 0, \
                "id": "\(fuchsia)", "a_count": 1, "name": "fuchsia"}, {"d_count": 0, "id": "\(magenta)", "a_count": 1, \
                "name": "magenta"}]}, "messages": [], "new_color": "ff00ff"}
                """
            #expect(response.text == expected)
            #expect(
                response.headers.first(name: "Access-Control-Allow-Origin") == "*"
                    || response.headers.first(name: "Access-Control-Allow-Origin") == nil)
        }
    }

    @Test("Unknown and malformed colors: 200, success, id -1, input echoed", arguments: Backend.allCases)
    func unknownColors(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            for input in ["abcdef", "zzz", "12345", "<b>x", "ff00ff00", "ÿÿÿ"] {
                let path =
                    "/json/color/"
                    + (input.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? input)
                let response = try await server.send(.GET, path)
                #expect(response.status == .ok, "\(input)")
                let envelope = try response.decode(LegacyEnvelope.self)
                #expect(envelope.success)
                let color = try #require(envelope.colors.first)
                #expect(color.id == -1 && color.tags.isEmpty)
                #expect(color.hex == input)
                #expect(abs(Double(color.timestamp) - Date().timeIntervalSince1970) < 60)
                #expect(envelope.newColor == input)
            }
        }
    }

    @Test("Random, latest and random-n colors", arguments: Backend.allCases)
    func randomAndLatest(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let random = try await server.send(.GET, "/json/color/random").decode(LegacyEnvelope.self)
            #expect(
                random.colors.count == 1 && (random.colors.first?.id ?? 0) > 0
                    && random.colors.first?.tags.isEmpty == false)
            try await server.postForm("/js/color/123456/addtag/", "tags=newest")
            let latest = try await server.send(.GET, "/json/color/latest").decode(LegacyEnvelope.self)
            #expect(latest.colors.map(\.hex) == ["123456"])
            let response = try await server.send(.GET, "/json/colors/random/5")
            let several = try response.decode(LegacyEnvelope.self)
            #expect(several.colors.count == 5)
            #expect(Set(several.colors.map(\.hex)).count == 5)
            #expect(several.matchingColors == 144)
            #expect(response.text.hasSuffix(", \"matching_colors\": 144}"))
            #expect(
                try await server.send(.GET, "/json/colors/random/1000").decode(LegacyEnvelope.self).colors
                    .count == 100)
            #expect(try await server.send(.GET, "/json/colors/random/0").status == .badRequest)
            #expect(try await server.send(.GET, "/json/colors/random/abc").status == .badRequest)
        }
    }

    @Test("Colors by one tag and by several", arguments: Backend.allCases)
    func byTags(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            let magenta = try await server.send(.GET, "/json/tag/Magenta").decode(LegacyEnvelope.self)
            #expect(magenta.colors.map(\.hex) == ["ff00ff"])
            try await server.postForm("/js/color/ff00ff/addtag/", "tags=loud")
            try await server.postForm("/js/color/ff0000/addtag/", "tags=loud")
            let loud = try await server.send(.GET, "/json/tags/loud").decode(LegacyEnvelope.self)
            #expect(Set(loud.colors.map(\.hex)) == ["ff00ff", "ff0000"])
            let both = try await server.send(.GET, "/json/tags/loud,magenta").decode(LegacyEnvelope.self)
            #expect(both.colors.map(\.hex) == ["ff00ff"])
            #expect(
                try await server.send(.GET, "/json/tag/nosuchtag").decode(LegacyEnvelope.self).colors.isEmpty)
        }
    }

    @Test("POST /js/color/{hex}/addtag/: comma lists, idempotent, history", arguments: Backend.allCases)
    func addTag(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let first = try await server.postForm("/js/color/ABCDEF/addtag/", "tags=Warm,%20sunny%20day")
            #expect(first.status == .ok)
            let envelope = try first.decode(LegacyEnvelope.self)
            #expect(envelope.colors.first?.hex == "abcdef")
            #expect(envelope.colors.first?.tags.map(\.name) == ["warm", "sunny day"])
            #expect(envelope.newColor == "abcdef")
            try await server.postForm("/js/color/abcdef/addtag/", "tags=warm")
            let again = try await server.send(.GET, "/json/color/abcdef").decode(LegacyEnvelope.self)
            #expect(again.colors.first?.tags.map(\.name) == ["warm", "sunny day"])
            let history = try #require(again.colorsHistory["abcdef"])
            #expect(history.map(\.addedCount) == [1, 1])
            #expect(history.map(\.deletedCount) == [0, 0])
            #expect(history.map(\.id) == again.colors.first?.tags.map { String($0.id) })
        }
    }

    @Test("addtag refusals keep colr.org's envelope and lose nothing", arguments: Backend.allCases)
    func addTagRefusals(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let empty = try await server.postForm("/js/color/abcdef/addtag/", "tags=%20,%20")
            #expect(empty.status == .badRequest)
            let refusal = try empty.decode(LegacyEnvelope.self)
            #expect(!refusal.success && refusal.messages.count == 1)
            let long = try await server.postForm(
                "/js/color/abcdef/addtag/", "tags=ok," + String(repeating: "x", count: 70))
            #expect(long.status == .badRequest)
            #expect(try await server.postForm("/js/color/nothex/addtag/", "tags=warm").status == .badRequest)
            #expect(try await server.postForm("/js/color/abcdef/addtag/", "other=warm").status == .badRequest)
            // The refused batch containing "ok" must not have been half-written.
            let color = try await server.send(.GET, "/json/color/abcdef").decode(LegacyEnvelope.self)
            #expect(color.colors.first?.id == -1)
        }
    }

    @Test("Schemes: by id, random, random-n with a size limit", arguments: Backend.allCases)
    func schemes(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let small = try await server.send(
                .POST, "/api/v1/schemes",
                json: #"{"name":"duo","colors":["000000","ffffff"],"tags":["mono"]}"#)
            let large = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"colors":["f00","0f0","00f","ff0"]}"#)
            #expect(small.status == .created && large.status == .created)
            let smallID = try #require(try small.decode(SchemeBody.self).id)
            // colr.org had only public schemes; private ones stay out of its endpoints until shared.
            #expect(
                try await server.send(.GET, "/json/scheme/\(smallID)").decode(LegacyEnvelope.self).schemes
                    .isEmpty)
            for created in [small, large] {
                let scheme = try created.decode(SchemeBody.self)
                let id = try #require(scheme.id)
                let shared = try await server.send(
                    .PUT, "/api/v1/schemes/\(id)/sharing", json: #"{"shared":true}"#,
                    token: scheme.editToken)
                #expect(shared.status == .ok)
            }
            let one = try await server.send(.GET, "/json/scheme/\(smallID)")
            let envelope = try one.decode(LegacyEnvelope.self)
            #expect(envelope.schemes.map(\.colors) == [["000000", "ffffff"]])
            #expect(envelope.schemes.first?.tags.map(\.name) == ["mono"])
            #expect(envelope.schemesHistory["\(smallID)"]?.map(\.addedCount) == [1])
            #expect(one.text.hasPrefix(#"{"colors": [], "schemes": [{"timestamp": "#))
            let random = try await server.send(.GET, "/json/scheme/random").decode(LegacyEnvelope.self)
            #expect(random.schemes.count == 1)
            for _ in 0..<5 {
                let limited = try await server.send(.GET, "/json/schemes/random/5?scheme_size_limit=2")
                    .decode(LegacyEnvelope.self)
                #expect(limited.schemes.map(\.id) == [smallID])
            }
            #expect(
                try await server.send(.GET, "/json/schemes/random/5").decode(LegacyEnvelope.self).schemes
                    .count == 2)
            #expect(
                try await server.send(.GET, "/json/scheme/99999").decode(LegacyEnvelope.self).schemes.isEmpty)
            #expect(
                try await server.send(.GET, "/json/schemes/random/2?scheme_size_limit=zero").status
                    == .badRequest)
        }
    }

    @Test("GETs are open to other origins", arguments: [Backend.sqlite])
    func cors(_ backend: Backend) async throws {
        try await TestServer.with(backend) { server in
            var headers = HTTPHeaders()
            headers.add(name: .origin, value: "https://example.org")
            let response = try await server.send(.GET, "/json/color/ff0000", headers: headers)
            #expect(response.headers.first(name: .accessControlAllowOrigin) == "*")
        }
    }
}
