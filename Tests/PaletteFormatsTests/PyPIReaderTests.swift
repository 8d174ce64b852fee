import ColorKit
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

/// Exports read by parsers from PyPI that were written for these formats by other people, so a
/// mistake we made in both our writer and our reader still shows. scripts/test installs them; a
/// missing one fails the test (see ``External/python(_:on:packages:)``).
@Suite("Exports read by PyPI packages written for the format", .offPool)
struct PyPIReaderTests {
    var hexes: [String] { sample.entries.map { $0.color.hexString(uppercase: false) } }
    var kebabNames: [String] { ColorIdentifier.unique(sample.entryNames, style: .kebab) }

    /// Prints every custom property of the first rule (qualified or @-rule) as [name, value].
    static let tinycss2Script = """
        import json, tinycss2
        rules = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
        assert len(rules) == 1, rules
        rule = rules[0]
        if rule.type == "at-rule":
            out = {"rule": "@" + rule.at_keyword}
        else:
            out = {"rule": tinycss2.serialize(rule.prelude).strip()}
        declarations = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
        for d in declarations:
            assert d.type == "declaration", d
            assert len([t for t in d.value if t.type != "whitespace"]) == 1, d.value
        out["declarations"] = [[d.name, tinycss2.serialize(d.value).strip()] for d in declarations]
        print(json.dumps(out))
        """

    @Test("tinycss2 reads the CSS custom properties: every name and value")
    func cssByTinycss2() async throws {
        let result = try #require(
            try await External.python(
                Self.tinycss2Script, on: PaletteExporter.export(sample, as: .css),
                packages: [("tinycss2", "tinycss2")]) as? [String: Any])
        #expect(result["rule"] as? String == ":root")
        let declarations = try #require(result["declarations"] as? [[String]])
        #expect(declarations.map { $0[0] } == kebabNames.map { "--" + $0 })
        #expect(declarations.map { $0[1] } == hexes)
    }

    @Test("tinycss2 reads the Tailwind v4 @theme block: every name and value")
    func tailwindByTinycss2() async throws {
        let result = try #require(
            try await External.python(
                Self.tinycss2Script, on: PaletteExporter.export(sample, as: .tailwind),
                packages: [("tinycss2", "tinycss2")]) as? [String: Any])
        #expect(result["rule"] as? String == "@theme")
        let declarations = try #require(result["declarations"] as? [[String]])
        #expect(declarations.map { $0[0] } == kebabNames.map { "--color-" + $0 })
        #expect(declarations.map { $0[1] } == hexes)
    }

    @Test("swatch reads the Adobe Swatch Exchange file: the group, every name and channel")
    func aseBySwatch() async throws {
        let script = """
            import json, swatch
            groups = swatch.parse("export.bin")
            assert len(groups) == 1 and groups[0]["type"] == "Color Group", groups
            swatches = groups[0]["swatches"]
            for s in swatches:
                assert s["type"] == "Process" and s["data"]["mode"] == "RGB", s
            print(json.dumps({"group": groups[0]["name"],
                              "names": [s["name"] for s in swatches],
                              "colors": [[round(v * 255) for v in s["data"]["values"]] for s in swatches]}))
            """
        let result = try #require(
            try await External.python(
                script, on: PaletteExporter.export(sample, as: .ase), packages: [("swatch", "swatch")])
                as? [String: Any])
        #expect(result["group"] as? String == sample.displayName)
        #expect(result["names"] as? [String] == sample.entryNames)
        let colors = try #require(result["colors"] as? [[Int]])
        #expect(
            colors == sample.entries.map { [Int($0.color.red), Int($0.color.green), Int($0.color.blue)] })
    }

    @Test("gimpformats reads the GIMP palette: its name and every color")
    func gimpByGimpformats() async throws {
        let script = """
            import json
            from gimpformats.GimpGplPalette import GimpGplPalette
            palette = GimpGplPalette("export.bin")
            print(json.dumps({"name": palette.name, "colors": [[int(c) for c in rgb] for rgb in palette.colors]}))
            """
        let result = try #require(
            try await External.python(
                script, on: PaletteExporter.export(sample, as: .gimp),
                packages: [("gimpformats", "gimpformats")]) as? [String: Any])
        // gimpformats keeps only letters and digits after spaces as a name, while GIMP separates
        // with a tab and keeps the rest of the line; so names are checked by the next test.
        #expect(result["name"] as? String == sample.displayName)
        let colors = try #require(result["colors"] as? [[Int]])
        #expect(
            colors == sample.entries.map { [Int($0.color.red), Int($0.color.green), Int($0.color.blue)] })
    }

    @Test("Python's str.split reads every GIMP palette line as R G B and the whole name")
    func gimpNamesByPlainPython() async throws {
        let script = """
            import json
            lines = open("export.bin", encoding="utf-8").read().split("\\n")
            assert lines[0] == "GIMP Palette"
            rows = [l for l in lines[1:] if l and not l.startswith("#") and ":" not in l.split("\\t")[0]]
            print(json.dumps([l.split("\\t", 1)[1] for l in rows]))
            """
        let names =
            try await External.python(script, on: PaletteExporter.export(sample, as: .gimp)) as? [String]
        #expect(names == sample.entryNames)
    }
}
