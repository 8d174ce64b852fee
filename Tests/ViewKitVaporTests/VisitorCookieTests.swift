import Testing
import Vapor

@testable import ViewKitVapor

@Suite("The visitor cookie")
struct VisitorCookieTests {
    func request(_ app: Application, cookie: String? = nil) -> Request {
        var headers = HTTPHeaders()
        if let cookie { headers.add(name: .cookie, value: cookie) }
        return Request(
            application: app, method: .GET, url: "/", headers: headers, on: app.eventLoopGroup.next())
    }

    @Test func issuedOnceThenRecognized() async throws {
        let app = try await Application.make(.testing)
        defer { Task { try? await app.asyncShutdown() } }
        let visitors = VisitorCookie(secret: "s3cret")
        let (visitor, setCookie) = visitors.identify(request(app))
        let header = try #require(setCookie)
        #expect(visitor.count == 32)
        #expect(header.contains("HttpOnly") && header.contains("SameSite=Lax") && header.contains("Max-Age="))
        let value = try #require(header.split(separator: ";").first)
        let again = visitors.identify(request(app, cookie: String(value)))
        #expect(again.visitor == visitor && again.setCookie == nil)
        // Another server secret does not recognize it.
        #expect(VisitorCookie(secret: "other").visitor(of: request(app, cookie: String(value))) == nil)
    }

    @Test func forgedAndMalformedCookiesAreNotIdentities() async throws {
        let app = try await Application.make(.testing)
        defer { Task { try? await app.asyncShutdown() } }
        let visitors = VisitorCookie(secret: "s3cret")
        let genuine = try #require(visitors.identify(request(app)).setCookie?.split(separator: ";").first)
        let id = genuine.dropFirst("vk-visitor=".count).prefix(32)
        for forged in [
            "vk-visitor=\(id)", "vk-visitor=\(id).", "vk-visitor=\(id).00000000000000000000000000000000",
            "vk-visitor=" + String(repeating: "a", count: 500), "vk-visitor=a.b.c",
            "vk-visitor=" + String(repeating: "0", count: 32) + genuine.dropFirst("vk-visitor=".count + 32),
        ] {
            #expect(visitors.visitor(of: request(app, cookie: forged)) == nil, "\(forged)")
            let fresh = visitors.identify(request(app, cookie: forged))
            #expect(fresh.setCookie != nil && fresh.visitor != String(id))
        }
    }
}
