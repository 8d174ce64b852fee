/// Messages from a page waiting for their session, in order, where a run of value changes to
/// one control collapses to its newest: a slider dragged faster than the session can apply
/// it never falls behind the hand.
///
/// Only the last waiting message is ever replaced, so an event never overtakes a different one
/// (text typed before a tap stays before the tap).
public struct EventQueue: Sendable {
    private var items: [WireProtocol.ClientMessage] = []
    private var head = 0
    /// The most messages kept; past it the oldest is dropped, as a flooding page deserves.
    public let capacity: Int
    /// How many events were folded into a newer one, for tests and measurements.
    public private(set) var coalesced = 0

    /// An empty queue holding at most `capacity` messages.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// How many messages wait.
    public var count: Int { items.count - head }

    /// Adds a message, folding it into the last waiting one when it supersedes it. The kept
    /// event takes the newer sequence number, so acknowledging it acknowledges both.
    public mutating func push(_ message: WireProtocol.ClientMessage) {
        if case .event(let event) = message, count > 0, case .event(let last) = items[items.count - 1],
            event.supersedes(last)
        {
            items[items.count - 1] = message
            coalesced += 1
            return
        }
        items.append(message)
        if count > capacity { head += 1 }
        if head > 64 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
    }

    /// Takes the oldest waiting message.
    public mutating func pop() -> WireProtocol.ClientMessage? {
        guard head < items.count else { return nil }
        defer { head += 1 }
        return items[head]
    }
}
