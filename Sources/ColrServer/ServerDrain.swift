import ColrAPI
import ColrModels
import ColrStore
import Synchronization
import Vapor
import ViewKitVapor

/// Stops the server in an order that loses nothing: refuse new requests, tell every open page
/// at once (its banner shows while it reconnects, to another instance if there is one), end the
/// live sessions, let store operations already running finish (new ones are refused), and only
/// then let the database close.
final class ServerDrain: Sendable {
    private let started = Mutex(false)
    let viewKit: ViewKitServer
    let gate: StoreGate
    let logger: Logger
    /// The longest to wait for running store operations.
    let patience: Duration

    init(viewKit: ViewKitServer, gate: StoreGate, logger: Logger, patience: Duration = .seconds(10)) {
        self.viewKit = viewKit
        self.gate = gate
        self.logger = logger
        self.patience = patience
    }

    /// Whether the server has begun to stop.
    var isDraining: Bool { started.withLock { $0 } }

    /// Runs the stopping sequence once; later calls return at once.
    func drain() async {
        let first = started.withLock { started in
            defer { started = true }
            return !started
        }
        guard first else { return }
        let pages = await viewKit.stop(reason: "The server is restarting. This page reconnects by itself.")
        let clock = ContinuousClock()
        let start = clock.now
        let unfinished = await gate.close(timeout: patience)
        // Say how long the wait took, and name the limit only when it ran out: "0 operations
        // still running after 10 s" read as a 10 s stop when it took a moment.
        let waited = (clock.now - start).formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
        let store =
            unfinished == 0
            ? "store operations finished within \(waited)"
            : "\(unfinished) store operations still running when the \(patience) limit ran out"
        logger.notice("stopping: told \(pages) open pages; \(store)")
    }
}

/// Refuses requests once the server is stopping, with a 503 that says to retry.
struct DrainMiddleware: AsyncMiddleware {
    let drain: ServerDrain

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard drain.isDraining else { return try await next.respond(to: request) }
        return try ColrErrorMiddleware.refusal(.shuttingDown(retryAfterSeconds: 2), to: request)
    }
}

/// Drains when the application shuts down (tests, or a stop that did not come by signal).
struct DrainOnShutdown: LifecycleHandler {
    let drain: ServerDrain

    func shutdownAsync(_ application: Application) async {
        await drain.drain()
    }
}
