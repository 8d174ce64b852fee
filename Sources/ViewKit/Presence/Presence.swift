import Synchronization

/// Who else is here: members of a topic (screens showing one document, on any server that
/// shares the transport), each with what it is on. Like Phoenix's presence, without identities.
///
/// A screen joins through ``ViewController/joinPresence(_:topic:onChange:)``; while its page is
/// connected it sends a beat every ``heartbeat``, and the roster forgets a member not heard from
/// within ``timeout`` (a closed tab or a lost network), or at once when it says it is leaving.
/// One `Presence` serves a whole server; its tasks run until ``stop()``.
public final class Presence: Sendable {
    /// How often a connected member says it is still here.
    public let heartbeat: Duration
    /// How long a member may go unheard before it is taken as gone.
    public let timeout: Duration
    private let transport: any PresenceTransport
    private let state = Mutex(State())
    private let clock = ContinuousClock()
    /// Beats to send, in the order they were made: one task sends them, so a member's leaving
    /// never overtakes its arriving.
    private let outgoing: AsyncStream<PresenceBeat>.Continuation

    struct Member {
        var state: String
        var seen: ContinuousClock.Instant
    }

    struct State {
        /// Everyone heard from, by topic and member.
        var roster: [String: [String: Member]] = [:]
        /// This process's own members that are connected, and what they say.
        var own: [String: PresenceBeat] = [:]
        var watchers: [String: [Int: AsyncStream<[PresenceBeat]>.Continuation]] = [:]
        var nextWatcher = 0
        var tasks: [Task<Void, Never>] = []
    }

    /// A roster over `transport`, with a member's beats every `heartbeat` and forgotten after
    /// `timeout` unheard (keep it above two heartbeats, so one late beat is not a departure).
    public init(
        transport: any PresenceTransport = LocalPresenceTransport(), heartbeat: Duration = .seconds(2),
        timeout: Duration = .seconds(5)
    ) {
        self.transport = transport
        self.heartbeat = heartbeat
        self.timeout = timeout
        let (queue, outgoing) = AsyncStream.makeStream(of: PresenceBeat.self)
        self.outgoing = outgoing
        let sending = Task { [transport] in
            for await beat in queue { await transport.send(beat) }
        }
        // Subscribed now, not when the task first runs, so no beat sent after init is missed.
        let incoming = transport.beats()
        let listening = Task { [weak self] in
            for await beat in incoming {
                guard let self else { return }
                self.hear(beat)
            }
        }
        let beating = Task { [weak self, heartbeat] in
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                guard let self else { return }
                self.beatAndSweep()
            }
        }
        state.withLock { $0.tasks = [sending, listening, beating] }
    }

    deinit {
        stop()
    }

    /// Stops listening and beating.
    public func stop() {
        outgoing.finish()
        state.withLock { $0.tasks }.forEach { $0.cancel() }
    }

    /// The members of `topic` now, in no particular order.
    public func members(of topic: String) -> [PresenceBeat] {
        state.withLock { Self.list(topic, in: $0) }
    }

    /// The members of `topic` each time they change (someone arrives, leaves or moves).
    public func changes(of topic: String) -> AsyncStream<[PresenceBeat]> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: [PresenceBeat].self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            state.nextWatcher += 1
            state.watchers[topic, default: [:]][state.nextWatcher] = continuation
            // Under the lock, so no newer roster can be yielded before this first one. Safe
            // there: nothing iterates the new stream yet, so the yield resumes no task.
            continuation.yield(Self.list(topic, in: state))
            return state.nextWatcher
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.watchers[topic]?.removeValue(forKey: id) }
        }
        return stream
    }

    /// Says `member` is in `topic`, on `state`, and keeps saying it every heartbeat.
    func enter(topic: String, member: String, state memberState: String) {
        let beat = PresenceBeat(topic: topic, member: member, state: memberState)
        state.withLock { $0.own[member] = beat }
        outgoing.yield(beat)
    }

    /// Says `member` left `topic`; its beats stop.
    func leave(topic: String, member: String) {
        let removed = state.withLock { $0.own.removeValue(forKey: member) }
        guard removed != nil else { return }
        outgoing.yield(PresenceBeat(topic: topic, member: member, leaving: true))
    }

    private func hear(_ beat: PresenceBeat) {
        let now = clock.now
        let news = state.withLock { state -> [Notice] in
            let before = state.roster[beat.topic]?[beat.member]?.state
            if beat.leaving {
                guard state.roster[beat.topic]?.removeValue(forKey: beat.member) != nil else { return [] }
            } else {
                state.roster[beat.topic, default: [:]][beat.member] = Member(state: beat.state, seen: now)
                guard before != beat.state else { return [] }
            }
            return Self.notices(beat.topic, in: state)
        }
        Self.deliver(news)
    }

    /// Every own member beats; every member unheard for `timeout` is dropped.
    private func beatAndSweep() {
        let now = clock.now
        let (beats, news) = state.withLock { state -> ([PresenceBeat], [Notice]) in
            var news: [Notice] = []
            for (topic, members) in state.roster {
                // This process's own connected members are alive by definition, however late
                // their echoes come back on a busy machine.
                let gone = members.filter { now - $0.value.seen > timeout && state.own[$0.key] == nil }.map(
                    \.key)
                guard !gone.isEmpty else { continue }
                for member in gone { state.roster[topic]?.removeValue(forKey: member) }
                news += Self.notices(topic, in: state)
            }
            return (Array(state.own.values), news)
        }
        Self.deliver(news)
        for beat in beats { outgoing.yield(beat) }
    }

    private static func list(_ topic: String, in state: State) -> [PresenceBeat] {
        (state.roster[topic] ?? [:]).map { PresenceBeat(topic: topic, member: $0.key, state: $0.value.state) }
    }

    /// A roster to hand one watcher.
    typealias Notice = (watcher: AsyncStream<[PresenceBeat]>.Continuation, members: [PresenceBeat])

    /// What each watcher of `topic` is to be told, gathered under the lock.
    private static func notices(_ topic: String, in state: State) -> [Notice] {
        let members = list(topic, in: state)
        return (state.watchers[topic] ?? [:]).values.map { ($0, members) }
    }

    /// Hands out notices, never under the lock: a yield resumes the watcher's task, which
    /// takes that task's own lock, and a thread cancelling the task holds that lock while its
    /// stream's termination handler waits for ours. Yielding under the lock would deadlock both.
    private static func deliver(_ notices: [Notice]) {
        for notice in notices { notice.watcher.yield(notice.members) }
    }
}
