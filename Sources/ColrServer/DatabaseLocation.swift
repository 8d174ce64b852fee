import FluentPostgresDriver
import Foundation

/// Where the store lives: a SQLite file (the default, nothing to install) or a PostgreSQL server.
public enum DatabaseLocation: Hashable, Sendable, CustomStringConvertible {
    /// A SQLite file at this path.
    case sqlite(path: String)
    /// A private in-memory SQLite database, gone when the process ends.
    case sqliteMemory
    /// A PostgreSQL server, as a `postgres://user:password@host:port/database` URL.
    case postgres(url: String)

    /// Reads `postgres://…` or `postgresql://…` as PostgreSQL, `:memory:` as in-memory SQLite,
    /// `sqlite:PATH` or any other text as a SQLite file path.
    public init(_ text: String) throws(ConfigurationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("postgres://") || trimmed.hasPrefix("postgresql://") {
            self = .postgres(url: trimmed)
            _ = try postgresConfiguration()  // refused now, not when the server starts
        } else if trimmed == ":memory:" {
            self = .sqliteMemory
        } else {
            let path =
                trimmed.hasPrefix("sqlite://")
                ? String(trimmed.dropFirst(9))
                : trimmed.hasPrefix("sqlite:") ? String(trimmed.dropFirst(7)) : trimmed
            guard !path.isEmpty else {
                throw .invalidDatabase(reason: "give a SQLite file path or a postgres:// URL")
            }
            self = .sqlite(path: path)
        }
    }

    /// `sqlite` or `postgres`, as the health check reports it.
    public var kind: String {
        if case .postgres = self { return "postgres" }
        return "sqlite"
    }

    /// The location with any password hidden, for logs.
    public var description: String {
        switch self {
        case .sqlite(let path): return "sqlite:\(path)"
        case .sqliteMemory: return "sqlite::memory:"
        case .postgres(let url):
            guard let at = url.firstIndex(of: "@"), let scheme = url.range(of: "://") else { return url }
            let credentials = url[scheme.upperBound..<at]
            guard let colon = credentials.firstIndex(of: ":") else { return url }
            return String(url[..<colon]) + ":•••" + String(url[at...])
        }
    }

    /// The PostgreSQL connection settings the URL describes (TLS from `sslmode`, as libpq
    /// reads it), parsed in this one place for the pool and the change feed alike.
    public func postgresConfiguration() throws(ConfigurationError) -> SQLPostgresConfiguration {
        guard case .postgres(let url) = self else {
            throw .invalidDatabase(reason: "the database is not PostgreSQL")
        }
        do {
            return try SQLPostgresConfiguration(url: url)
        } catch {
            throw .invalidDatabase(reason: "\(description) is not a postgres:// URL PostgreSQL accepts")
        }
    }
}
