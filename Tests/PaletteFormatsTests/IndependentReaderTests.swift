import ColorKit
import Foundation
import Testing

@testable import PaletteFormats

@Suite("Exports read by readers we did not write")
struct IndependentReaderTests {
    var hexes: [String] { sample.entries.map { $0.color.hexString(uppercase: false) } }

    @Test("The Swift enum and the SwiftUI extension typecheck with swiftc")
    func swiftTypechecks() throws {
        let use = "let all: [UInt32] = AppColor.allCases.map(\\.hex)\nprint(all.count)\n"
        _ = try External.run(
            ["swiftc", "-typecheck", "AppColor.swift", "Color.swift", "main.swift"],
            files: [
                "AppColor.swift": PaletteExporter.export(sample, as: .swift),
                "Color.swift": PaletteExporter.export(sample, as: .swiftUI), "main.swift": Array(use.utf8),
            ])
        let source = String(decoding: PaletteExporter.export(sample, as: .swift), as: UTF8.self)
        let cases = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }.map { $0.dropFirst(9) }
        #expect(
            cases.map(String.init) == [
                "color0a0b0c", "color100Mph", "deepSea", "defaultColor", "sunset", "sunset2", "white",
            ])
        #expect(cases == cases.sorted())
        #expect(source.contains("case .deepSea: return 0x0033_66FF"))
    }

    @Test("Python's zipfile and json read the asset catalog")
    func assetCatalogUnzips() throws {
        let script = """
            import json, zipfile
            archive = zipfile.ZipFile("export.bin")
            assert archive.testzip() is None
            out = {}
            for name in archive.namelist():
                document = json.loads(archive.read(name))
                if name.endswith(".colorset/Contents.json"):
                    colors = document["colors"]
                    out[name] = [c["color"]["components"]["red"] + c["color"]["components"]["green"][2:]
                                 + c["color"]["components"]["blue"][2:] for c in colors]
                    out[name].append(colors[1]["appearances"][0]["value"])
                else:
                    out[name] = document["info"]["version"]
            print(json.dumps(out))
            """
        let result = try #require(
            try External.python(script, on: PaletteExporter.export(sample, as: .assetCatalog))
                as? [String: Any])
        #expect(result["DuskDawn.xcassets/Contents.json"] as? Int == 1)
        let deepSea = try #require(result["DuskDawn.xcassets/DeepSea.colorset/Contents.json"] as? [String])
        #expect(deepSea.first == "0x003366" && deepSea.last == "dark")
        // Deep sea is too dark to read on black, so its dark appearance is lighter; white is kept.
        #expect(deepSea[1] != "0x003366")
        #expect(
            (result["DuskDawn.xcassets/White.colorset/Contents.json"] as? [String])?.prefix(2) == [
                "0xFFFFFF", "0xFFFFFF",
            ])
        #expect(result.count == sample.entries.count + 1)
    }

    @Test("Python's xml and json read Android, SVG and DTCG exports")
    func markupAndTokensParse() throws {
        let android =
            try External.python(
                """
                import json, xml.etree.ElementTree as ET
                root = ET.parse("export.bin").getroot()
                print(json.dumps([[c.get("name"), c.text] for c in root.findall("color")]))
                """, on: PaletteExporter.export(sample, as: .android)) as? [[String]]
        #expect(android?.map { $0[1].lowercased() } == hexes)
        #expect(android?.first?.first == "deep_sea")
        let svg =
            try External.python(
                """
                import json, xml.etree.ElementTree as ET
                root = ET.parse("export.bin").getroot()
                print(json.dumps([r.get("fill") for r in root.iter("{http://www.w3.org/2000/svg}rect")]))
                """, on: PaletteExporter.export(sample, as: .svg)) as? [String]
        #expect(svg?.map { $0.lowercased() } == hexes)
        let tokens =
            try External.python(
                """
                import json
                document = json.load(open("export.bin"))
                group = document["dusk-dawn"]
                print(json.dumps([v["$value"]["hex"] for k, v in group.items() if not k.startswith("$")]))
                """, on: PaletteExporter.export(sample, as: .designTokens)) as? [String]
        #expect(tokens == hexes)
    }

    @Test("Python's zlib decodes the PNG strip to the palette's colors")
    func pngStripDecodes() throws {
        let script = """
            import json, struct, zlib
            data = open("export.bin", "rb").read()
            assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
            pos, idat, width = 8, b"", 0
            while pos < len(data):
                length, kind = struct.unpack(">I4s", data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                assert zlib.crc32(kind + body) == struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]
                if kind == b"IHDR": width = struct.unpack(">I", body[:4])[0]
                if kind == b"IDAT": idat += body
                pos += 12 + length
            raw = zlib.decompress(idat)
            row = raw[1:1 + width * 4] if raw[0] == 0 else None
            print(json.dumps({"width": width, "filter": raw[0], "first": list(raw[1:5])}))
            """
        let result = try #require(
            try External.python(script, on: PaletteExporter.export(sample, as: .png)) as? [String: Any])
        #expect(result["width"] as? Int == 64 * sample.entries.count)
        // The first row's first pixel is the first color whatever the filter (None and Sub keep it).
        #expect(result["first"] as? [Int] == [0x00, 0x33, 0x66, 0xFF])
    }
}
