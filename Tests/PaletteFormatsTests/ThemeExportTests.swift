import ColorKit
import ColrModels
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

/// Theme exports read back by readers we did not write (tinycss2, Python's json, zipfile and
/// ElementTree, swiftc), and by our own importers where they read the format: every role in
/// every mode must come back as the theme has it.
@Suite("Theme exports read back", .offPool)
struct ThemeExportTests {
    /// A theme whose brand moved and whose modes all differ: yellow.
    let theme = Theme(source: .init(brand: RGBColor(RGB8(rgb: 0xffcc00))), target: .aa)

    /// `{mode (kebab): {role (kebab): "#rrggbb"}}`, what every reader below prints.
    var expected: [String: [String: String]] {
        Dictionary(
            uniqueKeysWithValues: ThemeMode.allCases.map { mode in
                (
                    ColorIdentifier.identifier(mode.rawValue, style: .kebab),
                    Dictionary(
                        uniqueKeysWithValues: ThemeRole.allCases.map {
                            (
                                ColorIdentifier.identifier($0.rawValue, style: .kebab),
                                ThemeExporter.hex(theme.color($0, in: mode))
                            )
                        })
                )
            })
    }

    func read(_ script: String, _ format: ThemeFormat, packages: [(String, String)] = []) async throws
        -> [String: [String: String]]
    {
        let bytes = ThemeExporter.export(theme, name: "Acme", as: format)
        let result = try await External.python(
            script, on: bytes, packages: packages.map { (module: $0.0, distribution: $0.1) })
        return try #require(result as? [String: [String: String]])
    }

    @Test("CSS: tinycss2 reads light-dark() pairs on :root and again under prefers-contrast: more")
    func css() async throws {
        let script = """
            import json, tinycss2
            def pairs(rule):
                out = {}
                for d in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
                    if d.type != "declaration" or not d.name.startswith("--"):
                        continue
                    [function] = [t for t in d.value if t.type != "whitespace"]
                    assert function.type == "function" and function.name == "light-dark", function
                    args = [t.serialize() for t in function.arguments if t.type == "hash"]
                    assert len(args) == 2, args
                    out[d.name[2:]] = ["#" + a.lstrip("#") for a in args]
                return out
            rules = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
            root, media = rules
            assert tinycss2.serialize(root.prelude).strip() == ":root"
            assert media.at_keyword == "media" and tinycss2.serialize(media.prelude).strip() == "(prefers-contrast: more)"
            [inner] = tinycss2.parse_rule_list(media.content, skip_comments=True, skip_whitespace=True)
            normal, high = pairs(root), pairs(inner)
            print(json.dumps({
                "light": {k: v[0] for k, v in normal.items()}, "dark": {k: v[1] for k, v in normal.items()},
                "light-high-contrast": {k: v[0] for k, v in high.items()},
                "dark-high-contrast": {k: v[1] for k, v in high.items()}}))
            """
        #expect(try await read(script, .css, packages: [("tinycss2", "tinycss2")]) == expected)
        let text = String(decoding: ThemeExporter.export(theme, name: "Acme", as: .css), as: UTF8.self)
        #expect(text.contains("color-scheme: light dark;"))
    }

    @Test("Tailwind: tinycss2 reads @theme, then the dark and contrast-more variants nested in @layer theme")
    func tailwind() async throws {
        let script = """
            import json, tinycss2
            out = {}
            def walk(content, path):
                for node in tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True):
                    if node.type == "declaration":
                        assert node.name.startswith("--color-"), node.name
                        out.setdefault("/".join(path), {})[node.name[len("--color-"):]] = tinycss2.serialize(node.value).strip()
                    elif node.type == "at-rule":
                        assert node.at_keyword == "variant", node.at_keyword
                        walk(node.content, path + [tinycss2.serialize(node.prelude).strip()])
                    else:
                        walk(node.content, path + [tinycss2.serialize(node.prelude).strip()])
            theme, layer = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
            assert theme.at_keyword == "theme" and layer.at_keyword == "layer"
            walk(theme.content, ["light"])
            [root] = tinycss2.parse_rule_list(layer.content, skip_comments=True, skip_whitespace=True)
            walk(root.content, [])
            names = {"light": "light", "dark": "dark", "contrast-more": "light-high-contrast",
                     "contrast-more/dark": "dark-high-contrast"}
            print(json.dumps({names[k]: v for k, v in out.items()}))
            """
        #expect(try await read(script, .tailwind, packages: [("tinycss2", "tinycss2")]) == expected)
    }

