import CoreMetrics
import Foundation
import ViewKit

/// The live sessions of one server. A session is made when a page's socket joins (never by a
/// page load, so crawling pages costs no memory), kept for a grace period after its socket
/// drops (so a reconnect resumes with nothing lost), and reclaimed when idle.
///
/// Every way a session leaves the registry (reaped, evicted, replaced, the server stopping)
/// goes through ``remove(_:)``, which closes it: one teardown for every ending.
actor LiveSessionRegistry {
    struct Entry {
        let session: LiveSession
        let client: String
        var connections: Int
        /// When a socket last attached or detached. Read only for sessions without a socket
        /// (to reap them, or to make room), so events need not touch it: touching it would be an
        /// extra hop to this one actor, shared by every session, on every event.
        var lastActive: Date
    }

    /// Why a join found no session to attach to.
    enum Refusal: Error, Equatable {
        /// Every session the server keeps is connected.
        case serverFull
        /// Every session this client may keep is connected.
        case clientFull
    }

    private var entries: [String: Entry] = [:]
    private var perClient: [String: Int] = [:]
    let gracePeriod: TimeInterval
    let maximumSessions: Int
    let maximumSessionsPerClient: Int
    private var reaper: Task<Void, Never>?
    /// Told the count whenever a session is kept or let go.
    private let sessionsGauge: Gauge?

    init(
        gracePeriod: TimeInterval, maximumSessions: Int, maximumSessionsPerClient: Int = .max,
        sessionsGauge: Gauge? = nil
    ) {
        self.sessionsGauge = sessionsGauge
        self.gracePeriod = gracePeriod
        self.maximumSessions = max(maximumSessions, 1)
        self.maximumSessionsPerClient = max(maximumSessionsPerClient, 1)
    }

    /// Reclaims sessions without a socket for longer than the grace period, every few seconds.
    func startReaping(every interval: Duration = .seconds(5)) {
        reaper?.cancel()
        reaper = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                await self?.reap(now: Date())
            }
        }
    }

    /// Closes every session (the server is stopping).
    func stop() async {
        reaper?.cancel()
        reaper = nil
        for id in Array(entries.keys) { await remove(id) }
    }

    /// Attaches a socket to the session `id`, making it with `make` if there is none: in one step,
    /// so sockets joining with the same token at once share one session. When the server or the
    /// client is at its limit, the longest-idle unconnected session (the client's own first)
    /// makes room; a connected session is never cut off.
    func join(_ id: String, client: String, make: () -> LiveSession) async throws(Refusal) -> LiveSession {
        if let session = attach(id) { return session }
        if perClient[client, default: 0] >= maximumSessionsPerClient {
            guard let victim = longestIdle(where: { $0.client == client }) else { throw .clientFull }
            await remove(victim)
        }
        if entries.count >= maximumSessions {
            guard let victim = longestIdle(where: { _ in true }) else { throw .serverFull }
            await remove(victim)
        }
        // Closing a victim suspended this actor: another join may have made the session since.
        if let session = attach(id) { return session }
        let session = make()
        entries[id] = Entry(session: session, client: client, connections: 1, lastActive: Date())
        perClient[client, default: 0] += 1
        sessionsGauge?.record(entries.count)
        return session
    }

    /// A socket attached to a session, if it is still kept.
    func attach(_ id: String) -> LiveSession? {
        guard var entry = entries[id] else { return nil }
        entry.connections += 1
        entry.lastActive = Date()
        entries[id] = entry
        return entry.session
    }

    /// A socket detached; the session is kept for the grace period.
    func detach(_ id: String) {
        guard var entry = entries[id] else { return }
        entry.connections = max(0, entry.connections - 1)
        entry.lastActive = Date()
        entries[id] = entry
    }

    func reap(now: Date) async {
        let expired = entries.filter { _, entry in
            entry.connections == 0 && now.timeIntervalSince(entry.lastActive) >= gracePeriod
        }
        for id in expired.keys { await remove(id) }
    }

    /// Forgets a session and closes it.
    func remove(_ id: String) async {
        guard let entry = entries.removeValue(forKey: id) else { return }
        let remaining = perClient[entry.client, default: 1] - 1
        perClient[entry.client] = remaining > 0 ? remaining : nil
        sessionsGauge?.record(entries.count)
        await entry.session.close()
    }

    private func longestIdle(where include: (Entry) -> Bool) -> String? {
        entries.filter { $0.value.connections == 0 && include($0.value) }
            .min { $0.value.lastActive < $1.value.lastActive }?.key
    }

    var count: Int { entries.count }

    /// Sessions kept for `client`.
    func count(for client: String) -> Int { perClient[client, default: 0] }
}
