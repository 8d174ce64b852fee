import Codecs
import ColorKit
import Testing

@testable import TokenFormats

/// Files are untrusted: whatever they hold gives an error or a token set, in time linear in
/// their size, and never a crash or a hang.
@Suite("Hostile input", .offPool)
struct HostileInputTests {
    @Test("An alias graph that doubles at every level is read once per token")
    func aliasBomb() throws {
        // Each level refers to the one before twice (through a and b): expanded naively, 2^40 paths.
        var groups = [##""l0": {"a": {"$value": "#123456"}, "b": {"$value": "{l0.a}"}}"##]
        for level in 1...40 {
            groups.append(
                "\"l\(level)\": {\"a\": {\"$value\": \"{l\(level - 1).a}\"}, \"b\": {\"$value\": \"{l\(level - 1).b}\"}}"
            )
        }
        let text = "{\"$type\": \"color\", " + groups.joined(separator: ", ") + "}"
        let clock = ContinuousClock()
        let start = clock.now
        let set = try TokenReader.read([TokenFile(path: "bomb.json", text: text)], as: .designTokens)
        #expect(set.names.count == 82)
        #expect(set.value("l40.b", in: "default")?.via.count == 41)
        #expect(clock.now - start < .seconds(2))
    }

    @Test("A chain longer than the limit is an error, not a deep recursion")
    func longChain() {
        let links = (1...100_000).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }.joined(separator: ", ")
        let text = "{\"$type\": \"color\", \"t0\": {\"$value\": \"#000000\"}, \(links)}"
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "chain.json", text: text)], as: .designTokens)
        }
        let android = (1...100_000).map { "<color name=\"t\($0)\">@color/t\($0 - 1)</color>" }.joined()
        let xml = "<resources><color name=\"t0\">#000</color>\(android)</resources>"
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "res/values/colors.xml", text: xml)])
        }
    }

    @Test("Deep nesting, huge arrays and many tokens stay errors or sets")
    func sizes() throws {
        let deep = String(repeating: "{\"a\":", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "deep.json", text: deep)], as: .designTokens)
        }
        let xml = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([
                TokenFile(path: "res/values/colors.xml", text: "<resources>\(xml)</resources>")
            ])
        }
        let array =
            "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": ["
            + Array(repeating: "0", count: 500_000).joined(separator: ",") + "]}}}"
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "array.json", text: array)], as: .designTokens)
        }
        let many = (0..<50_000).map { "\"t\($0)\": {\"$value\": \"#010203\"}" }.joined(separator: ", ")
        let set = try TokenReader.read(
            [TokenFile(path: "many.json", text: "{\"$type\": \"color\", \(many)}")], as: .designTokens)
        #expect(set.names.count == 50_000)
    }

    @Test(
        "Invalid UTF-8 and NUL in every format are errors",
        arguments: [TokenSourceFormat.designTokens, .android, .assetCatalog, .material, .colrTheme])
    func encodings(_ format: TokenSourceFormat) {
        let path =
            switch format {
            case .android: "res/values/colors.xml"
            case .assetCatalog: "A.xcassets/B.colorset/Contents.json"
            default: "t.json"
            }
        for bytes in [
            [0x7B, 0xC3, 0x28, 0x7D], [0x7B, 0x00, 0x7D], Array("<resources>\u{0}</resources>".utf8),
        ] {
            #expect(throws: TokenFormatError.self) {
                try TokenReader.read([TokenFile(path: path, bytes: bytes)], as: format)
            }
        }
    }

    @Test("A zip that is not one, or whose entry is not what it says, is an error")
    func zips() {
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "a.zip", bytes: [0x50, 0x4B, 3, 4, 0, 0])], as: .android)
        }
        var archive = ZipArchive()
        archive.add("A.xcassets/B.colorset/Contents.json", [0xFF, 0xFE])
        #expect(throws: TokenFormatError.self) {
            try TokenReader.read([TokenFile(path: "a.zip", bytes: archive.bytes)], as: .assetCatalog)
        }
    }
}
