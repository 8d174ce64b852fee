import RateLimiting
import Testing

@Suite("Token bucket")
struct TokenBucketTests {
    @Test func burstsThenRefillsAtItsRate() {
        var bucket = TokenBucket(capacity: 3, perSecond: 2, now: 0)
        #expect(bucket.take(now: 0) == nil)
        #expect(bucket.take(2, now: 0) == nil)
        #expect(bucket.take(now: 0) == 0.5)  // one token comes back in half a second
        #expect(bucket.take(now: 0.5) == nil)
        #expect(bucket.isFull(at: 2) && !bucket.isFull(at: 1))
    }

    @Test func costsAreChargedWholeAndCappedAtCapacity() {
        var bucket = TokenBucket(capacity: 30, perSecond: 2, now: 100)
        #expect(bucket.take(20, now: 100) == nil)
        #expect(bucket.take(20, now: 100) == 5)  // 10 left, 10 more take five seconds
        #expect(bucket.take(500, now: 200) == nil)  // more than it can ever hold counts as full
        #expect(bucket.tokens == 0)
    }

    @Test func aClockThatGoesBackwardsGivesNothingAway() {
        var bucket = TokenBucket(capacity: 2, perSecond: 1, now: 10)
        _ = bucket.take(2, now: 10)
        #expect(bucket.take(now: 5) != nil)
        #expect(bucket.take(now: 10) != nil)
        #expect(bucket.take(now: 11) == nil)
    }
}
