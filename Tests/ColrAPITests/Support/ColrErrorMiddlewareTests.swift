import ColrModels
import ColrTestKit
import Testing
import Vapor

/// Each kind of failure becomes its status, a stable code and a reason, in the envelope of the
/// path it happened on.
@Suite("The API's errors")
struct ColrErrorMiddlewareTests {
    @Test("Each mistake is a 4xx with a code and a reason a person can act on")
    func mistakes() async throws {
        try await APITestApp.with { api in
            let cases: [(HTTPMethod, String, String?, HTTPResponseStatus, String, String)] = [
                (.GET, "/api/v1/colors/zz", nil, .badRequest, "invalid_color", "zz"),
                (
                    .POST, "/api/v1/colors/ff00ff/tags", #"{"tags":[]}"#, .badRequest, "invalid_request",
                    "1 to 20"
                ),
                (
                    .POST, "/api/v1/colors/ff00ff/tags", #"{"tags":["\u0000\u200b"]}"#, .badRequest,
                    "invalid_tag", "visible"
                ),
                (
                    .POST, "/api/v1/colors/ff00ff/tags", #"{"tags":"#, .badRequest, "invalid_request",
                    "malformed JSON"
                ),
                (
                    .POST, "/api/v1/colors/ff00ff/tags", #"{"tag":["a"]}"#, .badRequest, "invalid_request",
                    "missing"
                ),
                (.DELETE, "/api/v1/colors/123456/tags/warm", nil, .notFound, "not_found", "123456"),
                (.GET, "/api/v1/nothing-here", nil, .notFound, "not_found", "/api/v1/nothing-here"),
            ]
            for (method, path, json, status, code, reason) in cases {
                let response = try await api.send(method, path, json: json)
                #expect(response.status == status, "\(method) \(path)")
                let body = try response.decode(ErrorBody.self)
                #expect(body.error == code, "\(method) \(path)")
                #expect(body.reason.contains(reason), "\(body.reason)")
            }
        }
    }

    @Test("A store that is down is a 503 with Retry-After, on the API and on colr.org's paths")
    func outage() async throws {
        let store = MemoryColorStore()
        store.failing.store(true, ordering: .relaxed)
        try await APITestApp.with(store) { api in
            let modern = try await api.send(.GET, "/api/v1/colors/ff00ff")
            #expect(modern.status == .serviceUnavailable)
            #expect(modern.headers.first(name: "Retry-After") == "5")
            #expect(try modern.decode(ErrorBody.self).error == "store_unavailable")
            let legacy = try await api.send(.POST, "/js/color/ff00ff/addtag/", form: "tags=lost")
            #expect(legacy.status == .serviceUnavailable)
            let envelope = try legacy.decode(LegacyEnvelope.self)
            #expect(!envelope.success)
            #expect(envelope.messages.first?.contains("test outage") == true)
        }
        store.failing.store(false, ordering: .relaxed)
        #expect(try await store.color(ColorHex("ff00ff")!) == nil, "nothing was written during the outage")
    }

    @Test("Writes past a client's allowance are 429 with Retry-After, and are not written")
    func rateLimited() async throws {
        try await APITestApp.with(MemoryColorStore(), writesPerMinute: 1, burst: 2) { api in
            let first = try await api.send(.POST, "/api/v1/colors/010203/tags", json: #"{"tags":["a","b"]}"#)
            #expect(first.status == .ok)
            let refused = try await api.send(.POST, "/api/v1/colors/010203/tags", json: #"{"tags":["c"]}"#)
            #expect(refused.status == .tooManyRequests)
            #expect(Int(refused.headers.first(name: "Retry-After") ?? "") ?? 0 >= 1)
            #expect(try refused.decode(ErrorBody.self).error == "rate_limited")
            let legacy = try await api.send(.POST, "/js/color/010203/addtag/", form: "tags=d")
            #expect(legacy.status == .tooManyRequests)
            #expect(try !legacy.decode(LegacyEnvelope.self).success)
            let stored = try await api.store.color(ColorHex("010203")!)
            #expect(stored?.tags.map(\.name.value) == ["a", "b"])
        }
    }

    @Test("A color at its tag bound refuses more with 409, keeping what it has")
    func limitReached() async throws {
        let store = MemoryColorStore([("0a0a0a", (0..<TagName.maximumPerColor).map { "t\($0)" })])
        try await APITestApp.with(store) { api in
            let response = try await api.send(
                .POST, "/api/v1/colors/0a0a0a/tags", json: #"{"tags":["one more"]}"#)
            #expect(response.status == .conflict)
            #expect(try response.decode(ErrorBody.self).error == "limit_reached")
            #expect(try await store.color(ColorHex("0a0a0a")!)?.tags.count == TagName.maximumPerColor)
        }
    }
}
