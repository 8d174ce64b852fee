import Foundation
import NIOWebSocket
import RateLimiting
import Vapor
import ViewKit

extension LiveRoutes {
    /// Handles one socket's messages in order: a join, then events (a drag's values collapsed to
    /// the newest while the session was busy; see ``EventInbox``).
    func serve(
        _ socket: WebSocket, inbox: EventInbox, client: String, visitor: String?, origin: String,
        logger: Logger
    ) async {
        var attached: Attachment?
        let clock = ContinuousClock()
        let start = clock.now
        let seconds = { (clock.now - start) / .seconds(1) }
        var limiter = TokenBucket(
            capacity: configuration.eventBurst, perSecond: configuration.eventsPerSecond, now: seconds())
        while let message = await inbox.next() {
            switch message {
            case .join(let token, let path, let depth, let fields, let digest):
                guard attached == nil else { continue }
                let outcome = await joinApart(
                    socket, token: token, path: path, depth: depth, fields: fields, digest: digest,
                    client: client, visitor: visitor, origin: origin)
                switch outcome {
                case .attached(let joined): attached = joined
                case .ignored: continue
                case .refused: return
                }
            case .event(var event):
                guard let current = attached else { continue }
                guard limiter.take(now: seconds()) == nil else {
                    server.metrics.refusedEvent()
                    await refuse(socket, "too many events; reload the page to continue", .policyViolation)
                    break
                }
                if event.kind == .back, let value = event.value { event.value = current.app.innerPath(value) }
                // Counted before it is handled: its reply (the patches acknowledging it) goes out
                // while it is, and a scrape that follows a reply must find the event counted.
                server.metrics.handledEvent()
                await current.session.handle(event, from: current.connection)
            }
        }
        await leave(attached, inbox: inbox, logger: logger)
    }

    /// The socket closed: its session keeps the page for the grace period.
    @inline(never)
    private func leave(_ attached: Attachment?, inbox: EventInbox, logger: Logger) async {
        let counts = inbox.counts
        if counts.ignored > 0 { logger.notice("live socket: ignored \(counts.ignored) malformed messages") }
        if let attached {
            await attached.session.disconnect(attached.connection)
            await registry.detach(attached.id)
        }
    }

    /// A session attached to a socket: its id in the registry, the session, its app, and the
    /// connection's number.
    typealias Attachment = (id: String, session: LiveSession, app: LiveApp, connection: UInt64)

    enum JoinOutcome: Sendable {
        case attached(Attachment)
        /// The join named no app mounted here; the socket may join again.
        case ignored
        /// The socket was refused and closed.
        case refused
    }

    /// Joins in a task of its own. A task keeps the stack its deepest calls grew to for as long
    /// as it lives, and the serving task lives as long as the socket: building and settling the
    /// session there would hold that stack (kilobytes) in every session once it has joined.
    @inline(never)
    private func joinApart(
        _ socket: WebSocket, token: String, path: String, depth: Int, fields: [String], digest: String?,
        client: String, visitor: String?, origin: String
    ) async -> JoinOutcome {
        await Task {
            await join(
                socket, token: token, path: path, depth: depth, fields: fields, digest: digest,
                client: client, visitor: visitor, origin: origin)
        }.value
    }

    /// Verifies a join, finds or makes its session and attaches the socket to it, sending the
    /// page its screen.
    ///
    /// `visitor` is the identity the socket's cookie proves, nil without one. The token must
    /// have been issued to it: a token taken from someone else's page, and used from a browser
    /// without their cookie, is refused as a forged one is, and the page says to reload (which
    /// gives it a token of its own).
    private func join(
        _ socket: WebSocket, token: String, path: String, depth: Int, fields: [String], digest: String?,
        client: String, visitor: String?, origin: String
    ) async -> JoinOutcome {
        guard let verified = SessionToken.verify(token, secret: secret, visitor: visitor), let visitor else {
            server.metrics.refusedJoin()
            await refuse(
                socket, "the session token is invalid, expired or another browser's; reload the page",
                .policyViolation)
            return .refused
        }
        // Longest mount first, so the demo's URLs are not taken for the app at the root.
        let candidates = apps.sorted { $0.mount.count > $1.mount.count }
        guard
            let liveApp = candidates.first(where: { $0.innerPath(path) != nil })
                ?? candidates.first(where: { $0.innerPath(verified.path) != nil })
        else { return .ignored }
        let start = liveApp.startPath(liveApp.innerPath(path) ?? liveApp.innerPath(verified.path) ?? "/")
        let session: LiveSession
        do {
            // A session the registry lost (expired, or made by another instance) is rebuilt
            // from the URL, which names the whole screen.
            session = try await registry.join(verified.sessionID, client: client) {
                LiveSession(
                    router: liveApp.router, path: start, titleSuffix: liveApp.titleSuffix,
                    client: client, visitor: visitor, origin: origin)
            }
        } catch {
            server.metrics.refusedJoin()
            let reason =
                error == .clientFull
                ? "this browser has too many pages of this site open; close some and reload"
                : "the server is at its session limit; try again soon"
            await refuse(socket, reason, .unknown(1013))
            return .refused
        }
        // A session rebuilt from the URL loads its data as the page load did, so the
        // screen it joins with matches the page's digest and nothing is sent twice.
        // Bounded, and never closing the session: a slow store delays the page a little,
        // and its screen then comes as patches when the load is done.
        await session.settle(within: Self.settleTime)
        let mount = liveApp.mount
        // Counted before the socket hears it joined, so a scrape after that finds it.
        server.metrics.joined()
        // Sent before taking the page over, so a socket that is let go at once still hears
        // it joined before it hears why it must go.
        socket.send(WireProtocol.joined(), promise: nil)
        let pagePath = liveApp.innerPath(path) ?? path
        let connection = await session.attach(
            pagePath: pagePath, depth: depth, fields: fields, digest: digest
        ) {
            patches, ack in
            socket.send(WireProtocol.patches(patches, acknowledging: ack, basePath: mount), promise: nil)
        } release: {
            // Policy close: a page that went on elsewhere must not come back and take it again.
            socket.send(
                WireProtocol.closing("this page went on in another connection; reload to use it here"),
                promise: nil)
            socket.close(code: .policyViolation, promise: nil)
        }
        return .attached((verified.sessionID, session, liveApp, connection))
    }

    /// Tells the page why, then closes its socket.
    ///
    /// Never inlined, like the other rare steps of ``serve``: an inlined async call's frame
    /// becomes part of the caller's, and the serving task keeps its frame for the socket's life.
    @inline(never)
    private func refuse(_ socket: WebSocket, _ reason: String, _ code: WebSocketErrorCode) async {
        try? await socket.send(WireProtocol.closing(reason))
        try? await socket.close(code: code)
    }

    /// The page's language and writing direction from the browser's first preferred language:
    /// Arabic, Hebrew, Persian and Urdu pages are laid out right to left (and mirror).
    static func language(_ header: String?) -> (String, String) {
        let first = header?.split(separator: ",").first?.split(separator: ";").first.map(String.init) ?? "en"
        let tag = first.trimmingCharacters(in: .whitespaces).lowercased()
        let primary = tag.split(separator: "-").first.map(String.init) ?? "en"
        guard primary.count >= 2, primary.count <= 3, primary.allSatisfy(\.isLetter) else {
            return ("en", "ltr")
        }
        return (primary, ["ar", "he", "fa", "ur"].contains(primary) ? "rtl" : "ltr")
    }
}
