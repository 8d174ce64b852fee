/// One announcement's way through a ``ChangeFeed``: what it was and how long it took from being
/// published (after its commit) to being handed to this instance's subscribers.
///
/// Feeds report it so the server can publish the change-feed lag as a metric without this
/// module knowing any metrics library.
public struct FeedDelivery: Hashable, Sendable {
    /// What an announcement carries.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A color's tags changed (``ColorChange``).
        case color
        /// A scheme changed (``SchemeChange``).
        case scheme
        /// A short message such as a presence beat (``FeedSignal``).
        case signal
    }

    /// What was announced.
    public let kind: Kind
    /// From publishing to delivery on this instance.
    public let lag: Duration

    /// Creates a report.
    public init(kind: Kind, lag: Duration) {
        self.kind = kind
        self.lag = lag
    }
}
