import TestSupport
import Testing

@testable import ViewKit

@Suite("Waiting events collapse per control", .offPool)
struct EventQueueTests {
    func event(_ kind: Event.Kind, _ target: String, _ value: String? = nil, _ sequence: Int)
        -> WireProtocol.ClientMessage
    {
        .event(Event(kind, target: target, value: value, sequence: sequence))
    }

    func drain(_ queue: inout EventQueue) -> [WireProtocol.ClientMessage] {
        var out: [WireProtocol.ClientMessage] = []
        while let next = queue.pop() { out.append(next) }
        return out
    }

    @Test("A drag of sixty values while the session is busy leaves one, the newest")
    func aDragCollapses() {
        var queue = EventQueue()
        for step in 1...60 { queue.push(event(.change, "brightness", String(step), step)) }
        #expect(queue.count == 1 && queue.coalesced == 59)
        #expect(drain(&queue) == [event(.change, "brightness", "60", 60)])
    }

    @Test("Different controls, and events that count on their own, keep their order")
    func orderIsKept() {
        var queue = EventQueue()
        queue.push(event(.input, "field", "ab", 1))
        queue.push(event(.tap, "add", nil, 2))
        queue.push(event(.input, "field", "abc", 3))
        queue.push(event(.change, "hue", "10", 4))
        queue.push(event(.change, "saturation", "20", 5))
        queue.push(event(.change, "saturation", "30", 6))
        queue.push(event(.tap, "add", nil, 7))
        queue.push(event(.tap, "add", nil, 8))
        #expect(
            drain(&queue) == [
                event(.input, "field", "ab", 1), event(.tap, "add", nil, 2), event(.input, "field", "abc", 3),
                event(.change, "hue", "10", 4), event(.change, "saturation", "30", 6),
                event(.tap, "add", nil, 7),
                event(.tap, "add", nil, 8),
            ])
    }

    @Test func touchesMoveCollapseButBeginAndEndStay() {
        var queue = EventQueue()
        queue.push(event(.touchBegan, "chart", nil, 1))
        for step in 2...20 { queue.push(event(.touchMoved, "chart", nil, step)) }
        queue.push(event(.touchEnded, "chart", nil, 21))
        #expect(drain(&queue).map { if case .event(let e) = $0 { e.sequence } else { -1 } } == [1, 20, 21])
    }

    @Test("A flood past capacity drops the oldest, and the queue keeps working")
    func capacity() {
        var queue = EventQueue(capacity: 4)
        for step in 1...1000 { queue.push(event(.tap, "b\(step)", nil, step)) }
        #expect(queue.count == 4)
        #expect(queue.pop() == event(.tap, "b997", nil, 997))
        queue.push(event(.tap, "late", nil, 1001))
        #expect(drain(&queue).count == 4)
        #expect(queue.pop() == nil && queue.count == 0)
    }
}
