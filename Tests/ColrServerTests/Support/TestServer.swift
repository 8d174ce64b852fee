import ColrCore
import ColrServer
import Foundation
import NIOCore
import Testing
import Vapor
import VaporTesting

/// One `buildApplication(config:)` server on a fresh database, driven in process.
struct TestServer: Sendable {
    let app: Application
    let database: DatabaseLocation

    /// Builds a server on a fresh database of `backend`, runs `body`, and tears everything down.
    static func with(
        _ backend: Backend, seed: Bool = true, configure: (inout ColrConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let (location, dropDatabase) = try await backend.makeDatabase()
        var config = ColrConfiguration()
        config.database = location
        config.seed = seed
        config.logLevel = .critical
        configure(&config)
        let app = try await buildApplication(config: config, environment: .testing)
        do {
            try await body(TestServer(app: app, database: location))
        } catch {
            try? await app.asyncShutdown()
            await dropDatabase()
            throw error
        }
        try await app.asyncShutdown()
        await dropDatabase()
    }

    /// Sends a request and returns the response.
    @discardableResult
    func send(
        _ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil
    ) async throws -> TestingHTTPResponse {
        try await app.testing().sendRequest(
            method, path, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }

    /// Sends a request over a real socket to the server listening on an ephemeral loopback port,
    /// for behavior that only exists on the wire (streamed body limits).
    func sendOverNetwork(
        _ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil
    ) async throws -> TestingHTTPResponse {
        try await app.testing(method: .running(hostname: "127.0.0.1", port: 0)).sendRequest(
            method, path, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }

    /// Sends JSON.
    @discardableResult
    func send(_ method: HTTPMethod, _ path: String, json: String) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return try await send(method, path, headers: headers, body: json)
    }

    /// Posts a form, as colr.org clients do.
    @discardableResult
    func postForm(_ path: String, _ form: String) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        headers.contentType = .urlEncodedForm
        return try await send(.POST, path, headers: headers, body: form)
    }
}

extension TestingHTTPResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The body as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] ?? [:]
    }

    /// The body decoded with the wire contract's date format.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: Data(buffer: body))
    }
}
