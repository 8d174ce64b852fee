import ColrDomain
import Synchronization
import Testing

@testable import ColrStore

@Suite("Announcement clock")
struct AnnouncementClockTests {
    /// What the clock reported, kept for the test to read.
    final class Deliveries: Sendable {
        private let seen = Mutex<[FeedDelivery]>([])
        func add(_ delivery: FeedDelivery) { seen.withLock { $0.append(delivery) } }
        var all: [FeedDelivery] { seen.withLock { $0 } }
    }

    @Test func ownAnnouncementsAreTimedOnceEach() {
        let deliveries = Deliveries()
        let clock = AnnouncementClock(onDelivery: { deliveries.add($0) })
        clock.sent("a")
        clock.sent("a")
        clock.delivered("a", kind: .color)
        clock.delivered("a", kind: .color)
        // A third arrival with the same payload was another instance's: not ours to time.
        clock.delivered("a", kind: .color)
        #expect(deliveries.all.count == 2)
        #expect(deliveries.all.allSatisfy { $0.kind == .color && $0.lag >= .zero })
    }

    @Test func othersAndUnsentAnnouncementsAreNotTimed() {
        let deliveries = Deliveries()
        let clock = AnnouncementClock(onDelivery: { deliveries.add($0) })
        clock.delivered("theirs", kind: .scheme)
        clock.sent("failed")
        clock.unsent("failed")
        clock.delivered("failed", kind: .scheme)
        clock.sent("lost")
        clock.forgetAll()
        clock.delivered("lost", kind: .signal)
        #expect(deliveries.all.isEmpty)
    }

    @Test func theWaitingTableIsBounded() {
        let deliveries = Deliveries()
        let clock = AnnouncementClock(onDelivery: { deliveries.add($0) })
        for index in 0..<(AnnouncementClock.maximumPending * 3) { clock.sent("payload-\(index)") }
        // The oldest were given up on; the newest are still timed.
        clock.delivered("payload-0", kind: .color)
        clock.delivered("payload-\(AnnouncementClock.maximumPending * 3 - 1)", kind: .color)
        #expect(deliveries.all.count == 1)
    }
}
