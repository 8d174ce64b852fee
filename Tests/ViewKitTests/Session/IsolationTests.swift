import TestSupport
import Testing
import ViewKitTesting

@testable import ViewKit

/// A screen with one button that keeps its session busy for a while.
struct BusyRouter: ScreenRouter {
    final class BusyController: ViewController {
        override func viewDidLoad() {
            view.addSubview(
                Button(title: "Work") {
                    let clock = ContinuousClock()
                    let start = clock.now
                    while clock.now - start < .milliseconds(1500) {}  // CPU-bound on purpose
                })
            view.addSubview(Button(title: "Ping"))
        }
    }

    func makeRootViewController() -> ViewController { BusyController() }
    func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
}

/// The busy session keeps a thread busy for 1.5 s on purpose. On lanes of its own, that is
/// neither the cooperative pool (which it would hold past the watchdog's limit) nor lanes other
/// tests queue on (which would time them, not the sessions).
@Suite("Session isolation", .offPool(lanes: ComputeLanes(width: 2)))
struct IsolationTests {
    @Test("A busy session does not stall another", .timeLimit(.minutes(1)))
    func busySessionDoesNotStallOthers() async throws {
        let busy = ScreenTester(router: BusyRouter())
        let quiet = ScreenTester(router: BusyRouter())
        try await quiet.tap("Ping")  // warm up
        let clock = ContinuousClock()
        async let working = busy.tap("Work")
        try await Task.sleep(for: .milliseconds(50))
        let start = clock.now
        try await quiet.tap("Ping")
        let waited = clock.now - start
        _ = try await working
        // Stalled behind the busy session it would wait over a second; other suites running in
        // parallel on this 2-core machine can delay it a little, never that much.
        #expect(waited < .milliseconds(1000), "the quiet session waited \(waited)")
    }
}
