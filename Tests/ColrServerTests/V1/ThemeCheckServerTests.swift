import ColrTestKit
import Testing
import Vapor

/// `POST /api/v1/themes/check` on the wire, where body limits live.
@Suite("/api/v1/themes/check over the network")
struct ThemeCheckServerTests {
    @Test("A body over 4 MiB is refused as too large, not read")
    func tooLarge() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let huge = String(repeating: " ", count: 5 << 20)
            let response = try await server.sendOverNetwork(
                .POST, "/api/v1/themes/check", headers: ["Content-Type": "application/json"],
                body: #"{"files": [{"path": "t.css", "text": "\#(huge)"}]}"#)
            #expect(response.status == .payloadTooLarge)
        }
    }
}
