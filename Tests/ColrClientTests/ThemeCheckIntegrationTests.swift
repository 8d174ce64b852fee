import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

/// `checkTheme` against a real server over the network.
@Suite("ColrClient v1: theme checks")
struct ThemeCheckIntegrationTests {
    @Test("A theme's files are checked, fixed and rewritten")
    func checksAndRewrites() async throws {
        try await TestServer.listening { server in
            let client = server.client()
            let request = ThemeCheckRequest(
                files: [ThemeCheckFile(path: "theme.css", text: ":root { --bg: #fff; --fg: #aaa; }")],
                pairs: ThemeCheckFile(
                    path: "pairs.json", text: #"{"pairs": [{"text": "--fg", "on": "--bg"}]}"#),
                fix: true)
            let body = try await client.checkTheme(request)
            #expect(body.checked == 1 && body.holds)
            #expect(body.fixes.first?.from == "#aaaaaa" && body.fixes.first?.to != nil)
            let rewritten = try #require(body.rewritten?.first?.text)
            #expect(rewritten.hasPrefix(":root { --bg: #fff; --fg: #") && !rewritten.contains("#aaa;"))
        }
    }
}
