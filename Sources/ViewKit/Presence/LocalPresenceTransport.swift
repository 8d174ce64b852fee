import Synchronization

/// Presence within one process: every beat sent reaches every stream at once.
public final class LocalPresenceTransport: PresenceTransport {
    private let streams = Mutex<[Int: AsyncStream<PresenceBeat>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// Creates a transport with no streams.
    public init() {}

    /// Delivers `beat` to every current stream.
    public func send(_ beat: PresenceBeat) async {
        for continuation in streams.withLock({ Array($0.values) }) { continuation.yield(beat) }
    }

    /// A stream of beats from now on; dropping it unsubscribes.
    public func beats() -> AsyncStream<PresenceBeat> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(
            of: PresenceBeat.self, bufferingPolicy: .bufferingNewest(1024))
        streams.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.streams.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }
}
