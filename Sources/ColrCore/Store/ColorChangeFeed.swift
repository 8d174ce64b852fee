/// Tells whoever listens that a color's tags changed, on this instance or another one.
///
/// Live screens subscribe and refresh the colors they show; the store publishes after each
/// committed write. Across instances this is PostgreSQL's LISTEN/NOTIFY.
public protocol ColorChangeFeed: Sendable {
    /// Announces that `hex` changed (after the change is committed).
    func publish(_ hex: ColorHex) async
    /// A stream of changed colors, from now until the stream is dropped.
    func changes() -> AsyncStream<ColorHex>
}
