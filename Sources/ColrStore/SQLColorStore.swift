import ColrDomain
import ColrModels
import FluentKit
import Foundation
import Logging
import PostgresNIO
import SQLKit

/// Every repository (``ColrDomain/ColrStorage``) in SQL: SQLite or PostgreSQL, one code path for
/// both, through Fluent's database drivers but with no Fluent models.
///
/// Queries go through SQLKit with bound parameters, because the writes need atomic
/// `INSERT … ON CONFLICT` upserts and the reads want one join instead of one query per tag.
/// Every database failure becomes ``ColrError/storeUnavailable(reason:)`` after being logged
/// in full; the person sees a short reason and nothing half-written (writes are transactions).
public struct SQLColorStore: ColrStorage {
    let database: @Sendable () -> (any Database)?
    let feed: (any ChangeFeed)?
    /// The feed's change log when it keeps one: writes then announce inside their transaction.
    let changeLog: (any ChangeLog)?
    /// Every operation passes through it, so shutdown can wait for them before closing the database.
    public let gate: StoreGate
    let logger: Logger
    let now: @Sendable () -> Date
    /// Recently read colors, where a feed that hears every instance's changes keeps it true.
    public let cache: ColorReadCache?
    /// Hears how long each operation waited for a pooled connection.
    let onConnectionWait: @Sendable (Duration) -> Void
    /// Where writes wait their turn on SQLite (see ``WriteQueue``); nil on PostgreSQL, whose
    /// row locks order two writes to one scheme and let writes to others run side by side.
    let writes: WriteQueue?
    /// Where saves of one scheme wait their turn before taking a connection (see ``WriteLanes``).
    let schemeSaves = WriteLanes<Int>()

    /// Creates a store; `database` is asked for a handle per operation so pools can recover,
    /// and answers nil once the database is closed. `onConnectionWait` hears how long each
    /// operation waited for its connection from the pool (the server's pool-wait metric).
    /// `writes` queues the transactions of a SQLite store; leave it nil on PostgreSQL.
    public init(
        database: @escaping @Sendable () -> (any Database)?, feed: (any ChangeFeed)? = nil,
        gate: StoreGate = StoreGate(), logger: Logger = Logger(label: "colr.store"),
        now: @escaping @Sendable () -> Date = { Date() }, cache: ColorReadCache? = nil,
        onConnectionWait: @escaping @Sendable (Duration) -> Void = { _ in }, writes: WriteQueue? = nil
    ) {
        self.writes = writes
        self.cache = cache
        self.database = database
        self.gate = gate
        self.feed = feed
        self.changeLog = feed as? any ChangeLog
        self.logger = logger
        self.now = now
        self.onConnectionWait = onConnectionWait
    }

