import ColrModels
import Testing
import Vapor

/// `/api/v1/colors` over the in-memory store: what the routes do with the store's answers.
@Suite("/api/v1 colors on ColrAPI alone")
struct ColorRoutesTests {
    @Test("A color's detail carries the store's tags and its notations")
    func detail() async throws {
        try await APITestApp.with { api in
            let response = try await api.send(.GET, "/api/v1/colors/%23FF00FF")
            #expect(response.status == .ok)
            let detail = try response.decode(ColorDetail.self)
            #expect(detail.hex == "ff00ff" && detail.stored)
            #expect(detail.tags.map(\.name) == ["fuchsia", "magenta"])
            #expect(detail.notations["hsl"] == "hsl(300 100% 50%)")
            let unknown = try await api.send(.GET, "/api/v1/colors/123456").decode(ColorDetail.self)
            #expect(!unknown.stored && unknown.tags.isEmpty)
        }
    }

    @Test("Tags are added once each, in order, and removed")
    func addAndRemove() async throws {
        try await APITestApp.with { api in
            let added = try await api.send(
                .POST, "/api/v1/colors/336699/tags", json: #"{"tags":["Calm","sea","calm"]}"#)
            #expect(added.status == .ok)
            #expect(try added.decode(ColorDetail.self).tags.map(\.name) == ["calm", "sea"])
            let removed = try await api.send(.DELETE, "/api/v1/colors/336699/tags/calm")
            #expect(try removed.decode(ColorDetail.self).tags.map(\.name) == ["sea"])
            #expect(try await api.store.color(ColorHex("336699")!)?.tags.map(\.name.value) == ["sea"])
        }
    }

    @Test("Too many tags in one request are refused whole")
    func tooManyTags() async throws {
        try await APITestApp.with { api in
            let tags = (0...TagName.maximumPerRequest).map { "\"t\($0)\"" }.joined(separator: ",")
            let response = try await api.send(
                .POST, "/api/v1/colors/445566/tags", json: "{\"tags\":[\(tags)]}")
            #expect(response.status == .badRequest)
            #expect(try await api.store.color(ColorHex("445566")!) == nil)
        }
    }

    @Test("A color as seen with a color-vision deficiency, and clear 400s for bad asks")
    func simulate() async throws {
        try await APITestApp.with { api in
            let response = try await api.send(.GET, "/api/v1/colors/red/simulate?deficiency=deutan")
            #expect(response.status == .ok)
            let body = try response.decode(SimulatedColor.self)
            #expect(body == SimulatedColor(hex: ColorHex("ff0000")!, deficiency: .deutan, severity: 1))
            #expect(body.hex == "ff0000" && body.simulated != "ff0000" && body.name == "Deuteranopia")
            let partial = try await api.send(
                .GET, "/api/v1/colors/ff0000/simulate?deficiency=protan&severity=0.3")
            #expect(try partial.decode(SimulatedColor.self).name == "Protanomaly")
            for bad in [
                "", "?deficiency=nope", "?deficiency=protan&severity=2", "?deficiency=protan&severity=nan",
            ] {
                let refused = try await api.send(.GET, "/api/v1/colors/ff0000/simulate\(bad)")
                #expect(refused.status == .badRequest, "\(bad)")
            }
        }
    }
}
