import FluentSQLiteDriver
import Foundation
import SQLKit
import Vapor

/// A copy of a SQLite store taken while it serves: SQLite's `VACUUM INTO` writes the database as
/// one read transaction sees it, so the copy is consistent whatever is written meanwhile, and
/// compact. The copy is written beside its destination and renamed into place, so a backup cut
/// short leaves no half-written file under the name asked for.
public enum SQLiteBackup {
    /// Copies the store at `location` to a new file at `destination`.
    public static func copy(_ location: DatabaseLocation, to destination: String)
        async throws(ConfigurationError)
    {
        guard case .sqlite(let path) = location else {
            throw ConfigurationError.backupFailed(
                reason: "colr backup copies a SQLite store; for PostgreSQL use pg_dump (see docs/DEPLOY.md)")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw ConfigurationError.backupFailed(reason: "there is no SQLite store at \(path)")
        }
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw ConfigurationError.backupFailed(
                reason: "\(destination) already exists; a backup never overwrites a file")
        }
        let partial = destination + ".partial-\(UUID().uuidString.prefix(8))"
        do {
            try await vacuum(path, into: partial)
            try FileManager.default.moveItem(atPath: partial, toPath: destination)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw ConfigurationError.backupFailed(reason: "copying \(path) failed: \(error)")
        }
    }

    private static func vacuum(_ path: String, into target: String) async throws {
        let app = try await Application.make(Environment(name: "backup", arguments: ["colr"]))
        app.logger.logLevel = .error
        app.databases.use(.sqlite(.file(path), connectionPoolTimeout: .seconds(30)), as: .sqlite)
        do {
            guard let sql = app.db as? any SQLDatabase else {
                throw ConfigurationError.backupFailed(reason: "the store does not speak SQL")
            }
            try await sql.raw("VACUUM INTO \(bind: target)").run()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
