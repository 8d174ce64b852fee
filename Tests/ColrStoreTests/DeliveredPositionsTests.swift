import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import ColrStore

/// Each change-log position is delivered once, in whatever order positions arrive, and a
/// catch-up rereads a margin below the highest.
@Suite("Delivered positions")
struct DeliveredPositionsTests {
    @Test("A position is claimed once, out of order or not")
    func claimsOnce() {
        let positions = DeliveredPositions()
        #expect(positions.claim(7, key: "c7"))
        #expect(positions.claim(5, key: "c5"), "an earlier position that commits later is still new")
        #expect(!positions.claim(7, key: "c7"))
        #expect(!positions.claim(5, key: "c5"))
    }

    @Test("An older change to something is not delivered after a newer one to it")
    func newestWins() {
        let positions = DeliveredPositions()
        #expect(positions.claim(20, key: "color 336699"))
        #expect(!positions.claim(12, key: "color 336699"), "it would put the screen back in time")
        #expect(positions.claim(12, key: "scheme 4"), "another subject keeps its own order")
        #expect(positions.claim(21, key: "color 336699"))
    }

    @Test("Before anything starts there is no floor; the first listen starts it at the log's end")
    func startsAtTheEnd() {
        let positions = DeliveredPositions()
        #expect(positions.catchUpFloor == nil)
        positions.start(at: 5000)
        #expect(positions.catchUpFloor == 5000 - DeliveredPositions.margin)
        positions.start(at: 1)
        #expect(positions.catchUpFloor == 5000 - DeliveredPositions.margin, "a second start changes nothing")
        positions.start(at: 0)
        let fresh = DeliveredPositions()
        fresh.start(at: 3)
        #expect(fresh.catchUpFloor == 0, "never below the log's start")
    }

    @Test("The floor follows the highest position delivered")
    func floorFollowsHighest() {
        let positions = DeliveredPositions()
        positions.start(at: 10)
        _ = positions.claim(3000, key: "c3000")
        _ = positions.claim(2000, key: "c2000")
        #expect(positions.catchUpFloor == 3000 - DeliveredPositions.margin)
    }

    @Test("It remembers its capacity's worth of positions, forgetting the oldest first")
    func forgetsTheOldest() {
        let positions = DeliveredPositions()
        let capacity = Int64(DeliveredPositions.capacity)
        for position in 1...capacity { _ = positions.claim(position, key: "c\(position)") }
        #expect(!positions.claim(1, key: "c1"))
        #expect(positions.claim(capacity + 1, key: "c\(capacity + 1)"))
        #expect(positions.claim(1, key: "c1"), "the oldest was forgotten to make room")
        #expect(!positions.claim(capacity, key: "c\(capacity)"))
    }

    @Test(
        "Claims racing on many threads hand one palette's changes over in the order claimed",
        .offPool)
    func racingClaimsHandOverInOrder() {
        // Five races: one, with the hand-over outside the claim, passes now and then.
        for _ in 0..<5 {
            let positions = DeliveredPositions()
            let handed = Mutex<[Int64]>([])
            let order = (1...1_000).map(Int64.init).shuffled()
            DispatchQueue.concurrentPerform(iterations: order.count) { index in
                let position = order[index]
                _ = positions.claim(position, key: "palette-9") {
                    // Long enough for another thread to claim a newer change and hand it over
                    // meanwhile, were handing over not part of the claim.
                    var work = 0
                    for step in 0..<20_000 { work &+= step &* Int(position) }
                    handed.withLock { $0.append(position + Int64(work & 0)) }
                }
            }
            let seen = handed.withLock { $0 }
            #expect(seen == seen.sorted(), "handed over out of order: \(seen.prefix(20))")
            #expect(seen.last == 1_000)
        }
    }
}
