import ColrTestKit
import Foundation
import Testing

/// `colr find`, `tag`, `untag`, `tagged`, `search`, `random` and `top` against a real server.
@Suite("colr client commands", .serialized)
struct ClientCommandTests {
    @Test func findShowsNotationsNamesAndTags() async throws {
        try await TestServer.listening { server in
            let unknown = try await server.colr("find", "hsb(300 100% 100%)")
            #expect(unknown.status == 0, "\(unknown.stderr)")
            #expect(unknown.stdout.hasPrefix("#ff00ff  (not stored yet)\n"))
            #expect(unknown.stdout.contains("\nnames   ") && unknown.stdout.contains("fuchsia (css)"))
            #expect(unknown.stdout.contains("tags    none"))
            #expect(!unknown.stdout.contains("\u{1B}["), "no swatches when stdout is not a terminal")

            let json = try CommandRunner.json(try await server.colr("find", "#336699", "--json"))
            #expect(json["hex"] as? String == "336699" && json["stored"] as? Bool == false)
            #expect((json["notations"] as? [String: String])?["rgb"] == "rgb(51 102 153)")
        }
    }

    @Test func badInputAndUnreachableServersFailOnStderr() async throws {
        try await TestServer.listening { server in
            let bad = try await server.colr("find", "rgb(1 2)")
            #expect(bad.status != 0 && bad.stdout.isEmpty)
            #expect(bad.stderr.contains("rgb() takes 3 components") && bad.stderr.contains("HTTP 400"))
        }
        let nowhere = try await CommandRunner.run(["find", "red", "--server", "http://127.0.0.1:1"])
        #expect(nowhere.status != 0 && nowhere.stderr.contains("could not reach the server"))
        let notURL = try await CommandRunner.run(["find", "red", "--server", "nonsense"])
        #expect(
            notURL.status != 0 && notURL.stderr.contains("--server must be a URL like http://127.0.0.1:8080"))
    }

    @Test func theServerComesFromTheEnvironmentWhenNotGiven() async throws {
        try await TestServer.listening { server in
            let result = try await CommandRunner.run(
                ["find", "ff0000", "--json"], environment: ["COLR_SERVER": server.url])
            let json = try CommandRunner.json(result)
            #expect(result.status == 0 && json["hex"] as? String == "ff0000")
        }
    }

    @Test func tagAndUntag() async throws {
        try await TestServer.listening { server in
            let tagged = try await server.colr("tag", "ff8800", "Warm", "sunset  orange")
            #expect(tagged.status == 0, "\(tagged.stderr)")
            #expect(tagged.stdout.contains("tags    warm, sunset orange"))
            #expect(try await server.tags("ff8800") == ["warm", "sunset orange"])

            let json = try CommandRunner.json(try await server.colr("untag", "#FF8800", "WARM", "--json"))
            #expect(
                (json["tags"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["sunset orange"])
            #expect(try await server.tags("ff8800") == ["sunset orange"])

            let never = try await server.colr("untag", "123456", "warm")
            #expect(never.status != 0 && never.stderr.contains("no one has tagged 123456"))
            let noTags = try await server.colr("tag", "ff0000")
            #expect(noTags.status != 0 && noTags.stderr.contains("Missing expected argument '<tags> ...'"))
            let legacy = try await server.colr("untag", "ff8800", "warm", "--legacy")
            #expect(legacy.status != 0 && legacy.stderr.contains("not part of the colr.org-compatible API"))
        }
    }

    @Test func taggedListsAcrossPagesUpToTheLimit() async throws {
        try await TestServer.listening { server in
            for hex in ["111111", "222222", "333333"] {
                #expect(try await server.colr("tag", hex, "grey").status == 0)
            }
            let two = try await server.colr("tagged", "grey", "--limit", "2")
            #expect(two.status == 0)
            #expect(two.stdout == "#333333  grey\n#222222  grey\n")
            #expect(two.stderr.contains("raise --limit"))
            let all = try CommandRunner.json(try await server.colr("tagged", "GREY", "--json"))
            #expect(
                (all["colors"] as? [[String: Any]])?.compactMap { $0["hex"] as? String } == [
                    "333333", "222222", "111111",
                ])
            let legacy = try await server.colr("tagged", "grey", "--legacy")
            #expect(legacy.stdout == "#333333  grey\n#222222  grey\n#111111  grey\n")
            let none = try await server.colr("tagged", "nobody")
            #expect(none.status == 0 && none.stdout == "no color is tagged \"nobody\"\n")
        }
    }

    @Test func searchFindsTagsAndNames() async throws {
        try await TestServer.listening { server in
            _ = try await server.colr("tag", "708090", "slate roof")
            let result = try await server.colr("search", "slate")
            #expect(result.status == 0)
            #expect(result.stdout.contains("tags\n  slate roof  (1 color)\n"))
            #expect(result.stdout.contains("names\n") && result.stdout.contains("slategray (css)"))
            let json = try CommandRunner.json(try await server.colr("search", "Slate", "--json"))
            #expect(json["query"] as? String == "slate")
            let nothing = try await server.colr("search", "qqqqqq")
            #expect(nothing.stdout == "nothing starts with \"qqqqqq\"\n")
        }
    }

    @Test func randomAndTop() async throws {
        try await TestServer.listening { server in
            _ = try await server.colr("tag", "111111", "a")
            _ = try await server.colr("tag", "222222", "a", "b", "c")
            _ = try await server.colr("tag", "333333", "a", "b")
            let random = try CommandRunner.json(try await server.colr("random", "2", "--json"))
            let hexes = (random["colors"] as? [[String: Any]])?.compactMap { $0["hex"] as? String } ?? []
            #expect(hexes.count == 2 && Set(hexes).isSubset(of: ["111111", "222222", "333333"]))
            let one = try await server.colr("random", "--legacy")
            #expect(one.status == 0 && one.stdout.split(separator: "\n").count == 1)
            let top = try await server.colr("top", "--limit", "2")
            #expect(top.stdout == "#222222  3 tags  a, b, c\n#333333  2 tags  a, b\n")
            let topJSON = try CommandRunner.json(try await server.colr("top", "--json"))
            #expect(
                (topJSON["colors"] as? [[String: Any]])?.compactMap { $0["tagCount"] as? Int } == [3, 2, 1])
            let badCount = try await server.colr("random", "0")
            #expect(badCount.status != 0 && badCount.stderr.contains("from 1 to 100"))
        }
    }
}
