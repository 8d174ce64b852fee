import ColrCore
import Synchronization

/// An in-process change feed for app tests, like the server's.
final class TestFeed: ColorChangeFeed {
    private let continuations = Mutex<[AsyncStream<ColorHex>.Continuation]>([])

    func publish(_ hex: ColorHex) async {
        for continuation in continuations.withLock({ $0 }) { continuation.yield(hex) }
    }

    func changes() -> AsyncStream<ColorHex> {
        let (stream, continuation) = AsyncStream.makeStream(of: ColorHex.self)
        continuations.withLock { $0.append(continuation) }
        return stream
    }
}
