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

    @Test(
        "Blocked at both readings, or computing half the window, holds the pool; waiting for a core does not")
    func holdsThePool() {
        let ticks = Int(sysconf(Int32(_SC_CLK_TCK)))  // one second's worth
        let window = Duration.seconds(1)
        let blocked = ThreadActivity(state: "S", ticks: 0)
        #expect(ThreadActivity.holdsThePool(before: blocked, after: blocked, window: window))
        let computing = ThreadActivity(state: "R", ticks: ticks)
        #expect(
            ThreadActivity.holdsThePool(
                before: ThreadActivity(state: "R", ticks: 0), after: computing, window: window))
        let starved = ThreadActivity(state: "R", ticks: ticks / 10)
        #expect(
            !ThreadActivity.holdsThePool(
                before: ThreadActivity(state: "R", ticks: 0), after: starved, window: window))
    }

    @Test("This thread's own entry reads as running")
    func readsItself() throws {
        let activity = try #require(ThreadActivity.read(thread: PoolStacks.currentThread))
        #expect(activity.state == "R")
        #expect(ThreadActivity.read(thread: Int32.max) == nil)
    }
}
