import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor
import VaporTesting

/// Writing a scheme others may be writing too: reads carry the revision (`ETag`), a PUT with
/// `If-Match` never overwrites a newer save, and a PATCH merges operations by intent.
@Suite("/api/v1 schemes: revisions, If-Match and PATCH")
struct SchemeRevisionRoutesTests {
    /// Sends JSON with the scheme's token and, when given, `If-Match`.
    func send(
        _ server: TestServer, _ method: HTTPMethod, _ id: Int, json: String, token: String,
        ifMatch: String? = nil
    ) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        headers.contentType = .json
        headers.bearerAuthorization = BearerAuthorization(token: token)
        if let ifMatch { headers.replaceOrAdd(name: .ifMatch, value: ifMatch) }
        return try await server.send(method, "/api/v1/schemes/\(id)", headers: headers, body: json)
    }

    /// A new scheme of four colors: its id and token.
    func created(on server: TestServer) async throws -> (Int, String) {
        let body = try await server.send(
            .POST, "/api/v1/schemes", json: #"{"name":"Sea","colors":["111111","222222","333333","444444"]}"#
        ).decode(SchemeBody.self)
        return (try #require(body.id), try #require(body.editToken))
    }

    @Test(
        "Reads and writes carry the revision; a PUT on an old one is 412 and changes nothing",
        arguments: Backend.allCases)
    func preconditions(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let (id, token) = try await created(on: server)
            let read = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token)
            #expect(read.headers.first(name: .eTag) == "\"1\"")
            let body = try read.decode(SchemeBody.self)
            #expect(body.revision == 1)
            #expect(body.entries?.map(\.id) == [1, 2, 3, 4])
            #expect(body.entries?.map(\.color) == ["111111", "222222", "333333", "444444"])

            let put = try await send(
                server, .PUT, id, json: #"{"name":"One","colors":["111111"]}"#, token: token, ifMatch: "\"1\""
            )
            #expect(put.status == .ok && put.headers.first(name: .eTag) == "\"2\"")
            // Another client still holding revision 1 is refused, told the revision now.
            let stale = try await send(
                server, .PUT, id, json: #"{"name":"Two","colors":["222222"]}"#, token: token, ifMatch: "\"1\""
            )
            #expect(stale.status == .preconditionFailed)
            #expect(stale.headers.first(name: .eTag) == "\"2\"")
            #expect(try stale.decode(ErrorBody.self).error == "precondition_failed")
            #expect(
                try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).decode(SchemeBody.self)
                    .name == "One")
            // `*` matches any revision; no If-Match is last-write-wins, as the README says.
            #expect(
                try await send(
                    server, .PUT, id, json: #"{"name":"Any","colors":["fff"]}"#, token: token, ifMatch: "*"
                ).status == .ok)
            #expect(
                try await send(server, .PUT, id, json: #"{"name":"Last","colors":["fff"]}"#, token: token)
                    .status == .ok)
            for bad in ["7", "W/\"3\"", "\"x\"", "\"1\", \"2\""] {
                let refused = try await send(
                    server, .PUT, id, json: #"{"colors":["000"]}"#, token: token, ifMatch: bad)
                #expect(refused.status == .badRequest, "If-Match: \(bad)")
            }
            // Without the token, If-Match or not: 403, not a hint about revisions.
            #expect(
                try await send(
                    server, .PUT, id, json: #"{"colors":["000"]}"#, token: "wrong", ifMatch: "\"1\""
                ).status == .forbidden)
        }
    }

    @Test(
        "PATCH merges operations from an old revision by intent, and names what it replaced",
        arguments: Backend.allCases)
    func patches(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let (id, token) = try await created(on: server)
            // Two clients read revision 1. One removes entry 1 and renames.
            let first = try await send(
                server, .PATCH, id,
                json: #"{"operations":[{"op":"remove","entry":1},{"op":"rename","name":"Bay"}]}"#,
                token: token, ifMatch: "\"1\"")
            #expect(first.status == .ok && first.headers.first(name: .eTag) == "\"2\"")
            // The other removes entry 2, adds after entry 3, and renames too.
            let second = try await send(
                server, .PATCH, id,
                json:
                    #"{"operations":[{"op":"remove","entry":2},{"op":"add","color":"teal","after":3,"before":4},{"op":"rename","name":"Cove"}]}"#,
                token: token, ifMatch: "\"1\"")
            #expect(second.status == .ok)
            let result = try second.decode(SchemeEditResultBody.self)
            #expect(result.scheme.colors == ["333333", "008080", "444444"])
            #expect(result.scheme.entries?.map(\.id) == [3, 5, 4])
            #expect(result.scheme.name == "Cove" && result.scheme.revision == 3)
            #expect(result.replaced == [.init(field: "name", value: "Bay")])

            // A move of an entry someone removed: 409, the revision now, nothing changed.
            let move = try await send(
                server, .PATCH, id,
                json: #"{"operations":[{"op":"rename","name":"Lost"},{"op":"move","entry":1,"before":3}]}"#,
                token: token, ifMatch: "\"1\"")
            #expect(move.status == .conflict && move.headers.first(name: .eTag) == "\"3\"")
            let error = try move.decode(ErrorBody.self)
            #expect(error.error == "edit_conflict")
            #expect(
                error.reason == "another editor removed #111111, so it could not be moved; nothing was saved")
            let now = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).decode(
                SchemeBody.self)
            #expect(now.name == "Cove" && now.revision == 3)

            // Removing what is gone already is kept and records nothing.
            let again = try await send(
                server, .PATCH, id, json: #"{"operations":[{"op":"remove","entry":2}]}"#, token: token,
                ifMatch: "\"1\"")
            #expect(again.status == .ok && again.headers.first(name: .eTag) == "\"3\"")
            let history = try await server.send(.GET, "/api/v1/schemes/\(id)/history", token: token)
                .decode(SchemeHistoryBody.self)
            #expect(history.revisions.map(\.number) == [3, 2, 1])
        }
    }

    @Test("Bad PATCHes are 400 and change nothing", arguments: [Backend.sqlite])
    func refusals(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let (id, token) = try await created(on: server)
            let many = Array(repeating: #"{"op":"rename","name":"x"}"#, count: 257).joined(separator: ",")
            for (json, reason) in [
                (#"{"operations":[]}"#, "send at least one operation"),
                (#"{"operations":[{"op":"add","color":"nope"}]}"#, nil),
                (#"{"operations":[{"op":"teleport","entry":1}]}"#, nil),
                (
                    #"{"operations":[{"op":"move","entry":99}]}"#,
                    "the palette has no entry 99; read it again for its entries"
                ),
                (#"{"operations":[{"op":"rename","name":"\#(String(repeating: "x", count: 101))"}]}"#, nil),
                (#"{"operations":[\#(many)]}"#, "one save carries at most 256 operations"),
                (#"{"operations":"remove"}"#, nil),
            ] {
                let answer = try await send(server, .PATCH, id, json: json, token: token)
                #expect(answer.status == .badRequest, "\(json.prefix(80))")
                if let reason { #expect(try answer.decode(ErrorBody.self).reason == reason) }
            }
            let future = try await send(
                server, .PATCH, id, json: #"{"operations":[{"op":"remove","entry":1}]}"#, token: token,
                ifMatch: "\"9\"")
            #expect(future.status == .badRequest)
            let now = try await server.send(.GET, "/api/v1/schemes/\(id)", token: token).decode(
                SchemeBody.self)
            #expect(now.revision == 1 && now.colors.count == 4)
        }
    }
}
