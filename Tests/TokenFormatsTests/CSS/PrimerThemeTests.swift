import ColorKit
import Foundation
import TestSupport
import Testing

@testable import TokenFormats

/// GitHub Primer's published themes (`@primer/primitives` 11.2.1, MIT; see
/// Fixtures/primer/README.md), read whole and checked against tinycss2 and coloraide reading the
/// same files.
@Suite("Primer's nine themes, read completely", .offPool)
struct PrimerThemeTests {
    static let themes = [
        "light", "light-high-contrast", "light-colorblind", "light-tritanopia", "dark", "dark-dimmed",
        "dark-high-contrast", "dark-colorblind", "dark-tritanopia",
    ]

    static func files() throws -> [TokenFile] {
        try themes.map { theme in
            let url = try #require(
                Bundle.module.url(forResource: theme, withExtension: "css", subdirectory: "Fixtures/primer"))
            return TokenFile(path: "primer/\(theme).css", bytes: Array(try Data(contentsOf: url)))
        }
    }

    /// Per theme file: the mode its selector names, how many custom properties its first rule
    /// declares, and every one that coloraide reads as a color (after following `var()`), in sRGB.
    static let reference = """
        import json, re, sys, tinycss2
        from coloraide import Color
        out = {}
        for path in sys.argv[1:]:
            if not path.endswith(".css"):
                continue
            rules = tinycss2.parse_stylesheet(open(path, encoding="utf-8").read(), skip_comments=True, skip_whitespace=True)
            first = [r for r in rules if r.type == "qualified-rule"][0]
            mode = re.findall(r'theme="([^"]+)"', tinycss2.serialize(first.prelude))[-1]
            declared = {}
            for d in tinycss2.parse_blocks_contents(first.content, skip_comments=True, skip_whitespace=True):
                if d.type == "declaration" and d.name.startswith("--"):
                    declared.setdefault(d.name, tinycss2.serialize(d.value).strip())
            def resolve(value, depth=0):
                m = re.fullmatch(r"var\\((--[\\w-]+)\\)", value)
                return resolve(declared[m.group(1)], depth + 1) if m and depth < 64 else value
            colors = {}
            for name, value in declared.items():
                try:
                    c = Color(resolve(value)).convert("srgb")
                except Exception:
                    continue
                colors[name] = c.coords() + [c.alpha()]
            out[path] = {"mode": mode, "custom": len(declared), "colors": colors}
        print(json.dumps(out))
        """

    @Test(
        "Every theme is a mode with every color custom property, values as tinycss2 and coloraide read them")
    func againstReference() async throws {
        let files = try Self.files()
        let set = try TokenReader.read(files)
        let result = try #require(
            try await External.python(
                Self.reference,
                files: Dictionary(
                    uniqueKeysWithValues: files.map {
                        ($0.path.replacingOccurrences(of: "/", with: "-"), $0.bytes)
                    }),
                packages: [("tinycss2", "tinycss2"), ("coloraide", "coloraide==8.13.1")])
                as? [String: [String: Any]])
        #expect(result.count == 9)
        var modes: [String] = []
        for file in files {
            let entry = try #require(result[file.path.replacingOccurrences(of: "/", with: "-")])
            let mode = try #require(entry["mode"] as? String)
            let colors = try #require(entry["colors"] as? [String: [Double]])
            modes.append(mode)
            let ours = set.tokens.filter { $0.values[mode] != nil }
            #expect(ours.count == colors.count, "\(mode): every color custom property, none dropped")
            #expect(colors.count > 800, "\(mode): Primer 11 has over 800 colors per theme")
            #expect(Set(ours.map(\.name)) == Set(colors.keys), "\(mode)")
            for (name, expected) in colors {
                let value = try #require(set.value(name, in: mode), "\(mode) \(name)")
                let c = value.rgbColor
                let got = [c.red, c.green, c.blue, c.alpha]
                #expect(
                    zip(got, expected).allSatisfy { abs($0 - $1) < 1e-6 },
                    "\(mode) \(name): \(got) vs \(expected)")
                #expect(value.origin?.file == file.path, "\(mode) \(name)")
            }
        }
        #expect(Set(set.modes) == Set(modes))
        #expect(set.modes.first == "light")
    }

    @Test("Tokens checked by hand against the files, values and origins")
    func specificTokens() throws {
        let files = try Self.files()
        let set = try TokenReader.read(files)
        #expect(set.hex("--fgColor-default", "light") == "#1f2328")
        #expect(set.hex("--bgColor-default", "dark_dimmed") == "#212830")
        #expect(set.hex("--bgColor-neutral-muted", "light") == "#818b981f")
        #expect(set.hex("--bgColor-accent-muted", "dark_dimmed") == "#4184e41a")
        let link = try #require(set.value("--fgColor-link", in: "light"))
        #expect(link.via == ["--fgColor-accent"])
        #expect(link.rgbColor.rgb8.hexString(uppercase: false) == "#0969da")
        #expect(link.origin?.line == 771)
        #expect(link.origin?.column == 19)
        let light = try #require(files.first)
        #expect(link.originText(in: light) == "var(--fgColor-accent)")
        #expect(
            set.value("--fgColor-default", in: "light")?.origin?.line == 769, "the first of the two repeats")
    }

    @Test("Every origin's bytes are the value's own text")
    func origins() throws {
        let files = try Self.files()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        let set = try TokenReader.read(files)
        let parser = ColorParser(catalogs: [.css])
        for token in set.tokens {
            for (mode, value) in token.values {
                let origin = try #require(value.origin)
                let file = try #require(byPath[origin.file])
                let text = try #require(value.originText(in: file))
                if value.via.isEmpty {
                    #expect(try parser.parseCSS(text) == value.color, "\(mode) \(token.name)")
                } else {
                    #expect(text.hasPrefix("var(--"), "\(mode) \(token.name)")
                }
            }
        }
    }

    @Test("pairs.json names tokens every theme has")
    func pairs() throws {
        let url = try #require(
            Bundle.module.url(forResource: "pairs", withExtension: "json", subdirectory: "Fixtures/primer"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.count == 486)
        let set = try TokenReader.read(try Self.files())
        for pair in pairs {
            let modes = try #require(pair["modes"] as? [String])
            for name in [pair["text"], pair["on"]].compactMap({ $0 as? String })
                + ((pair["canvas"] as? [String]) ?? [])
            {
                for mode in modes { #expect(set.value(name, in: mode) != nil, "\(mode) \(name)") }
            }
        }
    }

    @Test("Fixes written into a real theme change only their ranges (and repeats), and read back")
    func rewrite() throws {
        let light = try #require(try Self.files().first)
        let set = try TokenReader.read([light])
        let targets = [
            "--fgColor-muted": "#4a5360", "--bgColor-neutral-muted": "#818b9833", "--fgColor-link": "#0550ae",
        ]
        let parser = ColorParser(catalogs: [.css])
        let changes = try targets.map { name, hex in
            TokenChange(
                range: try #require(set.value(name, in: "light")?.origin?.range),
                color: try parser.parseCSS(hex))
        }
        let all = TokenRewriter.includingRepeats(changes, in: light, format: .css)
        #expect(all.count == 6, "each declaration and its repeat for prefers-color-scheme")
        let output = try TokenRewriter.rewrite(light, format: .css, changes: all)
        var old = 0
        var new = 0
        for change in all.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let kept = change.range.lowerBound - old
            #expect(light.bytes[old..<change.range.lowerBound].elementsEqual(output[new..<(new + kept)]))
            new += kept
            let before = String(decoding: light.bytes[change.range], as: UTF8.self)
            let written = Array(
                TokenRewriter.replacement(for: before, color: change.color, format: .css).utf8)
            #expect(output[new..<(new + written.count)].elementsEqual(written))
            #expect(written.first == UInt8(ascii: "#"))
            new += written.count
            old = change.range.upperBound
        }
        #expect(light.bytes[old...].elementsEqual(output[new...]))
        let reread = try TokenReader.read([TokenFile(path: light.path, bytes: output)])
        for (name, hex) in targets { #expect(reread.hex(name, "light") == hex, "\(name)") }
        for token in set.tokens where targets[token.name] == nil {
            let before = try #require(token.values["light"])
            guard !before.via.contains(where: { targets[$0] != nil }) else { continue }
            #expect(reread.value(token.name, in: "light")?.color == before.color, "\(token.name)")
        }
    }
}
