import Synchronization
import TestSupport
import Testing

@testable import ViewKit

/// A screen that loads in the background when it appears, held back until the test opens a gate.
struct LoadingRouter: ScreenRouter {
    let gate: Gate

    final class LoadingController: ViewController {
        let gate: Gate
        let status = Label("loading")

        init(gate: Gate) {
            self.gate = gate
            super.init()
        }

        override func viewDidLoad() {
            view.addSubview(status)
            view.addSubview(Button(title: "Ping") { [weak self] in self?.status.text = "pinged" })
            let gate = self.gate
            perform {
                await gate.wait()
            } completion: { [weak self] _ in
                self?.status.text = "loaded"
            }
        }
    }

    func makeRootViewController() -> ViewController { LoadingController(gate: gate) }
    func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
}

/// Holds background work until opened.
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}

/// What a connection's outbox was given, in order.
final class Outbox: Sendable {
    private let sent = Mutex<[(patches: [Patch], ack: Int?)]>([])

    var messages: [(patches: [Patch], ack: Int?)] { sent.withLock { $0 } }

    func send(_ patches: [Patch], _ ack: Int?) {
        sent.withLock { $0.append((patches, ack)) }
    }

    /// Every text the messages carry, as HTML or text patches, in the order sent.
    func texts(in message: Int) -> String {
        messages[message].patches.map { patch in
            switch patch {
            case .replace(_, let html): html
            case .text(_, let text): text
            default: ""
            }
        }.joined(separator: " ")
    }
}

@Suite("Live session connections", .offPool)
struct LiveSessionTests {
    @Test("Attaching sends the whole screen first; later background work follows it")
    func attachSendsScreenBeforeBackgroundWork() async throws {
        let gate = Gate()
        let session = LiveSession(router: LoadingRouter(gate: gate), path: "/")
        let outbox = Outbox()
        _ = await session.attach(pagePath: "/", depth: 0, fields: [], outbox: outbox.send, release: {})
        try #require(outbox.messages.count == 1)
        #expect(outbox.texts(in: 0).contains("loading"))
        #expect(outbox.messages.first?.ack == 0)
        gate.open()
        await session.settle()
        try #require(outbox.messages.count == 2)
        #expect(outbox.texts(in: 1).contains("loaded"))
        #expect(outbox.messages.last?.ack == nil)
    }

    @Test("Work that finished before any page connected is on the screen the page is sent")
    func workDoneBeforeAttachIsNotLost() async throws {
        let gate = Gate()
        gate.open()
        let session = LiveSession(router: LoadingRouter(gate: gate), path: "/")
        await session.settle()
        let outbox = Outbox()
        _ = await session.attach(pagePath: "/", depth: 0, fields: [], outbox: outbox.send, release: {})
        try #require(outbox.messages.count == 1)
        #expect(outbox.texts(in: 0).contains("loaded"))
    }

    @Test("Events are answered through the connection that has the page, and only that one")
    func eventsFromALetGoConnectionAreDropped() async throws {
        let session = LiveSession(router: LoadingRouter(gate: Gate()), path: "/")
        let first = Outbox()
        let second = Outbox()
        let released = Mutex(false)
        let old = await session.attach(
            pagePath: "/", depth: 0, fields: [], outbox: first.send,
            release: { released.withLock { $0 = true } })
        let current = await session.attach(
            pagePath: "/", depth: 0, fields: [], outbox: second.send, release: {})
        #expect(released.withLock { $0 })
        let ping = try #require(
            await session.inspect { window in
                window.render().allNodes.first { $0.tag == "button" && $0.textContent == "Ping" }?.id
            })
        await session.handle(Event(.tap, target: ping, sequence: 1), from: old)
        #expect(first.messages.count == 1)
        #expect(await session.lastSequence == 0)
        await session.handle(Event(.tap, target: ping, sequence: 2), from: current)
        try #require(second.messages.count == 2)
        #expect(second.messages.last?.ack == 2)
        #expect(second.texts(in: 1).contains("pinged"))
    }
}

@Suite("Waiting for a session's work, within a limit", .offPool)
struct BoundedSettleTests {
    @Test func aLimitReleasesTheWaitButNotTheSession() async throws {
        let gate = Gate()
        let session = LiveSession(router: LoadingRouter(gate: gate), path: "/")
        let quiet = await session.settle(within: .milliseconds(50))
        #expect(!quiet)
        #expect(await !session.isClosed)
        gate.open()
        #expect(await session.settle(within: .seconds(10)))
        #expect(await session.html().contains("loaded"))
        await session.close()
        #expect(await session.settle(within: .milliseconds(1)))
    }
}
