import Foundation
import Secrets
import Vapor

/// Keeps other sites from posting the app's script-free forms (cross-site request forgery).
///
/// A page load gives the browser a random cookie (`vk-csrf`: http-only, same-site) and puts a
/// token derived from it (an HMAC with the server secret) in the form. A post is accepted only
/// with both, matching, and not from another site by the browser's own account (`Origin`,
/// `Sec-Fetch-Site`). Another site can make a browser post, but cannot read or set the cookie,
/// so it cannot know the token.
struct FormGuard: Sendable {
    static let cookieName = "vk-csrf"
    static let fieldName = "vk-csrf"
    let secret: String

    /// The browser's cookie value (a fresh one when it has none, with the header that sets it)
    /// and the token for its forms.
    func issue(for request: Request) -> (token: String, setCookie: String?) {
        if let cookie = request.cookies[Self.cookieName]?.string, Self.isWellFormed(cookie) {
            return (token(for: cookie), nil)
        }
        let cookie = RandomToken.hex()
        return (token(for: cookie), "\(Self.cookieName)=\(cookie); Path=/; HttpOnly; SameSite=Lax")
    }

    /// Whether a posted form may be replayed: same site, and the token matches the cookie.
    func allows(_ request: Request, fields: [String: String]) -> Bool {
        if let site = request.headers.first(name: "Sec-Fetch-Site"), !["same-origin", "none"].contains(site) {
            return false
        }
        if let origin = request.headers.first(name: .origin),
            !RequestChecks.isSameOrigin(origin, host: request.headers.first(name: .host))
        {
            return false
        }
        guard let cookie = request.cookies[Self.cookieName]?.string, Self.isWellFormed(cookie),
            let sent = fields[Self.fieldName]
        else { return false }
        return ConstantTime.equal(sent, token(for: cookie))
    }

    private func token(for cookie: String) -> String {
        Base64URL.encode(Signer(secret: secret).signature(of: cookie, purpose: "form"))
    }

    private static func isWellFormed(_ cookie: String) -> Bool {
        cookie.utf8.count == 32 && Hex.decode(cookie) != nil
    }

    /// The page a refused post gets: what happened and what to do, without script.
    static func refusal() -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8">\
            <meta name="viewport" content="width=device-width, initial-scale=1"><title>Form refused</title></head>\
            <body><h1>This form was not sent</h1><p>It came from another site, or the page it was on is \
            too old. Go back, reload the page and try again.</p></body></html>
            """
        return Response(status: .forbidden, headers: headers, body: .init(string: html))
    }
}
