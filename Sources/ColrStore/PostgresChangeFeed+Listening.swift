import ColrDomain
import Foundation
import Logging
import PostgresNIO

extension PostgresChangeFeed {
    /// The listener: connects, LISTENs, catches up from the log, then delivers what it hears;
    /// on any failure it closes the connection and tries again with backoff, until cancelled.
    func makeListener() -> Task<Void, Never> {
        Task {
            var attempt = 0
            var lastPrune = ContinuousClock.now - .seconds(3600)
            while !Task.isCancelled {
                var opened: PostgresConnection?
                do {
                    let conn = try await PostgresConnection.connect(
                        configuration: configuration, id: 1, logger: logger)
                    opened = conn
                    try await conn.listen(on: Self.channel) { notifications in
                        // Listening comes first, so whatever commits from now on is heard, and
                        // the catch-up below reads whatever committed before: nothing falls
                        // between. What both bring is delivered once.
                        try await catchUp(on: conn)
                        if ContinuousClock.now - lastPrune > .seconds(600) {
                            try await prune(on: conn)
                            lastPrune = ContinuousClock.now
                        }
                        await connection.set(conn)
                        cache?.trust()
                        setListening(true)
                        attempt = 0
                        for try await notification in notifications {
                            await hear(notification.payload)
                        }
                    }
                } catch {
                    if !Task.isCancelled {
                        logger.warning(
                            "change feed connection lost; reconnecting", metadata: ["error": "\(error)"])
                    }
                }
                // Until listening again, other instances' changes wait in the log.
                cache?.distrust()
                inFlight.forgetAll()
                // A connection must be closed before it is released, whatever ended the loop.
                await connection.set(nil)
                setListening(false)
                if let opened { try? await opened.close() }
                attempt += 1
                // At most a second apart: every page of this instance waits on it, and a
                // connection attempt to a database that is down costs next to nothing.
                try? await Task.sleep(for: .milliseconds(min(1000, 100 << min(attempt, 4))))
            }
        }
    }

    /// Delivers, in order, every logged change this instance has not delivered; the first time
    /// it listens, starts counting from the log's end instead (no screen was open before).
    func catchUp(on conn: PostgresConnection) async throws {
        guard let floor = delivered.catchUpFloor else {
            let result = try await conn.collect("SELECT COALESCE(MAX(id), 0) FROM change_log", logger: logger)
            for row in result.rows { delivered.start(at: try row.decode(Int64.self)) }
            return
        }
        let result = try await conn.collect(
            "SELECT id, payload FROM change_log WHERE id > \(floor) ORDER BY id", logger: logger)
        var missed = 0
        for row in result.rows {
            let (position, payload) = try row.decode((Int64, String).self)
            guard let announcement = Announcement(payload: payload) else { continue }
            if deliver(LoggedAnnouncement(position: position, announcement: announcement)) {
                missed += 1
            }
        }
        if missed > 0 {
            logger.info("change feed caught up", metadata: ["changes": "\(missed)"])
        }
    }

    /// Forgets logged changes older than ``logRetention``: every instance does it now and then,
    /// which is harmless, so no one instance has to.
    func prune(on conn: PostgresConnection) async throws {
        let cutoff = Date().timeIntervalSince1970 - Self.logRetention
        _ = try await conn.collect("DELETE FROM change_log WHERE created_at < \(cutoff)", logger: logger)
    }

    /// Takes one NOTIFY: a logged change, a signal, or an unlogged change (``publish(_:)-(ColorChange)``).
    func hear(_ payload: String) async {
        if let logged = LoggedAnnouncement(wire: payload) {
            deliver(logged)
            return
        }
        if let signal = FeedSignal(payload: payload) {
            await local.publish(signal)
            inFlight.delivered(payload, kind: .signal)
            return
        }
        guard let announcement = Announcement(payload: payload) else {
            // Something this version cannot read may have been a change to anything.
            cache?.forgetAll()
            return
        }
        if case .color(let change) = announcement { cache?.forget(change.hex) }
        await announcement.publish(to: local)
        inFlight.delivered(payload, kind: announcement.kind)
    }

    /// Hands a logged change to this instance's screens unless it, or a newer change to the same
    /// color or scheme, was handed already; true when it was delivered now.
    @discardableResult
    func deliver(_ logged: LoggedAnnouncement) -> Bool {
        // Claimed and handed over in one step: deliveries run at once from the listener and from
        // this instance's writes while the listener is away, and two changes to one color or
        // scheme handed over in the other order would leave its screens showing the older.
        let claimed = delivered.claim(logged.position, key: logged.announcement.subject) {
            // Before publishing, so a screen that reads on hearing of the change reads the new state.
            if case .color(let change) = logged.announcement { cache?.forget(change.hex) }
            logged.announcement.broadcast(to: local)
        }
        if claimed { inFlight.delivered(logged.wire, kind: logged.announcement.kind) }
        return claimed
    }
}
