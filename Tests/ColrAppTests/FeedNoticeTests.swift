import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// A screen never passes for live while changes from elsewhere are not arriving: every page
/// says so while the feed is away, and stops saying so once it is back.
@Suite("Paused changes", .offPool)
struct FeedNoticeTests {
    @Test func everyScreenSaysWhileChangesArePaused() async throws {
        let feed = PausableFeed()
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: MemoryColorStore(), feed: feed)),
            path: "/palettes")
        #expect(await !app.visibleTexts().contains(ColrRootController.pausedNotice))
        feed.setLive(false)
        #expect(await eventually { await app.visibleTexts().contains(ColrRootController.pausedNotice) })
        let notice = try #require(await app.screen().first { $0.id == "vk-notice" })
        #expect(notice[attribute: "role"] == "status")
        feed.setLive(true)
        #expect(await eventually { !(await app.visibleTexts().contains(ColrRootController.pausedNotice)) })
    }
}

/// A feed within the process whose liveness a test sets, standing for one across instances
/// whose listener comes and goes.
final class PausableFeed: ChangeFeed {
    private let local = LocalChangeFeed()
    private let live = Broadcaster<Bool>()

    func setLive(_ value: Bool) { live.publish(value) }
    func liveness() -> AsyncStream<Bool> { live.stream(startingWith: true) }
    func publish(_ change: ColorChange) async { await local.publish(change) }
    func changes() -> AsyncStream<ColorChange> { local.changes() }
    func changes(of hex: ColorHex) -> AsyncStream<ColorChange> { local.changes(of: hex) }
    func publish(_ change: SchemeChange) async { await local.publish(change) }
    func schemeChanges() -> AsyncStream<SchemeChange> { local.schemeChanges() }
    func schemeChanges(of id: Int) -> AsyncStream<SchemeChange> { local.schemeChanges(of: id) }
    func publish(_ signal: FeedSignal) async { await local.publish(signal) }
    func signals() -> AsyncStream<FeedSignal> { local.signals() }
}
