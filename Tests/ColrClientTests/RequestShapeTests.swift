import ColrClient
import ColrClientTesting
import ColrModels
import Foundation
import Testing

/// What the client puts on the wire: paths, encoding, bodies, headers.
@Suite("ColrClient requests")
struct RequestShapeTests {
    @Test func colorsAndTagsArePercentEncodedAsOneSegment() async throws {
        let stub = StubTransport(fallback: .json(Fixtures.red))
        let client = Fixtures.client(stub)
        _ = try await client.color("#FF0000")
        _ = try await client.color("rgb(255 0 0 / 50%)")
        _ = try await client.removeTag("deep sea/é?", from: "red")
        let paths = stub.requests.map(\.path)
        try #require(paths.count == 3)
        #expect(paths[0] == "/api/v1/colors/%23FF0000")
        #expect(paths[1] == "/api/v1/colors/rgb%28255%200%200%20%2F%2050%25%29")
        #expect(paths[2] == "/api/v1/colors/red/tags/deep%20sea%2F%C3%A9%3F")
        #expect(stub.requests.map(\.method) == [.get, .get, .delete])
        #expect(stub.requests.allSatisfy { $0.headers["Accept"] == "application/json" && $0.body == nil })
    }

    @Test func addingTagsSendsJSON() async throws {
        let stub = StubTransport(fallback: .json(Fixtures.red))
        _ = try await Fixtures.client(stub).addTags(["warm", "a+b & c"], to: "ff0000")
        let request = try #require(stub.requests.first)
        #expect(request.method == .post && request.path == "/api/v1/colors/ff0000/tags")
        #expect(request.headers["Content-Type"] == "application/json")
        let body = try JSONDecoder().decode(AddTagsRequest.self, from: try #require(request.body))
        #expect(body.tags == ["warm", "a+b & c"])
    }

    @Test func legacyAddingTagsSendsColrOrgsForm() async throws {
        let stub = StubTransport()
        stub.on(
            .post, "/js/color/ff0000/addtag/",
            reply: .legacy(
                LegacyEnvelope(colors: [
                    LegacyColor(
                        timestamp: 0, hex: "ff0000", id: 3,
                        tags: [LegacyTag(timestamp: 0, id: 1, name: "warm")])
                ])))
        let detail = try await Fixtures.client(stub, mode: .legacy).addTags(["warm", "a+b & c=d"], to: "RED")
        #expect(detail.tags.map(\.name) == ["warm"] && detail.stored)
        let request = try #require(stub.requests.first)
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.bodyText == "tags=warm%2Ca%2Bb%20%26%20c%3Dd")
    }

    @Test func queriesCarryTheParameters() async throws {
        let stub = StubTransport()
        stub.on(.get, "/api/v1/search", reply: .json(SearchResults(query: "x", tags: [], names: [])))
        stub.on(.get, "/api/v1/schemes/random", reply: .json(SchemeList(schemes: [])))
        stub.on(.get, "/json/schemes/random/4", reply: .legacy(LegacyEnvelope()))
        stub.on(.get, "/api/v1/colors/top", reply: .json(ColorList(colors: [])))
        let client = Fixtures.client(stub)
        _ = try await client.search("a&b=c+d #", limit: 3)
        _ = try await client.randomSchemes(count: 2, sizeLimit: 5)
        _ = try await Fixtures.client(stub, mode: .legacy).randomSchemes(count: 4, sizeLimit: 6)
        _ = try await client.topColors(limit: 7)
        let requests = stub.requests
        try #require(requests.count == 4)
        #expect(requests[0].query("q") == "a&b=c+d #" && requests[0].query("limit") == "3")
        #expect(requests[0].url.query == "q=a%26b%3Dc%2Bd%20%23&limit=3")
        #expect(requests[1].query("count") == "2" && requests[1].query("sizeLimit") == "5")
        #expect(requests[2].query("scheme_size_limit") == "6")
        #expect(requests[3].query("limit") == "7")
    }

    @Test func aBaseURLWithAPathPrefixKeepsIt() async throws {
        let stub = StubTransport(fallback: .json(HealthStatus(status: "ok", database: "sqlite")))
        let client = ColrClient(baseURL: URL(string: "https://example.com/colr/")!, transport: stub)
        _ = try await client.health()
        #expect(stub.requests.first?.url.absoluteString == "https://example.com/colr/api/v1/health")
    }

    @Test func schemeRequestsCarryOnlyWhatTheClientMaySet() async throws {
        let stub = StubTransport()
        let stored = SchemeBody(
            id: 9, name: "n", colors: ["ff0000"], tags: ["t"], createdAt: Date(timeIntervalSince1970: 5))
        stub.on(.post, "/api/v1/schemes", reply: .json(stored, status: 201))
        let created = try await Fixtures.client(stub).createScheme(stored)
        #expect(created == stored)
        let sent = try JSONDecoder().decode(SchemeBody.self, from: try #require(stub.requests.first?.body))
        #expect(sent == SchemeBody(name: "n", colors: ["ff0000"], tags: ["t"]))
    }

    @Test func emptyPathSegmentsAreRefusedLocally() async throws {
        let stub = StubTransport()
        let client = Fixtures.client(stub)
        let color = try await #require(throws: ColrClient.Error.self) { try await client.color("") }
        #expect(color.kind == .invalidRequest && color.reason.contains("give a color"))
        let tag = try await #require(throws: ColrClient.Error.self) {
            try await client.removeTag("", from: "ff0000")
        }
        #expect(tag.kind == .invalidRequest && tag.reason.contains("give a tag"))
        #expect(stub.requests.isEmpty)
    }
}
