/// One browser tab's screen, isolated in its own actor: events in, patches out.
///
/// Each session is an actor of its own rather than all sessions sharing the main actor, so a
/// session busy in a slow handler never delays another; within a session everything runs in
/// order, as UIKit's main thread does. Background work started with `perform` runs as a task
/// and comes back through ``deliver(taskID:value:)``.
public actor LiveSession {
    let window: Window
    private let router: any ScreenRouter
    private let ids = IDAllocator()
    private var outbox: (@Sendable ([Patch], Int?) -> Void)?
    private var quietWaiters: [CheckedContinuation<Void, Never>] = []
    private var listeners: [Task<Void, Never>] = []
    /// The highest event sequence number handled.
    public private(set) var lastSequence = 0

    /// Builds the screen for `path` with the app's router.
    public init(router: any ScreenRouter, path: String, titleSuffix: String = "") {
        self.router = router
        let ids = self.ids
        let window = IDAllocator.$current.withValue(ids) {
            let window = Window(rootViewController: router.makeRootViewController())
            window.titleSuffix = titleSuffix
            window.makeKeyAndVisible()
            window.restore(path: path, router: router)
            return window
        }
        self.window = window
        window.spawn = { [unowned self] id, work in
            Task { await self.deliver(taskID: id, value: await work()) }
        }
        window.listen = { [unowned self] id, stream in
            let task = Task {
                for await value in stream { await self.deliver(streamID: id, value: value) }
            }
            Task { await self.keep(task) }
        }
    }

    /// Where patches from background completions go (the socket); nil drops them.
    public func setOutbox(_ outbox: (@Sendable ([Patch], Int?) -> Void)?) {
        self.outbox = outbox
    }

    /// The whole screen as HTML, for the first, script-free page load.
    public func html() -> String {
        scoped { HTML.render(window.render()) }
    }

    /// The URL path of what is on screen.
    public var path: String { window.path }

    /// The document title.
    public var title: String { window.documentTitle }

    /// Forgets what the page has and returns the patches that draw the whole screen.
    public func fullUpdate() -> [Patch] {
        scoped {
            window.resetPage()
            return window.update()
        }
    }

    /// Applies an event and returns the patches that answer it.
    public func handle(_ event: Event) -> [Patch] {
        lastSequence = max(lastSequence, event.sequence)
        let patches = scoped {
            if event.kind == .back {
                navigateBack(to: event.value)
            } else {
                window.handle(event)
            }
            return window.update()
        }
        notifyIfQuiet()
        return patches
    }

    /// Runs session code with this session's id allocator, so ids are reproducible.
    private func scoped<T>(_ body: () -> T) -> T {
        IDAllocator.$current.withValue(ids, operation: body)
    }

    /// The browser went back: step back once, or rebuild from the path if it is elsewhere.
    private func navigateBack(to path: String?) {
        let before = window.path
        window.goBack()
        if let path, window.path != path, path != before {
            window.restore(path: path, router: router)
        }
    }

    /// A background task finished: run its completion here and send what changed.
    func deliver(taskID: Int, value: any Sendable) {
        let patches = scoped {
            window.complete(taskID: taskID, with: value)
            return window.update()
        }
        if !patches.isEmpty { outbox?(patches, nil) }
        notifyIfQuiet()
    }

    private func keep(_ task: Task<Void, Never>) {
        listeners.append(task)
    }

    /// A subscribed stream produced an element: run its handler here and send what changed.
    func deliver(streamID: Int, value: any Sendable) {
        let patches = scoped {
            window.deliver(streamID: streamID, value: value)
            return window.update()
        }
        if !patches.isEmpty { outbox?(patches, nil) }
    }

    /// Ends the session's subscriptions; the registry calls it when it reclaims the session.
    public func close() {
        listeners.forEach { $0.cancel() }
        listeners = []
        outbox = nil
    }

    /// Waits until no background work is pending (tests use it after an event that starts some).
    public func settle() async {
        if window.pendingTaskCount == 0 { return }
        await withCheckedContinuation { quietWaiters.append($0) }
    }

    private func notifyIfQuiet() {
        guard window.pendingTaskCount == 0 else { return }
        let waiters = quietWaiters
        quietWaiters = []
        waiters.forEach { $0.resume() }
    }

    /// Runs `body` with the window, for test harnesses that read the screen.
    public func inspect<T: Sendable>(_ body: (Window) -> T) -> T {
        scoped { body(window) }
    }
}
