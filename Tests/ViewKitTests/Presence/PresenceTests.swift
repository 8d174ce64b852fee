import ComputeThreads
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ViewKit

/// The roster: members arrive, say what they are on, leave at once when they say so, and drop
/// off when they fall silent.
@Suite("Presence")
struct PresenceTests {

    @Test("Members arrive, move and leave, and watchers hear the latest roster")
    func arriveMoveLeave() async {
        let transport = LocalPresenceTransport()
        let presence = Presence(transport: transport, heartbeat: .milliseconds(50), timeout: .seconds(5))
        defer { presence.stop() }
        var changes = presence.changes(of: "doc").makeAsyncIterator()
        #expect(await changes.next() == [])
        presence.enter(topic: "doc", member: "a", state: "")
        #expect(await changes.next()?.map(\.member) == ["a"])
        presence.enter(topic: "doc", member: "a", state: "item-3")
        #expect(await eventually { presence.members(of: "doc").map(\.state) == ["item-3"] })
        presence.enter(topic: "other", member: "b", state: "")
        #expect(await eventually { presence.members(of: "other").count == 1 })
        #expect(presence.members(of: "doc").map(\.member) == ["a"])
        presence.leave(topic: "doc", member: "a")
        #expect(await eventually { presence.members(of: "doc").isEmpty })
        // The watcher's latest roster is the empty one.
        var latest: [PresenceBeat]? = [PresenceBeat(topic: "doc", member: "a")]
        while latest?.isEmpty == false { latest = await changes.next() }
        #expect(latest == [])
    }

    @Test("A member that falls silent (a closed tab, a lost network) is gone after the timeout")
    func silenceIsDeparture() async {
        let transport = LocalPresenceTransport()
        let presence = Presence(
            transport: transport, heartbeat: .milliseconds(50), timeout: .milliseconds(300))
        defer { presence.stop() }
        // Another server's member: one beat, then nothing.
        await transport.send(PresenceBeat(topic: "doc", member: "elsewhere", state: "x"))
        #expect(await eventually { presence.members(of: "doc").count == 1 })
        // This server's own member keeps beating, so it stays.
        presence.enter(topic: "doc", member: "here", state: "")
        #expect(
            await eventually(within: .seconds(10)) { presence.members(of: "doc").map(\.member) == ["here"] })
    }

    @Test("Two servers sharing a transport see each other's members")
    func twoServers() async {
        let transport = LocalPresenceTransport()
        let one = Presence(transport: transport, heartbeat: .milliseconds(50), timeout: .seconds(5))
        let two = Presence(transport: transport, heartbeat: .milliseconds(50), timeout: .seconds(5))
        defer {
            one.stop()
            two.stop()
        }
        one.enter(topic: "doc", member: "a", state: "")
        two.enter(topic: "doc", member: "b", state: "")
        #expect(await eventually { one.members(of: "doc").count == 2 && two.members(of: "doc").count == 2 })
        two.leave(topic: "doc", member: "b")
        #expect(await eventually { one.members(of: "doc").map(\.member) == ["a"] })
    }

    @Test(
        "Watchers cancelled from any thread while the roster changes never deadlock it",
        .timeLimit(.minutes(1)))
    func cancellingWatchersUnderTraffic() async {
        // A watcher's task cancelled from outside holds that task's lock while its stream's
        // termination handler asks for the roster's lock; a roster that hands out news while
        // holding its lock asks for the task's lock: both would wait forever, and the run hang.
        // Here one thread cancels watchers while another makes news, long enough to meet, and
        // paced so that even one core also runs the pool (which the watchdog checks).
        let presence = Presence(
            transport: LocalPresenceTransport(), heartbeat: .milliseconds(5), timeout: .seconds(5))
        defer { presence.stop() }
        // The two threads overlap for 1.5 s from the first piece of news, however late a busy
        // pool starts either of them.
        let phase = NewsPhase()
        async let news: Int = DedicatedThread.run {
            phase.value.store(NewsPhase.running, ordering: .releasing)
            let deadline = ContinuousClock.now + .milliseconds(1500)
            var count = 0
            while count == 0 || ContinuousClock.now < deadline {
                presence.enter(topic: "doc", member: "m\(count % 7)", state: "\(count)")
                count += 1
                usleep(50)
            }
            phase.value.store(NewsPhase.done, ordering: .releasing)
            return count
        }
        let cancelled = await DedicatedThread.run {
            while phase.value.load(ordering: .acquiring) == NewsPhase.waiting { usleep(1000) }
            var count = 0
            repeat {
                let watchers = (0..<8).map { _ in
                    Task { for await _ in presence.changes(of: "doc") {} }
                }
                usleep(500)
                for watcher in watchers { watcher.cancel() }
                count += watchers.count
            } while phase.value.load(ordering: .acquiring) == NewsPhase.running
            return count
        }
        #expect(await news > 0)
        #expect(cancelled > 0)
        // The roster still answers, and still tells a new watcher: at once, or when the beats
        // queued behind the news reach it (on one core the pool may not have heard one yet).
        var fresh = presence.changes(of: "doc").makeAsyncIterator()
        var roster = await fresh.next()
        while roster?.isEmpty == true { roster = await fresh.next() }
        #expect(roster?.isEmpty == false)
    }
}

/// How far the news thread of the deadlock test has got, read by the thread that cancels.
private final class NewsPhase: Sendable {
    static let waiting = 0
    static let running = 1
    static let done = 2
    let value = Atomic<Int>(NewsPhase.waiting)
}
