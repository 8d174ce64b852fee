import Foundation
import Testing

@testable import TestSupport

@Suite("ThreadActivity")
struct ThreadActivityTests {
    @Test("Reads the state and processor time after a command name with spaces and parentheses")
    func parsesStat() throws {
        let line = "4242 (a (b) c) S 1 2 3 0 -1 4194304 10 0 0 0 150 25 0 0 20 0 1 0 7 0 0"
        let activity = try #require(ThreadActivity.parse(line))
        #expect(activity == ThreadActivity(state: "S", ticks: 175))
        #expect(activity.isBlocked)
        #expect(ThreadActivity.parse("garbage") == nil)
        #expect(ThreadActivity.parse("1 (x) R 1 2") == nil)
    }

    @Test("Blocked at both readings, or running while the process computes, holds the pool; starved does not")
    func holdsThePool() {
        let second = Int(sysconf(Int32(_SC_CLK_TCK)))  // one second's worth of ticks
        let window = Duration.seconds(1)
        let blocked = ThreadActivity(state: "S", ticks: 0)
        #expect(ThreadActivity.holdsThePool(before: blocked, after: blocked, processTicks: 0, window: window))
        let running = ThreadActivity(state: "R", ticks: second)
        #expect(
            ThreadActivity.holdsThePool(before: running, after: running, processTicks: second, window: window)
        )
        #expect(
            !ThreadActivity.holdsThePool(
                before: running, after: running, processTicks: second / 10, window: window),
            "the process got a tenth of a core: the machine is busy with other work")
        #expect(
            !ThreadActivity.holdsThePool(
                before: running, after: blocked, processTicks: second / 10, window: window))
    }

    @Test("The process's own time reads and grows")
    func processTime() throws {
        let before = try #require(ThreadActivity.process())
        var sum = 0
        let end = ContinuousClock.now + .milliseconds(50)
        while ContinuousClock.now < end { sum &+= 1 }
        #expect(sum > 0)
        #expect(try #require(ThreadActivity.process()) >= before)
    }

    @Test("This thread's own entry reads as running")
    func readsItself() throws {
        let activity = try #require(ThreadActivity.read(thread: PoolStacks.currentThread))
        #expect(activity.state == "R")
        #expect(ThreadActivity.read(thread: Int32.max) == nil)
    }
}
