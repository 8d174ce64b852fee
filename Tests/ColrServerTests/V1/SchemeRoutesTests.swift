import ColrCore
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("/api/v1 schemes")
struct SchemeRoutesTests {
    @Test("Create, read, replace, list and delete", arguments: Backend.allCases)
    func lifecycle(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes",
                json: ##"{"name":"Sunset","colors":["#ff4500","gold","hsb(30 100% 100%)"],"tags":["warm"]}"##)
            #expect(created.status == .created)
            let scheme = try created.decode(SchemeBody.self)
            let id = try #require(scheme.id)
            #expect(scheme.colors == ["ff4500", "ffd700", "ff8000"])
            #expect(
                try await server.send(.GET, "/api/v1/schemes/\(id)").decode(SchemeBody.self).name == "Sunset")

            let replaced = try await server.send(
                .PUT, "/api/v1/schemes/\(id)", json: #"{"name":"Dusk","colors":["000080"],"tags":["cool"]}"#)
            let body = try replaced.decode(SchemeBody.self)
            #expect(body.name == "Dusk" && body.colors == ["000080"] && body.tags == ["cool"])
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
            #expect(try await server.send(.DELETE, "/api/v1/schemes/\(id)").status == .noContent)
            #expect(try await server.send(.GET, "/api/v1/schemes/\(id)").status == .notFound)
            #expect(try await server.send(.DELETE, "/api/v1/schemes/\(id)").status == .notFound)
            #expect(
                try await server.send(.PUT, "/api/v1/schemes/\(id)", json: #"{"colors":["fff"]}"#).status
                    == .notFound)
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
