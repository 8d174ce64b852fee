import SQLKit

/// A feed whose announcements a store writes inside the write's own transaction, so they commit
/// with it or not at all (``PostgresChangeFeed``). A feed without one (a single process's) hears
/// of a write after it commits.
protocol ChangeLog: Sendable {
    /// Records `announcements` on the transaction `sql`, returning each with its position.
    func record(_ announcements: [Announcement], on sql: any SQLDatabase) async throws -> [LoggedAnnouncement]
    /// Called once the transaction that recorded `logged` committed.
    func committed(_ logged: [LoggedAnnouncement]) async
}