    /// Runs `body` on one pooled connection, turning database failures into
    /// ``ColrError/storeUnavailable(reason:)``; reports how long the connection took to come.
    func run<T: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (any SQLDatabase) async throws -> T
    ) async throws(ColrError) -> T {
        try await guarded(operation) { [onConnectionWait] database in
            let asked = ContinuousClock.now
            return try await database.withConnection { connection in
                onConnectionWait(ContinuousClock.now - asked)
                return try await body(try await Self.session(connection))
            }
        }
    }

    /// Runs `body` in one transaction, after the writes queued before it on SQLite; the wait
    /// reported is until the transaction began. A body that throws is rolled back.
    ///
    /// The store opens and ends the transaction itself, on the session ``session(_:)`` gives it,
    /// rather than asking the driver: on PostgreSQL the driver's `ROLLBACK` after a connection
    /// closed mid-write would wait forever (see ``OpenConnectionSQL``).
    func transaction<T: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (any SQLDatabase) async throws -> T
    ) async throws(ColrError) -> T {
        try await guarded(operation) { [onConnectionWait, writes] database in
            let asked = ContinuousClock.now
            let write = {
                try await database.withConnection { connection in
                    onConnectionWait(ContinuousClock.now - asked)
                    let sql = try await Self.session(connection)
                    try await sql.raw("BEGIN").run()
                    do {
                        let value = try await body(sql)
                        try await sql.raw("COMMIT").run()
                        return value
                    } catch {
                        try? await sql.raw("ROLLBACK").run()
                        throw error
                    }
                }
            }
            guard let writes else { return try await write() }
            return try await writes.run(write)
        }
    }

    /// Runs `body` in one transaction, as ``transaction(_:_:)``, and announces what it returns:
    /// on a feed with a change log, inside the transaction, so the announcements commit with the
    /// write or not at all; on any other feed, once the write has committed.
    func announcingTransaction<T: Sendable>(
        _ operation: String,
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> (T, [Announcement])
    ) async throws(ColrError) -> T {
        guard let changeLog else {
            let (value, announcements) = try await transaction(operation, body)
            if let feed {
                for announcement in announcements { await announcement.publish(to: feed) }
            }
            return value
        }
        let (value, logged) = try await transaction(operation) { sql in
            let (value, announcements) = try await body(sql)
            return (value, try await changeLog.record(announcements, on: sql))
        }
        await changeLog.committed(logged)
        return value
    }

    /// Enters the gate, finds the database, and turns its failures into
    /// ``ColrError/storeUnavailable(reason:)`` naming `operation`.
    private func guarded<T: Sendable>(
        _ operation: String, _ body: (any Database) async throws -> T
    ) async throws(ColrError) -> T {
        try gate.enter()
        defer { gate.leave() }
        do {
            guard let database = database() else {
                throw ColrError.storeUnavailable(reason: "the database is closed; try again in a moment")
            }
            return try await body(database)
        } catch let error as ColrError {
            throw error
        } catch {
            logger.error("store \(operation) failed", metadata: ["error": "\(String(reflecting: error))"])
            throw .storeUnavailable(reason: "the database did not complete \(operation)")
        }
    }

    /// `database` as SQL, or a reason it cannot be used.
    static func sql(_ database: any Database) throws(ColrError) -> any SQLDatabase {
        guard let sql = database as? any SQLDatabase else {
            throw ColrError.storeUnavailable(reason: "the configured database does not speak SQL")
        }
        return sql
    }

    /// One leased connection as SQL for one operation: on PostgreSQL, SQL whose queries fail
    /// once the connection has closed instead of waiting forever.
    static func session(_ connection: any Database) async throws -> any SQLDatabase {
        let sql = try Self.sql(connection)
        guard let postgres = try await PostgresConnection.underlying(connection) else { return sql }
        return OpenConnectionSQL(base: sql, connection: postgres)
    }

    /// Runs `SELECT 1`.
    public func ping() async throws(ColrError) {
        try await run("a health check") { sql in
            _ = try await sql.raw("SELECT 1 AS id").all(decoding: IDRow.self)
        }
    }

    /// The color and its tags, in one query.
    public func color(_ hex: ColorHex) async throws(ColrError) -> StoredColor? {
        if let remembered = cache?.color(hex) { return remembered }
        let ticket = cache?.ticket()
        let color = try await run("a color lookup") { sql in try await Self.loadColor(hex, on: sql) }
        cache?.keep(color: color, for: hex, ticket: ticket)
        return color
    }

    /// The color, its tags and its history, in one query.
    public func colorWithHistory(_ hex: ColorHex) async throws(ColrError) -> (
        color: StoredColor, history: [TagHistory]
    )? {
        if let remembered = cache?.colorWithHistory(hex) { return remembered }
        let ticket = cache?.ticket()
        let answer = try await run("a color lookup") { sql in
            try await Self.loadColorWithHistory(hex, on: sql).map { (color: $0.0, history: $0.1) }
        }
        cache?.keep(colorWithHistory: answer, for: hex, ticket: ticket)
        return answer
    }

    /// Counts the colors.
    public func colorCount() async throws(ColrError) -> Int {
        try await run("a count") { sql in
            try await sql.raw("SELECT COUNT(*) AS id FROM colors").first(decoding: IDRow.self)?.id ?? 0
        }
    }

    /// Random colors via `ORDER BY RANDOM()`, fine at this store's size.
    public func randomColors(count: Int) async throws(ColrError) -> [StoredColor] {
        try await run("a random pick") { sql in
            let ids = try await sql.raw("SELECT id FROM colors ORDER BY RANDOM() LIMIT \(bind: count)")
                .all(decoding: IDRow.self).map(\.id)
            return try await Self.loadColors(ids: ids, on: sql)
        }
    }

    /// The newest colors by id.
    public func latestColors(count: Int) async throws(ColrError) -> [StoredColor] {
        try await run("a latest-colors lookup") { sql in
            let ids = try await sql.raw("SELECT id FROM colors ORDER BY id DESC LIMIT \(bind: count)")
                .all(decoding: IDRow.self).map(\.id)
            return try await Self.loadColors(ids: ids, on: sql)
        }
    }

    /// Colors carrying every tag, most recently tagged first.
    public func colors(taggedWithAll tags: [TagName], limit: Int) async throws(ColrError) -> [StoredColor] {
        guard !tags.isEmpty else { return [] }
        let names = Array(Set(tags.map(\.value)))
        return try await run("a tag lookup") { sql in
            let ids = try await sql.raw(
                """
                SELECT ct.color_id AS id FROM color_tags ct JOIN tags t ON t.id = ct.tag_id
                WHERE t.name IN (\(binds: names))
                GROUP BY ct.color_id HAVING COUNT(DISTINCT t.id) = \(bind: names.count)
                ORDER BY MAX(ct.id) DESC LIMIT \(bind: limit)
                """
            ).all(decoding: IDRow.self).map(\.id)
            return try await Self.loadColors(ids: ids, on: sql)
        }
    }

    /// One page of a tag's colors; the cursor is the last link id seen.
    public func colors(tagged tag: TagName, after cursor: Int?, limit: Int) async throws(ColrError)
        -> ColorPage
    {
        try await run("a tag page") { sql in
            let rows = try await sql.raw(
                """
                SELECT ct.color_id AS id, ct.id AS count FROM color_tags ct JOIN tags t ON t.id = ct.tag_id
                WHERE t.name = \(bind: tag.value) AND ct.id < \(bind: cursor ?? Int.max)
                ORDER BY ct.id DESC LIMIT \(bind: limit + 1)
                """
            ).all(decoding: CountedRow.self)
            let page = Array(rows.prefix(limit))
            let colors = try await Self.loadColors(ids: page.map(\.id), on: sql)
            return ColorPage(colors: colors, nextCursor: rows.count > limit ? page.last?.count : nil)
        }
    }

    /// A page of colors by number of tags, ties broken by age (the older id first); the cursor is
    /// the last row's count and id, compared in `HAVING` (a keyset, not an offset).
    public func topColors(after cursor: RankCursor?, limit: Int) async throws(ColrError) -> RankedColorPage {
        let after = cursor ?? RankCursor(tagCount: Int.max, colorID: 0)
        return try await run("a top-colors lookup") { sql in
            let rows = try await sql.raw(
                """
                SELECT color_id AS id, COUNT(*) AS count FROM color_tags GROUP BY color_id
                HAVING COUNT(*) < \(bind: after.tagCount)
                  OR (COUNT(*) = \(bind: after.tagCount) AND color_id > \(bind: after.colorID))
                ORDER BY COUNT(*) DESC, color_id ASC LIMIT \(bind: limit + 1)
                """
            ).all(decoding: CountedRow.self)
            let page = Array(rows.prefix(limit))
            let counts = Dictionary(page.map { ($0.id, $0.count) }, uniquingKeysWith: { first, _ in first })
            let colors = try await Self.loadColors(ids: page.map(\.id), on: sql)
            return RankedColorPage(
                items: colors.map { RankedColor(color: $0, tagCount: counts[$0.id] ?? $0.tags.count) },
                more: rows.count > limit, cursor: \.cursor)
        }
    }

    /// Tags by prefix with `LIKE`, wildcards in the prefix escaped.
    public func searchTags(prefix: String, limit: Int) async throws(ColrError) -> [TagSummary] {
        let pattern = Self.escapeLike(prefix) + "%"
        return try await run("a tag search") { sql in
            try await sql.raw(
                """
                SELECT t.name AS name, COUNT(ct.id) AS count FROM tags t JOIN color_tags ct ON ct.tag_id = t.id
                WHERE t.name LIKE \(bind: pattern) ESCAPE '\\'
                GROUP BY t.name ORDER BY COUNT(ct.id) DESC, t.name ASC LIMIT \(bind: limit)
                """
            ).all(decoding: NameCountRow.self).compactMap { row in
                (try? TagName(row.name)).map { TagSummary(name: $0, colorCount: row.count) }
            }
        }
    }

    /// History lines for the given colors.
    public func colorHistory(colorIDs: [Int]) async throws(ColrError) -> [Int: [TagHistory]] {
        try await run("a history lookup") { sql in
            try await Self.history(table: "color_tag_history", owner: "color_id", ids: colorIDs, on: sql)
        }
    }

    /// `%`, `_` and the escape character itself match literally in a prefix search.
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
