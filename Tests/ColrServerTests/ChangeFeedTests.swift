import ColrServer
import ColrTestKit
import Testing
import Vapor

@Suite("Change feed")
struct ChangeFeedTests {
    @Test(
        "Committed tag changes are announced; refused ones are not", .postgresTimeLimit,
        arguments: Backend.allCases)
    func announcesCommittedChanges(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            var changes = server.app.colr.feed.changes().makeAsyncIterator()
            try await server.postForm("/js/color/abcdef/addtag/", "tags=%00")  // refused: nothing to announce
            try await server.send(.POST, "/api/v1/colors/123456/tags", json: #"{"tags":["one"]}"#)
            try await server.send(.DELETE, "/api/v1/colors/123456/tags/one")
            try await server.send(.DELETE, "/api/v1/colors/123456/tags/one")  // no change: no announcement
            try await server.postForm("/js/color/abcdef/addtag/", "tags=two")
            // Each announcement carries the tags after the change, so screens need not read them.
            let announced = [await changes.next(), await changes.next(), await changes.next()]
            #expect(announced.map { $0?.hex.value } == ["123456", "123456", "abcdef"])
            #expect(announced.map { $0?.tags?.map(\.value) } == [["one"], [], ["two"]])
        }
    }
}
