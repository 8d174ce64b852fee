import ColrClient
import ColrClientTesting
import ColrModels
import Foundation
import Testing

/// The tag sequence's paging, through a stub, where each page can be inspected.
@Suite("ColrClient tagged colors")
struct TaggedColorsTests {
    static func summary(_ hex: String) -> ColorSummary {
        ColorSummary(hex: hex, tags: ["warm"], createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test func passesEachCursorBackAndStopsAtTheLastPage() async throws {
        let stub = StubTransport()
        stub.on(
            .get, "/api/v1/tags/warm/colors",
            reply: .json(
                ColorList(colors: [Self.summary("000001"), Self.summary("000002")], nextCursor: "c1")),
            .json(ColorList(colors: [], nextCursor: "c2")),
            .json(ColorList(colors: [Self.summary("000003")])))
        var hexes: [String] = []
        for try await color in Fixtures.client(stub).colors(tagged: "warm", pageSize: 2) {
            hexes.append(color.hex)
        }
        #expect(hexes == ["000001", "000002", "000003"])
        #expect(stub.requests.map { $0.query("cursor") } == [nil, "c1", "c2"])
        #expect(stub.requests.allSatisfy { $0.query("limit") == "2" })
    }

    @Test func fetchesOnlyAsFarAsItIsRead() async throws {
        let stub = StubTransport()
        stub.on(
            .get, "/api/v1/tags/warm/colors",
            reply: .json(ColorList(colors: [Self.summary("000001")], nextCursor: "more")))
        var iterator = Fixtures.client(stub).colors(tagged: "warm").makeAsyncIterator()
        #expect(try await iterator.next()?.hex == "000001")
        #expect(stub.requests.count == 1)
    }

    @Test func anErrorOnALaterPageIsThrownTyped() async throws {
        let stub = StubTransport()
        stub.on(
            .get, "/api/v1/tags/warm/colors",
            reply: .json(ColorList(colors: [Self.summary("000001")], nextCursor: "c1")),
            .status(400, reason: "the cursor is not one this server issued"))
        var seen = 0
        do throws(ColrClient.Error) {
            for try await _ in Fixtures.client(stub).colors(tagged: "warm") { seen += 1 }
            Issue.record("the second page should have failed")
        } catch {
            #expect(error.kind == .invalidRequest && error.reason.contains("cursor"))
        }
        #expect(seen == 1)
    }

    @Test func aRouteMissingIsNotMistakenForAnEmptyTag() async throws {
        let stub = StubTransport(fallback: .garbage(status: 404, body: "Not Found"))
        let error = try await #require(throws: ColrClient.Error.self) {
            for try await _ in Fixtures.client(stub).colors(tagged: "warm") {}
        }
        #expect(error.kind == .notFound && error.code == nil)
    }
}
