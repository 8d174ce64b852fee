import ColrTestKit
import Foundation
import Testing

/// `colr export` against a real server.
@Suite("colr export", .serialized)
struct ExportCommandTests {
    @Test func textPrintsAndBinaryWritesAFile() async throws {
        try await TestServer.listening { server in
            let created = try await server.send(
                .POST, "/api/v1/schemes", json: #"{"name": "Harbour", "colors": ["ff6347", "003366"]}"#)
            let id = String(try #require(created.json["id"] as? Int))
            let token = try #require(created.json["editToken"] as? String)
            let hidden = try await server.colr("export", id, "--format", "swift")
            #expect(hidden.status != 0 && hidden.stderr.contains("private"), "\(hidden.stderr)")
            let swift = try await server.colr("export", id, "--format", "swift", "--token", token)
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(
                swift.stdout.contains("enum AppColor: CaseIterable {") && swift.stdout.contains("case tomato")
            )

            let refused = try await server.colr("export", id, "--format", "xcassets")
            #expect(refused.status != 0 && refused.stderr.contains("give --output FILE"))

            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "colr-export-\(UUID()).zip")
            defer { try? FileManager.default.removeItem(at: path) }
            let written = try await server.colr(
                "export", id, "--format", "xcassets", "--output", path.path, "--token", token)
            #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
            #expect(try Data(contentsOf: path).starts(with: [0x50, 0x4B, 0x03, 0x04]))

            let unknown = try await server.colr("export", id, "--format", "sketch")
            #expect(unknown.status != 0 && unknown.stderr.contains("sketch"))
            let missing = try await server.colr("export", "999", "--format", "css")
            #expect(missing.status != 0 && missing.stderr.contains("no scheme 999"))
        }
    }
}
