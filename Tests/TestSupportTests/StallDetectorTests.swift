import Testing

@testable import TestSupport

@Suite("StallDetector")
struct StallDetectorTests {
    let start = ContinuousClock.now

    @Test("Queues a probe, waits within the limit, reports past it once, and again after the pool moves")
    func reportsEachStallOnce() {
        var detector = StallDetector(limit: .seconds(1))
        #expect(detector.step(now: start) == .queue)
        #expect(detector.step(now: start + .milliseconds(900)) == .wait)
        #expect(detector.step(now: start + .milliseconds(1500)) == .report(waited: .milliseconds(1500)))
        #expect(detector.step(now: start + .seconds(5)) == .wait, "one stall, one report")
        detector.probeRan()
        #expect(detector.step(now: start + .seconds(6)) == .queue)
        #expect(detector.step(now: start + .seconds(8)) == .report(waited: .seconds(2)))
    }

    @Test("A dismissed stall is looked at again on the next step")
    func dismissedStallsAreLookedAtAgain() {
        var detector = StallDetector(limit: .seconds(1))
        #expect(detector.step(now: start) == .queue)
        #expect(detector.step(now: start + .seconds(2)) == .report(waited: .seconds(2)))
        detector.dismiss()
        #expect(detector.step(now: start + .seconds(3)) == .report(waited: .seconds(3)))
    }

    @Test("A probe stuck past the deadlock limit is a deadlock, said once, even after its report")
    func aPoolThatNeverMovesIsADeadlock() {
        var detector = StallDetector(limit: .seconds(1), deadlock: .seconds(120))
        #expect(detector.step(now: start) == .queue)
        #expect(detector.step(now: start + .seconds(2)) == .report(waited: .seconds(2)))
        #expect(detector.step(now: start + .seconds(119)) == .wait)
        #expect(detector.step(now: start + .seconds(121)) == .deadlocked(waited: .seconds(121)))
        #expect(detector.step(now: start + .seconds(122)) == .wait, "said once")
        detector.dismiss()
        #expect(detector.step(now: start + .seconds(123)) == .deadlocked(waited: .seconds(123)))
        detector.probeRan()
        #expect(detector.step(now: start + .seconds(124)) == .queue)
    }

    @Test("A probe that runs in time is never reported")
    func aMovingPoolIsQuiet() {
        var detector = StallDetector(limit: .seconds(1))
        for tick in 0..<50 {
            let now = start + .milliseconds(100 * tick)
            #expect(detector.step(now: now) == .queue)
            detector.probeRan()
        }
    }

    @Test("The message says how long, what to do, and shows the stacks")
    func message() {
        let text = PoolWatchdog.message(
            waited: .milliseconds(2345), limit: 1, stacks: "thread 7:\n  0: spin()")
        #expect(text.contains("ran nothing for 2.3 s (the limit is 1.0 s)"))
        #expect(text.contains("ChildProcess") && text.contains(".offPool"))
        #expect(text.hasSuffix("thread 7:\n  0: spin()"))
    }
}
