import Foundation
import NIOCore
import Vapor
import ViewKit

/// Serves ViewKit apps: pages by GET (whole screens, readable without script), form posts for
/// script-free taps, the runtime's assets, and the socket that takes a page over (at the
/// configuration's paths).
///
/// A page load builds its screen, renders it and throws the session away: the session a page
/// keeps is made only when its socket joins, so loading pages costs no memory afterwards.
struct LiveRoutes {
    let apps: [LiveApp]
    let server: ViewKitServer
    var registry: LiveSessionRegistry { server.registry }
    var connections: LiveConnections { server.connections }
    var configuration: ViewKitConfiguration { server.configuration }
    var secret: String { configuration.secret }
    /// The most fields a script-free form post may carry.
    static let maximumFormFields = 64
    /// How long a page load or a form post waits for the screen's background work (a store read).
    static let settleTime: Duration = .seconds(3)

    var forms: FormGuard { FormGuard(secret: secret) }

    func register(on app: Application) {
        let assets = Self.components(configuration.assetsPath)
        let hooks = configuration.hooks
        app.get(assets + ["hooks", ":file"]) { request -> Response in
            guard let file = request.parameters.get("file"), file.hasSuffix(".js"),
                let hook = hooks[String(file.dropLast(3))]
            else { throw Abort(.notFound) }
            return Self.asset(hook, type: "text/javascript")
        }
        // Modules live under their version: a page never mixes two, and each may be kept a year.
        app.get(assets + ["runtime", ":version", ":file"]) { request -> Response in
            guard let file = request.parameters.get("file"), let module = Page.runtime[file] else {
                throw Abort(.notFound)
            }
            let current = request.parameters.get("version") == Page.runtimeVersion
            return Self.asset(module, type: "text/javascript", maxAge: current ? 31_536_000 : 300)
        }
        app.get(assets + ["viewkit.css"]) { _ in Self.asset(Page.stylesheet, type: "text/css") }
        if let theme = configuration.theme {
            let stylesheet = theme.stylesheet
            app.get(assets + ["theme.css"]) { _ in Self.asset(stylesheet, type: "text/css") }
        }
        // Browsers ask for /favicon.ico on their own; a mounted app must not answer it with a page.
        let icon = configuration.icon
        app.get("favicon.ico") { _ -> Response in
            guard let icon else { throw Abort(.notFound) }
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "image/png")
            headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=86400")
            return Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: icon)))
        }
        let socketPath = configuration.socketPath
        app.get(Self.components(socketPath)) { request -> Response in
            // Only a WebSocket handshake is answered; anything else would be left hanging.
            guard request.headers[.upgrade].contains(where: { $0.lowercased() == "websocket" }) else {
                throw Abort(
                    .upgradeRequired,
                    reason: "\(socketPath) is a WebSocket; open it with an Upgrade: websocket request")
            }
            let response = Response(status: .switchingProtocols)
            response.upgrader = CappedWebSocketUpgrader(maximumMessageBytes: WireProtocol.maximumMessageBytes)
            {
                socket in self.connect(request, socket)
            }
            return response
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

    /// A configured path as route components: `/a/b` is `a`, `b`.
    static func components(_ path: String) -> [PathComponent] {
        path.split(separator: "/").map { PathComponent(stringLiteral: String($0)) }
    }

    static func asset(_ text: String, type: String, maxAge: Int = 300) -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: type + "; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=\(maxAge)")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }

    /// A whole screen for the URL, and a signed token the page's socket joins with.
    func page(_ request: Request, _ liveApp: LiveApp) async throws -> Response {
        guard let inner = liveApp.innerPath(request.url.path) else { throw Abort(.notFound) }
        let returning = request.cookies[LiveApp.landedCookie] != nil
        let start = liveApp.startPath(inner, returning: returning)
        let identity = server.visitors.identify(request)
        let session = LiveSession(
            router: liveApp.router, path: start, titleSuffix: liveApp.titleSuffix,
            client: RequestChecks.clientAddress(of: request, trustedProxies: configuration.trustedProxies),
            visitor: identity.visitor, origin: RequestChecks.origin(of: request))
        await Self.settle(session)
        let path = await session.path
        let windowHTML = await session.html()
        let title = await session.title
        await session.close()
        // Bound to the visitor this answer's cookie names, new or not: the socket the page opens
        // carries that cookie, and only a socket that does may join.
        let token = SessionToken(
            sessionID: UUID().uuidString, path: liveApp.mount + path,
            expires: Int(Date().timeIntervalSince1970 + configuration.tokenLifetime),
            visitor: identity.visitor, secret: secret)
        let (language, direction) = Self.language(request.headers.first(name: .acceptLanguage))
        let form = forms.issue(for: request)
        let html = Page.document(
            windowHTML: windowHTML, title: title, token: token.signed(with: secret),
            assets: configuration.assetsPath, socket: configuration.socketPath,
            language: language, direction: direction,
            head: (configuration.theme == nil
                ? ""
                : "<link rel=\"stylesheet\" href=\"\(HTML.escape(configuration.assetsPath))/theme.css\">\n")
                + (configuration.icon == nil
                    ? "" : "<link rel=\"icon\" type=\"image/png\" href=\"/favicon.ico\">\n"),
            hiddenFields: [(FormGuard.fieldName, form.token)])
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        if let cookie = form.setCookie { headers.add(name: .setCookie, value: cookie) }
        if let cookie = identity.setCookie { headers.add(name: .setCookie, value: cookie) }
        if start != inner { headers.add(name: .setCookie, value: liveApp.landedCookieHeader) }
        headers.replaceOrAdd(
            name: "Content-Security-Policy",
            value:
                "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'; "
                + "frame-ancestors 'none'; form-action 'self'"
        )
        return Response(status: .ok, headers: headers, body: .init(string: html))
    }

    /// Without script, a tap posts the form: replay it on a fresh session and go where it leads.
    /// Posts from other sites, or without the page's form token, are refused and change nothing.
    func post(_ request: Request, _ liveApp: LiveApp) async throws -> Response {
        guard let inner = liveApp.innerPath(request.url.path) else { throw Abort(.notFound) }
        guard RequestChecks.formFieldCount(request.body.data) <= Self.maximumFormFields else {
            throw Abort(.badRequest, reason: "the form has more than \(Self.maximumFormFields) fields")
        }
        let fields = (try? request.content.decode([String: String].self)) ?? [:]
        guard forms.allows(request, fields: fields) else {
            request.logger.notice("form post refused: no valid form token, or from another site")
            return FormGuard.refusal()
        }
        let session = LiveSession(
            router: liveApp.router, path: inner, titleSuffix: liveApp.titleSuffix,
            client: RequestChecks.clientAddress(of: request, trustedProxies: configuration.trustedProxies),
            visitor: server.visitors.identify(request).visitor, origin: RequestChecks.origin(of: request))
        for event in Page.events(fromForm: fields) { _ = await session.handle(event) }
        await Self.settle(session)
        let destination = liveApp.mount + (await session.path)
        await session.close()
        return request.redirect(to: destination, redirectType: .normal)
    }

    /// Waits for a session's background work, but not longer than ``settleTime``.
    static func settle(_ session: LiveSession) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await session.settle() }
            group.addTask {
                guard (try? await Task.sleep(for: settleTime)) != nil else { return }
                // Releases the settle above: the work is taking too long to wait for.
                await session.close()
            }
            await group.next()
            group.cancelAll()
        }
    }

    // MARK: The socket

    private func connect(_ request: Request, _ socket: WebSocket) {
        // Browsers always send Origin on a socket; a missing or foreign one is not our page.
        guard let origin = request.headers.first(name: .origin),
            RequestChecks.isSameOrigin(origin, host: request.headers.first(name: .host))
        else {
            request.logger.warning("live socket refused: its origin is missing or another site's")
            socket.send(WireProtocol.closing("this page's origin may not open a session here"), promise: nil)
            _ = socket.close(code: .policyViolation)
            return
        }
        socket.pingInterval = .milliseconds(Int64(configuration.pingInterval / .milliseconds(1)))
        connections.add(socket)
        let inbox = EventInbox()
        socket.onText { _, text in inbox.push(text) }
        socket.onClose.whenComplete { _ in inbox.finish() }
        let logger = request.logger
        let client = RequestChecks.clientAddress(of: request, trustedProxies: configuration.trustedProxies)
        // Only the cookie's own identity: a socket without one gets none made up for it (which
        // no page's token names), so it cannot join.
        let visitor = server.visitors.visitor(of: request)
        Task {
            await self.serve(
                socket, inbox: inbox, client: client, visitor: visitor, origin: origin, logger: logger)
            connections.remove(socket)
        }
    }
}
