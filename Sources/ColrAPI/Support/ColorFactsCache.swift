import ColorKit
import ColrModels
import Synchronization

/// Remembers the facts of recently asked-for colors (notations and names), which depend only on
/// the hex: the name searches and formatting are most of a color read's CPU.
///
/// Bounded: when full, an arbitrary half is dropped, which keeps the hot colors likely and the
/// bookkeeping free. Nothing from the store is cached, so instances never disagree.
public final class ColorFactsCache: Sendable {
    private let entries = Mutex<[ColorHex: ColorDetail]>([:])
    private let capacity: Int
    private let catalogs: [ColorNameCatalog]

    /// Creates a cache over the given name catalogs.
    public init(catalogs: [ColorNameCatalog], capacity: Int = 4096) {
        self.catalogs = catalogs
        self.capacity = max(capacity, 2)
    }

    /// The facts of `hex`, computed on first use.
    public func facts(for hex: ColorHex) -> ColorDetail {
        if let cached = entries.withLock({ $0[hex] }) { return cached }
        let facts = ColorDetail(facts: hex, catalogs: catalogs)
        entries.withLock { table in
            if table.count >= capacity {
                table = Dictionary(
                    uniqueKeysWithValues: table.prefix(capacity / 2).map { ($0.key, $0.value) })
            }
            table[hex] = facts
        }
        return facts
    }

    /// How many colors are cached.
    public var count: Int { entries.withLock { $0.count } }
}
