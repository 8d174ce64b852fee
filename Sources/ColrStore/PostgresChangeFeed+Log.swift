import ColrDomain
import Foundation
import SQLKit

extension PostgresChangeFeed: ChangeLog {
    /// Logs each announcement and NOTIFYs it, on the write's transaction: one statement each,
    /// which takes the next position and announces it together.
    func record(_ announcements: [Announcement], on sql: any SQLDatabase) async throws -> [LoggedAnnouncement]
    {
        var logged: [LoggedAnnouncement] = []
        let time = Date().timeIntervalSince1970
        for announcement in announcements {
            let payload = announcement.payload
            let row = try await sql.raw(
                """
                WITH logged AS (
                  INSERT INTO change_log (payload, created_at) VALUES (\(bind: payload), \(bind: time)) RETURNING id
                )
                SELECT id, pg_notify(\(bind: Self.channel), '@' || id || ' ' || \(bind: payload)) AS sent FROM logged
                """
            ).first(decoding: PositionRow.self)
            guard let row else { throw StoreInvariant.missingRow("change log position") }
            let entry = LoggedAnnouncement(position: row.id, announcement: announcement)
            // Timed from before the commit: the NOTIFY may come back before the commit returns.
            inFlight.sent(entry.wire)
            logged.append(entry)
        }
        return logged
    }

    /// After the commit: while the listener is away, its NOTIFYs will not come back here, so the
    /// changes go to this instance's screens directly (the catch-up will not repeat them).
    func committed(_ logged: [LoggedAnnouncement]) async {
        guard await connection.current == nil else { return }
        for entry in logged { deliver(entry) }
    }
}

/// A change log position that a write took.
private struct PositionRow: Decodable {
    let id: Int64
}
