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
        let issued = visitors.identify(request(app))
        let genuine = try #require(issued.setCookie?.split(separator: ";").first)
        let id = issued.visitor
        for forged in [
            "vk-visitor=\(id)", "vk-visitor=\(id).", "vk-visitor=\(id).00000000000000000000000000000000",
            "vk-visitor=" + String(repeating: "a", count: 500), "vk-visitor=a.b.c",
            "vk-visitor=" + String(repeating: "0", count: 32) + genuine.dropFirst("vk-visitor=".count + 32),
        ] {
            #expect(visitors.visitor(of: request(app, cookie: forged)) == nil, "\(forged)")
            let fresh = visitors.identify(request(app, cookie: forged))
            #expect(fresh.setCookie != nil && fresh.visitor != id)
        }
    }

    /// The first cookies were `id.hex` (the first 16 bytes of the HMAC of `visitor|id`); browsers
    /// keep them for a year. This one was made by Python's hmac, not by Colr.
    @Test func aCookieOfTheFirstFormIsStillItsVisitorAndIsReissued() async throws {
        let app = try await Application.make(.testing)
        defer { Task { try? await app.asyncShutdown() } }
        let visitors = VisitorCookie(secret: "s3cret")
        let legacy = "vk-visitor=0123456789abcdef0123456789abcdef.c0e35901c76e697fb166a079f153e77a"
        #expect(visitors.visitor(of: request(app, cookie: legacy)) == "0123456789abcdef0123456789abcdef")
        let upgraded = visitors.identify(request(app, cookie: legacy))
        #expect(upgraded.visitor == "0123456789abcdef0123456789abcdef")
        let value = try #require(upgraded.setCookie?.split(separator: ";").first)
        #expect(!value.contains("c0e35901"))
        #expect(
            visitors.identify(request(app, cookie: String(value))) == (
                "0123456789abcdef0123456789abcdef", nil
            ))
        let tampered = legacy.replacingOccurrences(of: "c0e3", with: "c0e4")
        #expect(visitors.visitor(of: request(app, cookie: tampered)) == nil)
    }
}