    @Test("DTCG: Python resolves the resolver for each appearance and contrast, as the resolver module says")
    func designTokens() async throws {
        let script = """
            import json
            doc = json.load(open("export.bin"))
            # The resolver module's keys, and nothing else where its schema allows nothing else.
            assert set(doc) <= {"$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"}, sorted(doc)
            assert doc["version"] == "2025.10"
            for s in doc["sets"].values():
                assert set(s) <= {"description", "sources", "$extensions"}, sorted(s)
            mods = doc["modifiers"]
            for m in mods.values():
                assert set(m) <= {"description", "contexts", "default", "$extensions"}, sorted(m)
                assert len(m["contexts"]) >= 2 and m["default"] in m["contexts"]
            assert doc["sets"]["theme"]["$extensions"]["org.colr.check"]["pairs"]
            def flatten(group, path, out):
                for key, node in group.items():
                    if key.startswith("$") or not isinstance(node, dict):
                        continue
                    if "$value" in node:
                        out[".".join(path + [key])] = node["$value"]
                    else:
                        flatten(node, path + [key], out)
            def resolve(tokens, value):
                while isinstance(value, str) and value.startswith("{"):
                    value = tokens[value[1:-1]]
                return value
            out = {}
            for appearance in mods["appearance"]["contexts"]:
                for contrast in mods["contrast"]["contexts"]:
                    chosen = {"appearance": appearance, "contrast": contrast}
                    tokens = {}
                    for entry in doc["resolutionOrder"]:
                        kind, name = entry["$ref"].split("/")[1:]
                        sources = doc["sets"][name]["sources"] if kind == "sets" else mods[name]["contexts"][chosen[name]]
                        for source in sources:
                            flatten(source, [], tokens)
                    mode = appearance + ("-high-contrast" if contrast == "high" else "")
                    out[mode] = {n: resolve(tokens, v)["hex"] for n, v in tokens.items() if "." not in n}
            print(json.dumps(out))
            """
        #expect(try await read(script, .designTokens) == expected)
        // Laid out one token a line, and one pair a line.
        let text = String(
            decoding: ThemeExporter.export(theme, name: "Acme", as: .designTokens), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.components(separatedBy: "\"$value\"").count <= 2 })
        // A role of one color in every mode is written once; any other in each appearance at
        // each contrast, and named by each contrast.
        let shared = ThemeRole.allCases.filter { role in
            Set(ThemeMode.allCases.map { theme.color(role, in: $0) }).count == 1
        }.count
        #expect(
            lines.filter { $0.contains("\"$value\"") }.count == shared + 6
                * (ThemeRole.allCases.count - shared))
        #expect(lines.filter { $0.contains("\"text\": ") }.count == theme.tokenPairs.count)
    }

    @Test("JSON: Python's json reads every mode's roles, and it decodes to the API's own answer")
    func json() async throws {
        let script = """
            import json, re
            kebab = lambda name: re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), name)
            document = json.load(open("export.bin"))
            assert document["target"] == "aa" and document["brand"] == "#ffcc00", document["brand"]
            assert sorted(document["modes"]) == ["dark", "darkHighContrast", "light", "lightHighContrast"]
            assert all(pair["passes"] for pair in document["pairs"])
            print(json.dumps({kebab(mode): {kebab(role): hex for role, hex in roles.items()}
                              for mode, roles in document["modes"].items()}))
            """
        #expect(try await read(script, .json) == expected)
        let bytes = ThemeExporter.export(theme, name: "Acme", as: .json)
        #expect(try JSONDecoder().decode(ThemeBody.self, from: Data(bytes)) == ThemeBody(theme))
    }

    @Test("Android: zipfile and ElementTree read values/ and values-night/, high contrast alongside")
    func android() async throws {
        let script = """
            import json, zipfile, xml.etree.ElementTree as ET
            out = {}
            with zipfile.ZipFile("export.bin") as archive:
                assert sorted(archive.namelist()) == ["res/values-night/colors.xml", "res/values/colors.xml"]
                for folder, mode in [("values", "light"), ("values-night", "dark")]:
                    for color in ET.fromstring(archive.read(f"res/{folder}/colors.xml")).iter("color"):
                        name = color.get("name")
                        key = mode + "-high-contrast" if name.endswith("_high_contrast") else mode
                        name = name[: -len("_high_contrast")] if name.endswith("_high_contrast") else name
                        out.setdefault(key, {})[name.replace("_", "-")] = color.text.lower()
            print(json.dumps(out))
            """
        #expect(try await read(script, .android) == expected)
    }

    @Test("Asset catalog: zipfile and json read four appearances per color set, in a namespace")
    func assetCatalog() async throws {
        let script = """
            import json, re, zipfile
            out = {}
            kebab = lambda name: re.sub(r"(?<!^)([A-Z])", r"-\\1", name).lower()
            with zipfile.ZipFile("export.bin") as archive:
                names = archive.namelist()
                folder = json.loads(archive.read("AcmeTheme.xcassets/AcmeTheme/Contents.json"))
                assert folder["properties"]["provides-namespace"] is True
                for path in names:
                    match = re.fullmatch(r"AcmeTheme.xcassets/AcmeTheme/(\\w+).colorset/Contents.json", path)
                    if not match:
                        continue
                    for entry in json.loads(archive.read(path))["colors"]:
                        looks = {(a["appearance"], a["value"]) for a in entry.get("appearances", [])}
                        mode = ("dark" if ("luminosity", "dark") in looks else "light") + (
                            "-high-contrast" if ("contrast", "high") in looks else "")
                        c = entry["color"]["components"]
                        assert entry["color"]["color-space"] == "srgb"
                        out.setdefault(mode, {})[kebab(match.group(1))] = "#" + "".join(
                            "%02x" % int(c[k], 16) for k in ("red", "green", "blue"))
            print(json.dumps(out))
            """
        #expect(try await read(script, .assetCatalog) == expected)
        // Our own catalog reader takes each color set's standard appearance: light mode.
        let imported = try PaletteImporter.read(
            ThemeExporter.export(theme, name: "Acme", as: .assetCatalog), as: .assetCatalog)
        #expect(
            Set(imported.entries.map(\.color))
                == Set(ThemeRole.allCases.map { theme.color($0, in: .light).rgb8 }))
    }

    @Test("SwiftUI: swiftc builds the extension against a stand-in Color and prints every asset name")
    func swiftUI() async throws {
        let source = String(decoding: ThemeExporter.export(theme, name: "Acme", as: .swiftUI), as: UTF8.self)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "#if canImport(SwiftUI)"))
        let end = try #require(lines.lastIndex(of: "#endif"))
        try #require(start + 2 <= end)
        let body = lines[(start + 2)..<end].joined(separator: "\n")
        let stub = "struct Color { let name: String; init(_ name: String) { self.name = name } }\n"
        let roles = ThemeRole.allCases.map {
            "Color.AcmeTheme.\(ColorIdentifier.identifier($0.rawValue, style: .camel)).name"
        }
        let main = "print([\(roles.joined(separator: ", "))].joined(separator: \"\\n\"))\n"
        let printed = try await External.run(
            ["sh", "-c", "swiftc -o run Stub.swift Theme.swift main.swift && ./run"],
            files: [
                "Stub.swift": Array(stub.utf8), "Theme.swift": Array(body.utf8),
                "main.swift": Array(main.utf8),
            ])
        #expect(
            printed.split(separator: "\n").map(String.init)
                == ThemeRole.allCases.map {
                    "AcmeTheme/" + ColorIdentifier.identifier($0.rawValue, style: .pascal)
                })
    }

    @Test("A wide-gamut brand is carried as Display P3 by the catalog, the CSS and the tokens")
    func wideGamut() async throws {
        let blue = try ColorParser().parse("color(display-p3 0 0.33 0.85)")
        let wide = Theme(brand: blue)
        let css = String(decoding: ThemeExporter.export(wide, name: "Acme", as: .css), as: UTF8.self)
        let script = """
            import json, tinycss2
            rules = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
            out = {}
            for rule in rules:
                if rule.type == "at-rule" and "color-gamut" in tinycss2.serialize(rule.prelude):
                    [root] = tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True)
                    for d in tinycss2.parse_blocks_contents(root.content, skip_comments=True, skip_whitespace=True):
                        out[tinycss2.serialize(rule.prelude).strip() + " " + d.name] = tinycss2.serialize(d.value).strip()
            print(json.dumps(out))
            """
        let read = try #require(
            try await External.python(script, on: Array(css.utf8), packages: [("tinycss2", "tinycss2")])
                as? [String: String])
        let dark = ThemeExporter.hex(wide.color(.tint, in: .dark))
        let expectedDark = wide.wideColor(.tint, in: .dark).map(ThemeExporter.displayP3CSS) ?? dark
        #expect(
            read["(color-gamut: p3) --tint"]
                == "light-dark(\(ThemeExporter.displayP3CSS(blue)), \(expectedDark))")
        // the sRGB fallback first
        #expect(css.contains("--tint: light-dark(\(ThemeExporter.hex(wide.color(.tint, in: .light)))"))

        // Tailwind: the same roles again in a P3 block after the sRGB ones, every mode declared,
        // as tinycss2 reads the nesting.
        let tailwind = ThemeExporter.export(wide, name: "Acme", as: .tailwind)
        let nested = """
            import json, tinycss2
            rules = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
            [layer] = [r for r in rules if r.type == "at-rule" and r.at_keyword == "layer"]
            [root] = tinycss2.parse_rule_list(layer.content, skip_comments=True, skip_whitespace=True)
            out = {}
            def walk(tokens, path):
                for node in tinycss2.parse_blocks_contents(tokens, skip_comments=True, skip_whitespace=True):
                    if node.type == "declaration":
                        out[" ".join(path + [node.name])] = tinycss2.serialize(node.value).strip()
                    elif node.type == "at-rule":
                        walk(node.content, path + [tinycss2.serialize(node.prelude).strip()])
            walk(root.content, [])
            print(json.dumps(out))
            """
        let declared = try #require(
            try await External.python(nested, on: tailwind, packages: [("tinycss2", "tinycss2")])
                as? [String: String])
        #expect(declared["(color-gamut: p3) --color-tint"] == ThemeExporter.displayP3CSS(blue))
        #expect(declared["dark --color-tint"] == dark)
        #expect(declared["(color-gamut: p3) dark --color-tint"] == expectedDark)
        #expect(declared["(color-gamut: p3) contrast-more dark --color-tint"] != nil)

        let catalog = ThemeExporter.export(wide, name: "Acme", as: .assetCatalog)
        let colorSets = """
            import json, zipfile
            with zipfile.ZipFile("export.bin") as archive:
                tint = json.loads(archive.read("AcmeTheme.xcassets/AcmeTheme/Tint.colorset/Contents.json"))
            light = [c for c in tint["colors"] if "appearances" not in c][0]["color"]
            print(json.dumps([light["color-space"], [float(light["components"][k]) for k in ("red", "green", "blue")]]))
            """
        let light = try #require(try await External.python(colorSets, on: catalog) as? [Any])
        #expect(light.first as? String == "display-p3")
        let channels = try #require(light.last as? [Double])
        #expect(zip(channels, [0, 0.33, 0.85]).allSatisfy { abs($0 - $1) < 0.0001 }, "\(channels)")

        let tokens = String(
            decoding: ThemeExporter.export(wide, name: "Acme", as: .designTokens), as: UTF8.self)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(tokens.utf8)) as? [String: Any])
        let appearance = (document["modifiers"] as? [String: Any])?["appearance"] as? [String: Any]
        let lightSource = ((appearance?["contexts"] as? [String: Any])?["light"] as? [[String: Any]])?.first
        let tint = try #require(
            ((lightSource?["standard"] as? [String: Any])?["tint"] as? [String: Any])?["$value"]
                as? [String: Any])
        #expect(tint["colorSpace"] as? String == "display-p3")
        #expect(tint["hex"] as? String == ThemeExporter.hex(wide.color(.tint, in: .light)))
    }
}
