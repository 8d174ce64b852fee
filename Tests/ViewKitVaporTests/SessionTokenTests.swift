import Foundation
import Testing

@testable import ViewKitVapor

@Suite("Session tokens and origins")
struct SessionTokenTests {
    @Test func signedTokensVerifyAndExpire() {
        let token = SessionToken(
            sessionID: "s1", path: "/items|x", expires: Int(Date().timeIntervalSince1970) + 60)
        let signed = token.signed(with: "secret")
        #expect(SessionToken.verify(signed, secret: "secret") == token)
        #expect(SessionToken.verify(signed, secret: "other") == nil)
        #expect(SessionToken.verify(signed, secret: "secret", now: Date().addingTimeInterval(120)) == nil)
        #expect(SessionToken.verify("garbage", secret: "secret") == nil)
        #expect(SessionToken.verify(String(repeating: "a.", count: 3000), secret: "secret") == nil)
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
