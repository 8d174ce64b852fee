import ColrDomain
import ColrModels
import Foundation
import Synchronization

/// A real, in-memory ColorStore for app tests; `failing` turns every call into the error a
/// database outage produces, to prove the screens' failure paths.
public final class MemoryColorStore: ColrStorage, Sendable {
    private let colors = Mutex<[ColorHex: StoredColor]>([:])
    /// Schemes and their revisions (see MemoryColorStore+Schemes.swift).
    let schemeTables = Mutex(SchemeTables())
    /// While true, every call fails as a database outage would.
    public let failing = Atomic<Bool>(false)
    /// How many times a color was read, so tests can tell a screen did not read it again.
    public let colorReads = Atomic<Int>(0)
    /// How many times a scheme was replaced, so tests can tell a screen did not write twice.
    public let schemeWrites = Atomic<Int>(0)
    /// Milliseconds each scheme write takes, as a slow database's would, to open race windows.
    public let writeDelay = Atomic<Int>(0)

    /// Where tag changes are announced, as the database store announces them.
    public let feed: (any ChangeFeed)?

    /// A store holding `seed`'s colors with their tags, announcing its changes to `feed`.
    public init(_ seed: [(String, [String])] = [], feed: (any ChangeFeed)? = nil) {
        self.feed = feed
        for (hex, tags) in seed {
            let names = tags.compactMap { try? TagName($0) }
            colors.withLock { $0[ColorHex(hex)!] = Self.make(ColorHex(hex)!, tags: names, id: $0.count + 1) }
        }
    }

    private static func make(_ hex: ColorHex, tags: [TagName], id: Int) -> StoredColor {
        StoredColor(
            id: id, hex: hex, createdAt: Date(),
            tags: tags.enumerated().map { StoredTag(id: $0.offset + 1, name: $0.element, addedAt: Date()) })
    }

    func check() throws(ColrError) {
        if failing.load(ordering: .relaxed) { throw .storeUnavailable(reason: "test outage") }
    }

    /// ``ColorStore/color`` on the in-memory tables.
    public func color(_ hex: ColorHex) async throws(ColrError) -> StoredColor? {
        colorReads.add(1, ordering: .relaxed)
        try check()
        return colors.withLock { $0[hex] }
    }

    /// ``ColorStore/colorWithHistory`` on the in-memory tables.
    public func colorWithHistory(_ hex: ColorHex) async throws(ColrError) -> (
        color: StoredColor, history: [TagHistory]
    )? {
        try await color(hex).map { ($0, []) }
    }

    /// ``ColorStore/randomColors`` on the in-memory tables.
    public func randomColors(count: Int) async throws(ColrError) -> [StoredColor] {
        try check()
        return Array(colors.withLock { Array($0.values) }.prefix(count))
    }

    /// ``ColorStore/latestColors`` on the in-memory tables.
    public func latestColors(count: Int) async throws(ColrError) -> [StoredColor] {
        try await randomColors(count: count)
    }

    /// ``ColorStore/colorCount`` on the in-memory tables.
    public func colorCount() async throws(ColrError) -> Int {
        try check()
        return colors.withLock { $0.count }
    }

    /// ``ColorStore/colors`` on the in-memory tables.
    public func colors(taggedWithAll tags: [TagName], limit: Int) async throws(ColrError) -> [StoredColor] {
        try check()
        return colors.withLock { Array($0.values) }.filter { color in
            tags.allSatisfy { tag in color.tags.contains { $0.name == tag } }
        }
    }

    /// ``ColorStore/colors`` on the in-memory tables.
    public func colors(tagged tag: TagName, after cursor: Int?, limit: Int) async throws(ColrError)
        -> ColorPage
    {
        ColorPage(colors: try await colors(taggedWithAll: [tag], limit: limit), nextCursor: nil)
    }

    /// ``ColorStore/addTags`` on the in-memory tables.
    public func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor
    {
        try check()
        let color = try colors.withLock { table throws(ColrError) in
            var merged = table[hex]?.tags.map(\.name) ?? []
            for tag in tags where !merged.contains(tag) { merged.append(tag) }
            // As the databases do: a write past the bound leaves nothing of itself.
            guard merged.count <= TagName.maximumPerColor else {
                throw .limitReached(reason: "\(hex) already carries the most tags a color may have")
            }
            let color = Self.make(hex, tags: merged, id: table[hex]?.id ?? table.count + 1)
            table[hex] = color
            return color
        }
        await feed?.publish(ColorChange(color))
        return color
    }

    /// ``ColorStore/removeTag`` on the in-memory tables.
    public func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError)
        -> StoredColor?
    {
        try check()
        let updated = colors.withLock { table -> StoredColor? in
            guard let color = table[hex] else { return nil }
            let updated = Self.make(hex, tags: color.tags.map(\.name).filter { $0 != tag }, id: color.id)
            table[hex] = updated
            return updated
        }
        if let updated { await feed?.publish(ColorChange(updated)) }
        return updated
    }

    /// ``ColorRepository/topColors(after:limit:)`` on the in-memory tables: the SQL store's
    /// order (most tags, then the older id), colors without tags left out.
    public func topColors(after cursor: RankCursor?, limit: Int) async throws(ColrError) -> RankedColorPage {
        try check()
        let ranked = colors.withLock { Array($0.values) }.filter { !$0.tags.isEmpty }
            .map { RankedColor(color: $0, tagCount: $0.tags.count) }
            .sorted { $0.ranks(before: $1) }
        let start =
            cursor.map { cursor in
                ranked.firstIndex { ($0.tagCount, cursor.colorID) < (cursor.tagCount, $0.color.id) }
                    ?? ranked.count
            } ?? 0
        let rest = ranked[start...]
        return RankedColorPage(items: Array(rest.prefix(limit)), more: rest.count > limit, cursor: \.cursor)
    }

    /// ``ColorStore/searchTags`` on the in-memory tables.
    public func searchTags(prefix: String, limit: Int) async throws(ColrError) -> [TagSummary] {
        try check(); return []
    }
    /// ``ColorStore/colorHistory`` on the in-memory tables.
    public func colorHistory(colorIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try check(); return [:]
    }
    /// ``ColorStore/schemeHistory`` on the in-memory tables.
    public func schemeHistory(schemeIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try check(); return [:]
    }
    /// ``ColorStore/ping`` on the in-memory tables.
    public func ping() async throws(ColrError) { try check() }
}
