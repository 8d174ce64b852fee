/// One browser tab's screen, isolated in its own actor: events in, patches out.
///
/// Each session is an actor of its own rather than all sessions sharing the main actor, so a
/// session busy in a slow handler never delays another; within a session everything runs in
/// order, as UIKit's main thread does. Background work started with `perform` runs as a task
/// and comes back through ``deliver(taskID:value:)``.
///
/// A session ends one way, ``close()``, whoever ends it (a reaper, an eviction, a form post that
/// is done, a server shutting down); dropping the last reference ends it the same way. Nothing a
/// session starts holds it strongly, so a feed or a slow store call never outlives it with a
/// dangling reference.
public actor LiveSession {
    let window: Window
    private let router: any ScreenRouter
    private let ids = IDAllocator()
    private let tasks = TaskBag()
    private var outbox: (@Sendable ([Patch], Int?) -> Void)?
    /// Lets the connection that has the page go when another takes it over.
    private var releaseConnection: (@Sendable () -> Void)?
    private var connection: UInt64 = 0
    /// Those waiting for background work to finish, by ticket (so a time limit can release one).
    private var quietWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// Whether ``close()`` ran; a closed session ignores events and sends nothing.
    public private(set) var isClosed = false
    /// The highest event sequence number handled.
    public private(set) var lastSequence = 0

    /// Builds the screen for `path` with the app's router, for `client` (the browser's address),
    /// `visitor` (the browser's lasting identity) and `origin` (where the page was loaded from).
    public init(
        router: any ScreenRouter, path: String, titleSuffix: String = "", client: String = "local",
        visitor: String = "local", origin: String = ""
    ) {
        self.router = router
        let ids = self.ids
        let window = IDAllocator.$current.withValue(ids) {
            let window = Window(rootViewController: router.makeRootViewController())
            window.titleSuffix = titleSuffix
            window.client = client
            window.visitor = visitor
            window.origin = origin
            // The stack first, then shown: only the screen on top loads its view and appears,
            // as when UIKit restores state; the screens under it load theirs if they come back.
            window.restore(path: path, router: router)
            window.makeKeyAndVisible()
            // A page showing this screen has at least its entry; a join says what else it has.
            window.page.history = NavigationHistory.entries(for: window.path)
            return window
        }
        self.window = window
        let tasks = self.tasks
        window.work.spawn = { [weak self] id, work in
            tasks.add(
                Task { [weak self] in
                    let value = await work()
                    await self?.deliver(taskID: id, value: value)
                })
        }
        window.work.listen = { [weak self] id, stream in
            tasks.add(
                Task { [weak self] in
                    for await value in stream {
                        guard let session = self else { return }
                        await session.deliver(streamID: id, value: value)
                    }
                })
        }
    }

    deinit {
        tasks.cancelAll()
    }

    /// A connection (a socket) takes the page over: patches from background work go to its
    /// `outbox` from now on. A page has one connection; the one that had it is let go through its
    /// `release` (a stale socket of a page that reconnected, or a duplicate). Returns the
    /// connection's number, for ``disconnect(_:)``.
    public func connect(
        outbox: @escaping @Sendable ([Patch], Int?) -> Void, release: @escaping @Sendable () -> Void
    ) -> UInt64 {
        let previous = releaseConnection
        connection += 1
        self.outbox = isClosed ? nil : outbox
        releaseConnection = isClosed ? nil : release
        previous?()
        if !isClosed { window.setConnected(true) }
        return connection
    }

    /// A connection ended; if it still had the page, patches stop going anywhere until another
    /// connects. A connection that was already let go changes nothing.
    public func disconnect(_ number: UInt64) {
        guard number == connection else { return }
        outbox = nil
        releaseConnection = nil
        window.setConnected(false)
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

    /// A page joined: it shows `pagePath` at history entry `depth` and holds `fields`, the text in
    /// its text fields in document order (which this session may not have seen, if it was
    /// rebuilt on another server). Returns the patches that draw the whole screen and put the
    /// page's history in order.
    public func join(pagePath: String, depth: Int, fields: [String], digest: String? = nil) -> [Patch] {
        scoped {
            // The same screen has the same text fields in the same order; another screen's are
            // not these, so they are left alone.
            let ids = window.render().allNodes.filter { $0.tag == "input" && $0[attribute: "type"] == "text" }
                .map(\.id)
            if pagePath == window.path, ids.count == fields.count {
                for (id, text) in zip(ids, fields) { window.handle(Event(.input, target: id, value: text)) }
            }
            window.resetPage()
            // A page still showing the screen it was served has it: nothing to send again.
            if let digest {
                window.refreshObservers()
                let tree = window.render()
                if digest == Page.digest(windowHTML: HTML.render(tree), title: window.documentTitle) {
                    window.page.assume(tree, title: window.documentTitle)
                }
            }
            window.page.history = nil
            var patches = window.update()
            let entries = NavigationHistory.entries(for: window.path)
            if depth != entries.count - 1 || pagePath != window.path {
                patches.append(.resetHistory(entries))
            }
            window.page.history = entries
            return patches
        }
    }

    /// A page joined over a connection: the connection takes the page over (as in
    /// ``connect(outbox:release:)``) and the whole screen goes out through `outbox` in the same
    /// step (as in ``join(pagePath:depth:fields:)``), acknowledging the last event handled.
    /// One step, because background work finishing between the two would otherwise send its
    /// patches ahead of the screen they apply to, and the screen would then overwrite them.
    /// Returns the connection's number, for ``disconnect(_:)``.
    public func attach(
        pagePath: String, depth: Int, fields: [String], digest: String? = nil,
        outbox: @escaping @Sendable ([Patch], Int?) -> Void, release: @escaping @Sendable () -> Void
    ) -> UInt64 {
        let number = connect(outbox: outbox, release: release)
        outbox(join(pagePath: pagePath, depth: depth, fields: fields, digest: digest), lastSequence)
        return number
    }

    /// Applies an event and returns the patches that answer it.
    public func handle(_ event: Event) -> [Patch] {
        guard !isClosed else { return [] }
        lastSequence = max(lastSequence, event.sequence)
        let patches = scoped {
            if event.kind == .back {
                navigateBack(to: event.value, depth: event.depth)
            } else {
                window.handle(event)
            }
            return window.update()
        }
        notifyIfQuiet()
        return patches
    }

    /// Applies an event that connection `number` sent and answers through its outbox, in order
    /// with what background work sends (an answer sent after this call returned could follow a
    /// later patch and undo it). Events from a connection that no longer has the page are dropped.
    public func handle(_ event: Event, from number: UInt64) {
        guard number == connection, let outbox else { return }
        outbox(handle(event), event.sequence)
    }

    /// Runs session code with this session's id allocator, so ids are reproducible.
    private func scoped<T>(_ body: () -> T) -> T {
        IDAllocator.$current.withValue(ids, operation: body)
    }

    /// The browser went back (or forward) to history entry `depth` showing `path`: pop to that
    /// entry when it is one this session made, or rebuild the stack the path names.
    private func navigateBack(to path: String?, depth: Int?) {
        let known = window.page.history ?? NavigationHistory.entries(for: window.path)
        guard let path else {
            window.goBack()
            return
        }
        let target = depth ?? max(known.count - 2, 0)
        if let landed = NavigationHistory.landing(in: known, depth: target, path: path) {
            for _ in landed.count..<max(known.count, landed.count) where window.path != path {
                window.goBack()
            }
            if window.path != path { window.restore(path: path, router: router) }
            window.page.history = landed
        } else {
            window.restore(path: path, router: router)
            // Only entries this session never made lie below; rewrite them at the next update.
            window.page.history = []
        }
    }

    /// A background task finished: run its completion here and send what changed.
    func deliver(taskID: Int, value: any Sendable) {
        guard !isClosed else { return }
        let patches = scoped {
            window.work.complete(taskID: taskID, with: value)
            return window.update()
        }
        if !patches.isEmpty { outbox?(patches, nil) }
        notifyIfQuiet()
    }

    /// A subscribed stream produced an element: run its handler here and send what changed.
    func deliver(streamID: Int, value: any Sendable) {
        guard !isClosed else { return }
        let patches = scoped {
            window.work.deliver(streamID: streamID, value: value)
            return window.update()
        }
        if !patches.isEmpty { outbox?(patches, nil) }
    }

    /// Ends the session: its subscriptions and background work are cancelled, nothing more is
    /// sent, and anyone waiting for it to settle is released. Safe to call more than once.
    public func close() {
        isClosed = true
        window.leaveAllPresence()
        window.dropObservers()
        tasks.cancelAll()
        outbox = nil
        releaseConnection = nil
        let waiters = quietWaiters
        quietWaiters = [:]
        waiters.values.forEach { $0.resume() }
    }

    /// Waits until no background work is pending (tests use it after an event that starts some).
    public func settle() async {
        if window.pendingTaskCount == 0 || isClosed { return }
        let ticket = takeTicket()
        await withCheckedContinuation { quietWaiters[ticket] = $0 }
    }

    /// Waits until no background work is pending, but not longer than `limit`; the work goes
    /// on either way. Returns whether the session is quiet.
    @discardableResult
    public func settle(within limit: Duration) async -> Bool {
        if window.pendingTaskCount == 0 || isClosed { return true }
        let ticket = takeTicket()
        // The continuation is stored before this actor lets the timer in, so the timer can
        // never fire on a ticket that is not there yet.
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(for: limit)) != nil else { return }
            await self?.release(ticket)
        }
        await withCheckedContinuation { quietWaiters[ticket] = $0 }
        timer.cancel()
        return window.pendingTaskCount == 0
    }

    private func takeTicket() -> Int {
        nextWaiter += 1
        return nextWaiter
    }

    private func release(_ ticket: Int) {
        quietWaiters.removeValue(forKey: ticket)?.resume()
    }

    private func notifyIfQuiet() {
        guard window.pendingTaskCount == 0 else { return }
        let waiters = quietWaiters
        quietWaiters = [:]
        waiters.values.forEach { $0.resume() }
    }

    /// Runs `body` with the window, for test harnesses that read the screen.
    public func inspect<T: Sendable>(_ body: (Window) -> T) -> T {
        scoped { body(window) }
    }
}
