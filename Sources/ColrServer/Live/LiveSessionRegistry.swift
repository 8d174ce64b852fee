import Foundation
import ViewKit

/// The live sessions of one server: created by page loads, joined by sockets, kept for a grace
/// period after a socket drops (so a reconnect resumes with nothing lost), and reclaimed when idle.
actor LiveSessionRegistry {
    struct Entry {
        let session: LiveSession
        var connections: Int
        var lastActive: Date
    }

    private var entries: [String: Entry] = [:]
    let gracePeriod: TimeInterval
    let maximumSessions: Int
    private var reaper: Task<Void, Never>?

    init(gracePeriod: TimeInterval, maximumSessions: Int) {
        self.gracePeriod = gracePeriod
        self.maximumSessions = maximumSessions
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

    func stop() async {
        reaper?.cancel()
        reaper = nil
        for entry in entries.values { await entry.session.close() }
        entries.removeAll()
    }

    /// Keeps a new session; when full, the longest-idle unconnected session makes room.
    func insert(_ session: LiveSession, id: String) -> Bool {
        if entries.count >= maximumSessions {
            let idle = entries.filter { $0.value.connections == 0 }.min {
                $0.value.lastActive < $1.value.lastActive
            }
            guard let victim = idle else { return false }
            entries.removeValue(forKey: victim.key)
        }
        entries[id] = Entry(session: session, connections: 0, lastActive: Date())
        return true
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

    func touch(_ id: String) {
        entries[id]?.lastActive = Date()
    }

    func reap(now: Date) async {
        let expired = entries.filter { _, entry in
            entry.connections == 0 && now.timeIntervalSince(entry.lastActive) >= gracePeriod
        }
        for (id, entry) in expired {
            entries.removeValue(forKey: id)
            await entry.session.close()
        }
    }

    var count: Int { entries.count }
}
