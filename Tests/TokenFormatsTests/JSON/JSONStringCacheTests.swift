import Testing

@testable import TokenFormats

/// Repeated strings come back shared, and every string comes back as its bytes spell it, however
/// the slots collide.
@Suite("JSON string cache")
struct JSONStringCacheTests {
    private func string(_ text: String, _ cache: inout JSONStringCache) -> String {
        Array(text.utf8).withUnsafeBufferPointer { cache.string($0) }
    }

    @Test func everyStringComesBackAsItsBytes() {
        var cache = JSONStringCache()
        // Enough distinct long names that many share a slot, each asked twice, interleaved.
        let names =
            (0..<2_000).map { "--token-name-number-\($0)-é" } + [
                "", "short", "exactly15bytes!", "sixteen bytes ok",
            ]
        for name in names + names.reversed() + names {
            #expect(string(name, &cache) == name)
        }
    }

    @Test func aRepeatedLongStringIsShared() {
        var cache = JSONStringCache()
        let first = string("--bgColor-default-emphasis", &cache)
        let second = string("--bgColor-default-emphasis", &cache)
        #expect(first == second)
        // Shared: the same storage, which `==` then answers without reading the bytes.
        let same =
            first.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
            == second.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        #expect(same)
    }

    @Test func aJSONDocumentReadsTheSameWithRepeats() throws {
        let text = #"{"a": ["--fgColor-default-long", "--fgColor-default-long", "--fgColor-default-lonG"]}"#
        let node = try JSONScanner.parse(TokenFile(path: "t.json", bytes: Array(text.utf8)))
        let strings = try #require(node["a"]?.elements).compactMap(\.string)
        #expect(strings == ["--fgColor-default-long", "--fgColor-default-long", "--fgColor-default-lonG"])
    }
}
