import ColrServer
import ComputeThreads
import Foundation
import Logging
import PostgresNIO
import TestSupport
import Testing

/// The two databases every server test runs on.
public enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// A SQLite file in a temporary directory.
    case sqlite
    /// A fresh database on the PostgreSQL server `scripts/test` starts.
    case postgres

    /// How the backend appears in test names.
    public var testDescription: String { rawValue }

    /// A fresh, empty database for one test, and how to get rid of it afterwards.
    public func makeDatabase() async throws -> (DatabaseLocation, @Sendable () async -> Void) {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "colr-test-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("colr.sqlite").path
            // Removed on a thread of its own: on this machine kind an unlink has taken seconds
            // while other work wrote to the disk, and the cooperative pool must not wait for it.
            return (
                .sqlite(path: path),
                {
                    await DedicatedThread.run { try? FileManager.default.removeItem(at: directory) }
                }
            )
        case .postgres:
            let name = "colr_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            try await PostgresAdmin.shared.execute("CREATE DATABASE \(name)")
            return (
                .postgres(url: try PostgresAdmin.url(database: name)),
                {
                    try? await PostgresAdmin.shared.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
                }
            )
        }
    }
}

/// Runs administrative statements on the test PostgreSQL server that `scripts/test` starts.
///
/// Without `COLR_TEST_POSTGRES_URL` the PostgreSQL half of the suite fails with a message
/// saying how to run it, rather than silently skipping.
public struct PostgresAdmin: Sendable {
    /// The one administrator.
    public static let shared = PostgresAdmin()

    /// The test server's URL, from `COLR_TEST_POSTGRES_URL`.
    public static func baseURL() throws -> URLComponents {
        guard let text = ProcessInfo.processInfo.environment["COLR_TEST_POSTGRES_URL"],
            let components = URLComponents(string: text), components.host != nil
        else {
            throw SetupError.missingPostgres
        }
        return components
    }

    /// The URL of one database on the test server.
    public static func url(database: String) throws -> String {
        var components = try baseURL()
        components.path = "/" + database
        return components.string ?? ""
    }

    /// Runs one administrative statement.
    public func execute(_ statement: String) async throws {
        let base = try Self.baseURL()
        let configuration = PostgresConnection.Configuration(
            host: base.host ?? "127.0.0.1", port: base.port ?? 5432, username: base.user ?? "postgres",
            password: base.password,
            database: String(base.path.dropFirst()).isEmpty ? "postgres" : String(base.path.dropFirst()),
            tls: .disable)
        let logger = Logger(label: "colr.tests.postgres-admin")
        let connection = try await PostgresConnection.connect(
            configuration: configuration, id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    enum SetupError: Error, CustomStringConvertible {
        case missingPostgres
        var description: String {
            "COLR_TEST_POSTGRES_URL is not set: run the suite with scripts/test, which starts PostgreSQL"
        }
    }
}
