import Synchronization
import Testing

@testable import ColrStore

/// Saves of one scheme wait for each other; saves of different schemes do not, and a lane is
/// gone once nothing uses it.
@Suite("Write lanes", .timeLimit(.minutes(1)))
struct WriteLanesTests {
    @Test("Two keys run side by side; one key's writes wait for each other")
    func lanes() async {
        let lanes = WriteLanes<Int>()
        let (opened, open) = AsyncStream<Void>.makeStream()
        let inside = Gauge()
        await withTaskGroup(of: Void.self) { group in
            // Key 1 is held until key 2 has run: were they one queue, this would never end.
            group.addTask {
                await lanes.run(1) {
                    for await _ in opened { break }
                }
            }
            group.addTask {
                await lanes.run(2) { _ = open.yield() }
            }
            for _ in 0..<4 {
                group.addTask {
                    await lanes.run(3) {
                        inside.enter()
                        await Task.yield()
                        inside.leave()
                    }
                }
            }
        }
        #expect(inside.most == 1)
        #expect(lanes.count == 0)
    }

    @Test("A failing write passes its error on and frees its lane")
    func failure() async {
        struct Refused: Error {}
        let lanes = WriteLanes<String>()
        await #expect(throws: Refused.self) {
            try await lanes.run("palette") { () throws(Refused) in throw Refused() }
        }
        #expect(lanes.count == 0)
        #expect(await lanes.run("palette") { 7 } == 7)
    }
}

/// How many writes are inside at once, and the most there ever were.
private final class Gauge: Sendable {
    private let state = Mutex((now: 0, most: 0))
    var most: Int { state.withLock { $0.most } }
    func enter() {
        state.withLock { state in
            state.now += 1
            state.most = max(state.most, state.now)
        }
    }
    func leave() { state.withLock { $0.now -= 1 } }
}
