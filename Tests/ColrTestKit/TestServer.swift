import ColrDomain
import ColrServer
import Foundation
import NIOCore
import Vapor
import VaporTesting

/// One `buildApplication(config:)` server on a fresh database: driven in process, or listening
/// on an ephemeral loopback port for clients that need a real socket. Every test target that
/// needs a server uses this one.
public struct TestServer: Sendable {
    /// The application, as `colr serve` builds it.
    public let app: Application
    /// Where its store lives; nil for a server over an in-memory store.
    public let database: DatabaseLocation?
    /// Where it listens, for a server started with ``listening(seed:configure:_:)``.
    public let baseURL: URL?

    /// Wraps an application built elsewhere (a second instance on the same database, say).
    public init(app: Application, database: DatabaseLocation?, baseURL: URL? = nil) {
        self.app = app
        self.database = database
        self.baseURL = baseURL
    }

    /// Starts a server on a fresh SQLite file listening on an ephemeral loopback port, with write
    /// limits out of the way, runs `body`, and shuts everything down, also on failure.
    public static func listening(
        seed: Bool = false, configure: (inout ColrConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        try await with(
            .sqlite, seed: seed,
            configure: {
                $0.writesPerMinute = 1_000_000
                $0.writeBurst = 1_000_000
                configure(&$0)
            }
        ) { server in
            try await server.app.server.start(address: .hostname("127.0.0.1", port: 0))
            do {
                guard let port = server.app.http.server.shared.localAddress?.port else {
                    throw TestKitError.notListening
                }
                try await body(
                    TestServer(
                        app: server.app, database: server.database,
                        baseURL: URL(string: "http://127.0.0.1:\(port)")))
            } catch {
                await server.app.server.shutdown()
                throw error
            }
            await server.app.server.shutdown()
        }
    }

    /// Builds a server on a fresh database of `backend`, runs `body`, and tears everything down.
    public static func with(
        _ backend: Backend, seed: Bool = true, configure: (inout ColrConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        guard backend == .postgres else {
            return try await serve(backend, seed: seed, configure: configure, body)
        }
        try await PostgresSlots.shared.run {
            try await serve(backend, seed: seed, configure: configure, body)
        }
    }

    private static func serve(
        _ backend: Backend, seed: Bool, configure: (inout ColrConfiguration) -> Void,
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let (location, dropDatabase) = try await backend.makeDatabase()
        var config = ColrConfiguration()
        config.database = location
        config.seed = seed
        config.logLevel = .critical
        // Every test case starts at once: dozens of servers share one PostgreSQL, and on a busy
        // disk a connection can take longer than the product's three seconds to come free.
        config.databaseWait = 20
        configure(&config)
        let app: Application
        do {
            app = try await buildApplication(config: config, environment: .testing)
        } catch {
            await dropDatabase()
            throw error
        }
        do {
            try await body(TestServer(app: app, database: location, baseURL: nil))
        } catch {
            try? await app.asyncShutdown()
            await dropDatabase()
            throw error
        }
        try await app.asyncShutdown()
        await dropDatabase()
    }

    /// Builds a server over `store` and no database at all, runs `body`, and shuts it down. The
    /// server listens to the store's feed (a feed of its own if the store announces nothing).
    public static func with(
        memory store: MemoryColorStore, configure: (inout ColrConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        var config = ColrConfiguration()
        config.seed = false
        config.logLevel = .critical
        configure(&config)
        let provided = ProvidedStore(store, feed: store.feed ?? LocalChangeFeed())
        let app = try await buildApplication(config: config, store: provided, environment: .testing)
        do {
            try await body(TestServer(app: app, database: nil))
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// Sends a request and returns the response.
    @discardableResult
    public func send(
        _ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil
    ) async throws -> TestingHTTPResponse {
        try await app.testing().sendRequest(
            method, path, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }

    /// Sends a request whose body is raw bytes (an image, a binary palette file).
    public func send(_ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], bytes: [UInt8])
        async throws
        -> TestingHTTPResponse
    {
        try await app.testing().sendRequest(method, path, headers: headers, body: ByteBuffer(bytes: bytes))
    }

    /// Sends a request over a real socket to the server listening on an ephemeral loopback port,
    /// for behavior that only exists on the wire (streamed body limits).
    public func sendOverNetwork(
        _ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil
    ) async throws -> TestingHTTPResponse {
        try await app.testing(method: .running(hostname: "127.0.0.1", port: 0)).sendRequest(
            method, path, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }

    /// Sends JSON, with a scheme's edit token as `Authorization: Bearer` when given.
    @discardableResult
    public func send(_ method: HTTPMethod, _ path: String, json: String, token: String? = nil) async throws
        -> TestingHTTPResponse
    {
        var headers = HTTPHeaders()
        headers.contentType = .json
        if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
        return try await send(method, path, headers: headers, body: json)
    }

    /// Sends a body-less request with a scheme's edit token.
    @discardableResult
    public func send(_ method: HTTPMethod, _ path: String, token: String) async throws -> TestingHTTPResponse
    {
        var headers = HTTPHeaders()
        headers.bearerAuthorization = BearerAuthorization(token: token)
        return try await send(method, path, headers: headers)
    }

    /// Posts a form, as colr.org clients do.
    @discardableResult
    public func postForm(_ path: String, _ form: String) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        headers.contentType = .urlEncodedForm
        return try await send(.POST, path, headers: headers, body: form)
    }
}

extension TestingHTTPResponse {
    /// The body as text.
    public var text: String { String(buffer: body) }

    /// The body as a JSON object.
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] ?? [:]
    }

    /// The body decoded with the wire contract's date format.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: Data(buffer: body))
    }
}

/// What can go wrong setting a test server up.
public enum TestKitError: Error, CustomStringConvertible {
    /// The server started but has no listening address.
    case notListening

    /// What happened.
    public var description: String { "the test server is not listening" }
}
