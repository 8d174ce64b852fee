import ColrTestKit
import Foundation
import Testing

/// `colr import` from CSV and JSON: counts, idempotent re-runs, failures with reasons.
@Suite("colr import", .serialized)
struct ImportCommandTests {
    static func file(_ name: String, _ contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-import-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    @Test func importsCSVThenSkipsEverythingOnASecondRun() async throws {
        let csv = try Self.file(
            "colors.csv",
            """
            hex,tags
            ff8800,Warm;sunset orange
            "rgb(0, 128, 255)",sky; calm
            zzz,broken
            00ff00,green,extra
            rebeccapurple,purple

            ff8800,warm
            """)
        try await TestServer.listening { server in
            let first = try await server.colr("import", csv.path)
            #expect(first.status != 0, "a failed line makes the exit status non-zero")
            #expect(first.stdout.contains("line 2: ff8800 added warm, sunset orange\n"))
            #expect(first.stdout.contains("line 8: ff8800 skipped (already tagged)\n"))
            #expect(first.stdout.contains("added 3 colors (5 tags), skipped 1, failed 2\n"))
            #expect(first.stdout.contains("  line 4 (zzz): \"zzz\" is not a color"))
            #expect(
                first.stdout.contains(
                    "  line 5 (00ff00,green,extra): expected 2 fields (color,tags) but found 3"))
            #expect(try await server.tags("ff8800") == ["warm", "sunset orange"])
            #expect(try await server.tags("0080ff") == ["sky", "calm"])
            #expect(try await server.tags("663399") == ["purple"])

            let second = try await server.colr("import", csv.path)
            #expect(second.stdout.contains("added 0 colors (0 tags), skipped 4, failed 2\n"))
            #expect(!second.stdout.contains(" added "))
        }
    }

    @Test func importsJSONAndResumesWhereItWasLeft() async throws {
        let json = try Self.file(
            "colors.json",
            """
            [{"hex": "#112233", "tags": ["night", "Deep"]},
             {"hex": "445566", "tags": ["dusk"]},
             {"hex": "778899"},
             {"hex": "aabbcc", "tags": ["x", "\(String(repeating: "y", count: 70))"]}]
            """)
        try await TestServer.listening { server in
            // As if an earlier run had stopped half-way through the first color.
            _ = try await server.colr("tag", "112233", "night")
            let first = try await server.colr("import", json.path, "--json")
            #expect(first.status != 0)
            let summary = try CommandRunner.json(first)
            #expect(summary["added"] as? Int == 2 && summary["tagsAdded"] as? Int == 2)
            #expect(summary["skipped"] as? Int == 0 && summary["total"] as? Int == 4)
            let failed = summary["failed"] as? [[String: Any]] ?? []
            #expect(failed.compactMap { $0["location"] as? String } == ["item 3", "item 4"])
            #expect((failed.first?["reason"] as? String)?.contains("\"tags\" is missing") == true)
            #expect((failed.last?["reason"] as? String)?.contains("longer than 64 characters") == true)
            #expect(try await server.tags("112233") == ["night", "deep"])

            let second = try CommandRunner.json(try await server.colr("import", json.path, "--json"))
            #expect(second["added"] as? Int == 0 && second["skipped"] as? Int == 2)
        }
    }

    @Test func aCleanImportExitsZeroAndReadsStandardInputToo() async throws {
        let csv = try Self.file("ok.csv", "ff0000,red\n#00f,blue\n")
        try await TestServer.listening { server in
            let result = try await server.colr("import", csv.path)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasSuffix("added 2 colors (2 tags), skipped 0, failed 0\n"))
            #expect(try await server.tags("0000ff") == ["blue"])

            let piped = try await server.colr("import", "-", "--json", input: csv)
            #expect(piped.status == 0)
            #expect(try CommandRunner.json(piped)["skipped"] as? Int == 2)
        }
    }

    @Test func manyTagsGoInSeveralRequestsAndLegacyServersWorkToo() async throws {
        let tags = (1...25).map { "\"t\($0)\"" }.joined(separator: ", ")
        let json = try Self.file("many.json", "[{\"hex\": \"abcdef\", \"tags\": [\(tags)]}]")
        let csv = try Self.file("legacy.csv", "123456,old;school\nabcdef,t1;extra\n")
        try await TestServer.listening { server in
            let many = try CommandRunner.json(try await server.colr("import", json.path, "--json"))
            #expect(many["added"] as? Int == 1 && many["tagsAdded"] as? Int == 25)
            #expect(try await server.tags("abcdef").count == 25)

            let legacy = try await server.colr("import", csv.path, "--legacy")
            #expect(legacy.status == 0, "\(legacy.stdout)\(legacy.stderr)")
            #expect(legacy.stdout.contains("line 2: abcdef added extra\n"))
            #expect(legacy.stdout.contains("added 2 colors (3 tags), skipped 0, failed 0"))
            #expect(try await server.tags("123456") == ["old", "school"])
        }
    }

    @Test func anUnreachableServerStopsTheImportAndSaysHowToResume() async throws {
        let csv = try Self.file("ok.csv", "ff0000,red\n00ff00,green\n")
        let result = try await CommandRunner.run([
            "import", csv.path, "--server", "http://127.0.0.1:1",
        ])
        #expect(result.status != 0)
        #expect(result.stdout.contains("stopped at line 1: could not reach the server"))
        #expect(result.stdout.contains("Run the same import again to resume"))
        #expect(!result.stdout.contains("line 2:"))
    }

    @Test func waitsOutTheServersRateLimit() async throws {
        let csv = try Self.file(
            "many.csv", (1...4).map { String(format: "%06x,t%d", $0, $0) }.joined(separator: "\n"))
        try await TestServer.listening(configure: {
            $0.writeBurst = 2
            $0.writesPerMinute = 600
        }) { server in
            let result = try await server.colr("import", csv.path)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("added 4 colors (4 tags), skipped 0, failed 0"))
            #expect(try await server.tags("000004") == ["t4"])
        }
    }

    @Test func anUnreadableFileIsAClearError() async throws {
        let missing = try await CommandRunner.run(["import", "/nonexistent/colors.csv"])
        #expect(missing.status != 0 && missing.stderr.contains("Cannot read \"/nonexistent/colors.csv\""))
        let notArray = try Self.file("bad.json", "{\"hex\": 1}")
        let bad = try await CommandRunner.run(["import", notArray.path])
        #expect(bad.status != 0 && bad.stderr.contains("not a JSON array"))
    }
}
