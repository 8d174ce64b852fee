import ArgumentParser
import ColrServer
import Foundation

/// `colr backup <file>`: a consistent copy of the SQLite store, taken while it serves.
struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the SQLite store to a new file, consistently, while the server runs.",
        discussion: """
            The copy is what one moment of the store held, whatever is written meanwhile, and is
            itself a store: `colr serve --database <file>` serves it. It never overwrites a file.
            For PostgreSQL, use pg_dump (docs/DEPLOY.md).
            """)

    @Argument(help: "The new file to write.")
    var file: String

    @Option(help: "The SQLite store to copy (COLR_DATABASE_URL; default colr.sqlite).")
    var database: String?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let location = try DatabaseLocation(database ?? environment["COLR_DATABASE_URL"] ?? "colr.sqlite")
        do {
            try await SQLiteBackup.copy(location, to: file)
        } catch {
            throw ValidationError(error.description)
        }
        print("backed up to \(file)")
    }
}
