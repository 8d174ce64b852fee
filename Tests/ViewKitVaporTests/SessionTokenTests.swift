import Foundation
import Secrets
import Testing

@testable import ViewKitVapor

@Suite("Session tokens and origins")
struct SessionTokenTests {
    static let visitorA = "0123456789abcdef0123456789abcdef"
    static let visitorB = "fedcba9876543210fedcba9876543210"

    static func token(path: String = "/items|x", visitor: String = visitorA, secret: String = "secret")
        -> SessionToken
    {
        SessionToken(
            sessionID: "s1", path: path, expires: Int(Date().timeIntervalSince1970) + 60, visitor: visitor,
            secret: secret)
    }

    @Test func signedTokensVerifyAndExpire() {
        let token = Self.token()
        let signed = token.signed(with: "secret")
        #expect(SessionToken.verify(signed, secret: "secret", visitor: Self.visitorA) == token)
        #expect(SessionToken.verify(signed, secret: "other", visitor: Self.visitorA) == nil)
        #expect(
            SessionToken.verify(
                signed, secret: "secret", visitor: Self.visitorA, now: Date().addingTimeInterval(120)) == nil)
        #expect(SessionToken.verify("garbage", secret: "secret", visitor: Self.visitorA) == nil)
        #expect(
            SessionToken.verify(
                String(repeating: "a.", count: 3000), secret: "secret", visitor: Self.visitorA)
                == nil)
    }

    @Test func aTokenJoinsOnlyForTheVisitorItWasIssuedTo() throws {
        let signed = Self.token(visitor: Self.visitorA).signed(with: "secret")
        let verified = try #require(SessionToken.verify(signed, secret: "secret", visitor: Self.visitorA))
        #expect(verified.path == "/items|x" && verified.sessionID == "s1")
        #expect(SessionToken.verify(signed, secret: "secret", visitor: Self.visitorB) == nil)
        #expect(SessionToken.verify(signed, secret: "secret", visitor: nil) == nil, "a socket with no cookie")
        #expect(SessionToken.verify(signed, secret: "secret", visitor: "") == nil)
        // Another instance, or this one restarted, with the same secret takes the same token.
        #expect(SessionToken.verify(signed, secret: "secret", visitor: Self.visitorA) != nil)
    }

    @Test func theTokenNamesNoVisitorAndItsBindingIsKeyed() throws {
        let signed = Self.token().signed(with: "secret")
        let payload = try #require(Signer(secret: "secret").verify(signed, purpose: SessionToken.purpose))
        #expect(!payload.contains(Self.visitorA))
        // The binding is the visitor's signature with this server's secret: another secret's
        // server binds the same visitor differently, and a visitor cookie's signature is not it.
        #expect(
            SessionToken.visitorBinding(Self.visitorA, secret: "secret")
                != SessionToken.visitorBinding(Self.visitorA, secret: "other"))
        let cookieSignature = Base64URL.encode(
            Signer(secret: "secret").signature(of: Self.visitorA, purpose: VisitorCookie.purpose))
        #expect(!cookieSignature.hasPrefix(SessionToken.visitorBinding(Self.visitorA, secret: "secret")))
    }

    @Test func aTokenSignedWithAnotherVisitorsBindingOrTheFirstFormIsRefused() {
        let signer = Signer(secret: "secret")
        let expires = Int(Date().timeIntervalSince1970) + 60
        // The first form, `id|expires|path`, bound to nobody: refused, whatever the path holds.
        for path in ["/items", "/items|x", "/abcdefghijklmnopqrstuv|x"] {
            let first = signer.sign("s1|\(expires)|\(path)", purpose: SessionToken.purpose)
            #expect(SessionToken.verify(first, secret: "secret", visitor: Self.visitorA) == nil, "\(path)")
        }
        // A binding that is not 16 bytes, or not base64url, is no binding.
        let binding = SessionToken.visitorBinding(Self.visitorA, secret: "secret")
        for wrong in [String(binding.dropLast(2)), binding + "AA", "", "!" + binding.dropFirst()] {
            let token = signer.sign("s1|\(expires)|\(wrong)|/items", purpose: SessionToken.purpose)
            #expect(SessionToken.verify(token, secret: "secret", visitor: Self.visitorA) == nil, "\(wrong)")
        }
        let right = signer.sign("s1|\(expires)|\(binding)|/items", purpose: SessionToken.purpose)
        #expect(SessionToken.verify(right, secret: "secret", visitor: Self.visitorA)?.path == "/items")
    }

    @Test func originMustMatchHost() {
        #expect(RequestChecks.isSameOrigin("http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(RequestChecks.isSameOrigin("https://colr.example", host: "colr.example"))
        #expect(!RequestChecks.isSameOrigin("https://evil.example", host: "colr.example"))
        #expect(!RequestChecks.isSameOrigin("http://127.0.0.1:9999", host: "127.0.0.1:8080"))
        #expect(!RequestChecks.isSameOrigin("null", host: "127.0.0.1:8080"))
        #expect(RequestChecks.isSameOrigin("http://[::1]:8080", host: "[::1]:8080"))
        #expect(!RequestChecks.isSameOrigin("http://127.0.0.1:8080", host: nil))
    }

    @Test func pageLanguageAndDirection() {
        #expect(LiveRoutes.language("ar-EG,ar;q=0.9") == ("ar", "rtl"))
        #expect(LiveRoutes.language("he") == ("he", "rtl"))
        #expect(LiveRoutes.language("en-US,en;q=0.9") == ("en", "ltr"))
        #expect(LiveRoutes.language(nil) == ("en", "ltr"))
        #expect(LiveRoutes.language("\"><script>") == ("en", "ltr"))
    }
}
