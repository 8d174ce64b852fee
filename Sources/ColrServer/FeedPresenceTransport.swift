import ColrDomain
import ColrModels
import Foundation
import ViewKit

/// ViewKit's presence carried by Colr's change feed: beats ride the feed as signals, so on
/// PostgreSQL every instance hears every other's, and on SQLite the one process hears itself.
/// A beat is written as the feed writes its own announcements (``ColrModels/ColrJSON/encoder()``).
struct FeedPresenceTransport: PresenceTransport {
    static let kind = "presence"
    let feed: any ChangeFeed

    func send(_ beat: PresenceBeat) async {
        guard let body = try? ColrJSON.encoder().encode(beat) else { return }
        await feed.publish(FeedSignal(kind: Self.kind, body: String(decoding: body, as: UTF8.self)))
    }

    func beats() -> AsyncStream<PresenceBeat> {
        let signals = feed.signals()
        return AsyncStream { continuation in
            let task = Task {
                for await signal in signals where signal.kind == Self.kind {
                    if let beat = try? ColrJSON.decoder().decode(
                        PresenceBeat.self, from: Data(signal.body.utf8))
                    {
                        continuation.yield(beat)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
