import ColorKit
import ColrDomain
import Foundation

/// What every handler needs: the store, the name catalogs, the write meter and the clock.
public struct ColrRouteContext: Sendable {
    /// Where colors and schemes live; writes through them are charged to ``writeMeter``.
    public let store: Repositories
    /// Name lists used for exact and nearest names and for name search.
    public let catalogs: [ColorNameCatalog]
    /// Limits writes per client address.
    public let writeMeter: any WriteMeter
    /// The database kind reported by the health check (`sqlite` or `postgres`).
    public let databaseKind: String
    /// Notations and names of recently asked-for colors.
    public let facts: ColorFactsCache
    /// The current time (injectable so tests can pin it).
    public let now: @Sendable () -> Date
    /// How many live app sessions the server keeps, for the health check.
    public var sessionCount: @Sendable () async -> Int? = { nil }

    /// Creates a context over `store`'s repositories, their writes charged in `writeMeter`.
    public init(
        store: Repositories, writeMeter: any WriteMeter, catalogs: [ColorNameCatalog],
        databaseKind: String,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store.metered(by: writeMeter)
        self.catalogs = catalogs
        self.facts = ColorFactsCache(catalogs: catalogs)
        self.writeMeter = writeMeter
        self.databaseKind = databaseKind
        self.now = now
    }
}
