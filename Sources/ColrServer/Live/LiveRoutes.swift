import Foundation
import Synchronization
import Vapor
import ViewKit

/// Serves ViewKit apps: pages by GET (whole screens, readable without script), form posts for
/// script-free taps, the runtime's assets, and the `/live` socket that takes a page over.
struct LiveRoutes {
    let apps: [LiveApp]
    let registry: LiveSessionRegistry
    let secret: String
    let tokenLifetime: TimeInterval = 12 * 3600
    /// Events a socket may send per second, sustained, and in a burst.
    var eventsPerSecond = 120.0
    var eventBurst = 240.0

    func register(on app: Application) {
        app.get("viewkit", "viewkit.js") { _ in Self.asset(Page.script, type: "text/javascript") }
        app.get("viewkit", "viewkit.css") { _ in Self.asset(Page.stylesheet, type: "text/css") }
        app.webSocket("live", maxFrameSize: .init(integerLiteral: WireProtocol.maximumMessageBytes)) {
            request, socket in
            self.connect(request, socket)
        }
        for liveApp in apps {
            let components = liveApp.mount.split(separator: "/").map {
                PathComponent(stringLiteral: String($0))
            }
            for path in [components, components + [.catchall]] {
                app.on(.GET, path) { request in try await self.page(request, liveApp) }
                app.on(.POST, path, body: .collect(maxSize: "64kb")) { request in
                    try await self.post(request, liveApp)
                }
            }
        }
    }

    static func asset(_ text: String, type: String) -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: type + "; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=300")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }

    /// A whole screen for the URL, and a fresh session waiting for the page's socket.
    func page(_ request: Request, _ liveApp: LiveApp) async throws -> Response {
        guard let inner = liveApp.innerPath(request.url.path) else { throw Abort(.notFound) }
        let session = LiveSession(
            router: liveApp.router, path: liveApp.startPath(inner), titleSuffix: liveApp.titleSuffix)
        let id = UUID().uuidString
        _ = await registry.insert(session, id: id)
        let path = await session.path
        let token = SessionToken(
            sessionID: id, path: liveApp.mount + path,
            expires: Int(Date().timeIntervalSince1970 + tokenLifetime))
        let (language, direction) = Self.language(request.headers.first(name: .acceptLanguage))
        let html = Page.document(
            windowHTML: await session.html(), title: await session.title, token: token.signed(with: secret),
            language: language, direction: direction)
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        headers.replaceOrAdd(
            name: "Content-Security-Policy",
            value:
                "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'"
        )
        return Response(status: .ok, headers: headers, body: .init(string: html))
    }

    /// Without script, a tap posts the form: replay it on a fresh session and go where it leads.
    func post(_ request: Request, _ liveApp: LiveApp) async throws -> Response {
        guard let inner = liveApp.innerPath(request.url.path) else { throw Abort(.notFound) }
        let fields = (try? request.content.decode([String: String].self)) ?? [:]
        let session = LiveSession(router: liveApp.router, path: inner, titleSuffix: liveApp.titleSuffix)
        for event in Page.events(fromForm: fields) { _ = await session.handle(event) }
        await session.settle()
        let destination = liveApp.mount + (await session.path)
        return request.redirect(to: destination, redirectType: .normal)
    }

    // MARK: The socket

    private func connect(_ request: Request, _ socket: WebSocket) {
        if let origin = request.headers.first(name: .origin),
            !Self.sameOrigin(origin, host: request.headers.first(name: .host))
        {
            request.logger.warning("live socket refused: origin \(origin) does not match host")
            socket.send(WireProtocol.closing("this page's origin may not open a session here"), promise: nil)
            _ = socket.close(code: .policyViolation)
            return
        }
        let (messages, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingNewest(256))
        socket.onText { _, text in continuation.yield(text) }
        socket.onClose.whenComplete { _ in continuation.finish() }
        let logger = request.logger
        Task {
            await self.serve(socket, messages: messages, logger: logger)
        }
    }

    /// Handles one socket's messages in order: a join, then events.
    private func serve(_ socket: WebSocket, messages: AsyncStream<String>, logger: Logger) async {
        var attached: (id: String, session: LiveSession, app: LiveApp)?
        var tokens = eventBurst
        var lastRefill = ContinuousClock.now
        for await text in messages {
            let message: WireProtocol.ClientMessage
            do {
                message = try WireProtocol.decode(text)
            } catch {
                logger.notice("live socket: ignored \(error)")
                continue
            }
            switch message {
            case .join(let token, let path):
                guard attached == nil else { continue }
                guard let verified = SessionToken.verify(token, secret: secret) else {
                    socket.send(
                        WireProtocol.closing("the session token is invalid or expired; reload the page"),
                        promise: nil)
                    _ = try? await socket.close(code: .policyViolation)
                    return
                }
                // Longest mount first, so the demo's URLs are not taken for the app at the root.
                let candidates = apps.sorted { $0.mount.count > $1.mount.count }
                guard
                    let liveApp = candidates.first(where: { $0.innerPath(path) != nil })
                        ?? candidates.first(where: { $0.innerPath(verified.path) != nil })
                else { continue }
                let session: LiveSession
                if let existing = await registry.attach(verified.sessionID) {
                    session = existing
                } else {
                    // Expired, or served by another instance: rebuild the same screen from the URL.
                    session = LiveSession(
                        router: liveApp.router, path: liveApp.innerPath(path) ?? "/",
                        titleSuffix: liveApp.titleSuffix)
                    guard await registry.insert(session, id: verified.sessionID) else {
                        socket.send(
                            WireProtocol.closing("the server is at its session limit; try again soon"),
                            promise: nil)
                        _ = try? await socket.close(code: .unknown(1013))
                        return
                    }
                    _ = await registry.attach(verified.sessionID)
                }
                attached = (verified.sessionID, session, liveApp)
                let mount = liveApp.mount
                await session.setOutbox { patches, ack in
                    socket.send(
                        WireProtocol.patches(patches, acknowledging: ack, basePath: mount), promise: nil)
                }
                socket.send(WireProtocol.joined(), promise: nil)
                var patches = await session.fullUpdate()
                // The page may show another URL than the screen (a landing page, a stale link).
                let sessionPath = await session.path
                if liveApp.mount + sessionPath != path { patches.append(.replaceURL(sessionPath)) }
                socket.send(
                    WireProtocol.patches(patches, acknowledging: await session.lastSequence, basePath: mount),
                    promise: nil)
            case .event(var event):
                guard let current = attached else { continue }
                let now = ContinuousClock.now
                let elapsed = (now - lastRefill).components
                let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
                tokens = min(eventBurst, tokens + seconds * eventsPerSecond)
                lastRefill = now
                guard tokens >= 1 else {
                    socket.send(
                        WireProtocol.closing("too many events; reload the page to continue"), promise: nil)
                    _ = try? await socket.close(code: .policyViolation)
                    break
                }
                tokens -= 1
                if event.kind == .back, let value = event.value { event.value = current.app.innerPath(value) }
                let patches = await current.session.handle(event)
                socket.send(
                    WireProtocol.patches(patches, acknowledging: event.sequence, basePath: current.app.mount),
                    promise: nil)
                await registry.touch(current.id)
            }
        }
        if let attached {
            await attached.session.setOutbox(nil)
            await registry.detach(attached.id)
        }
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

    static func sameOrigin(_ origin: String, host: String?) -> Bool {
        guard let host, let url = URL(string: origin), let originHost = url.host else { return false }
        let originAuthority = url.port.map { "\(originHost):\($0)" } ?? originHost
        return originAuthority.lowercased() == host.lowercased()
    }
}
