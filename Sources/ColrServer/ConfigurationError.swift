/// What `colr serve` can be told that it cannot use; the message says what to write instead.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A setting's value is not one it accepts; `expected` says what it accepts.
    case invalidValue(setting: String, expected: String)
    /// The database location is neither a SQLite path nor a usable `postgres://` URL.
    case invalidDatabase(reason: String)
    /// A backup could not be made; `reason` says why, and nothing was left at the destination.
    case backupFailed(reason: String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .invalidValue(let setting, let expected): return "\(setting) must be \(expected)"
        case .invalidDatabase(let reason): return "the database setting is not usable: \(reason)"
        case .backupFailed(let reason): return "no backup was made: \(reason)"
        }
    }
}
