import ColorKit
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

@Suite("Exports read by readers we did not write", .offPool)
struct IndependentReaderTests {
    var hexes: [String] { sample.entries.map { $0.color.hexString(uppercase: false) } }

    @Test("Python's zipfile and json read the asset catalog: every color set, light and dark")
    func assetCatalogUnzips() async throws {
        let script = """
            import json, zipfile
            archive = zipfile.ZipFile("export.bin")
            assert archive.testzip() is None
            out = {"sets": [], "info": {}}
            def rgba(color):
                assert color["color-space"] == "srgb", color
                c = color["components"]
                return [int(c[k], 16) for k in ("red", "green", "blue")] + [round(float(c["alpha"]) * 255)]
            for name in archive.namelist():
                document = json.loads(archive.read(name))
                if name.endswith(".colorset/Contents.json"):
                    light = [c for c in document["colors"] if "appearances" not in c]
                    dark = [c for c in document["colors"] if c.get("appearances") ==
                            [{"appearance": "luminosity", "value": "dark"}]]
                    assert len(light) == 1 and len(dark) == 1 and len(document["colors"]) == 2, document
                    out["sets"].append([name, rgba(light[0]["color"]), rgba(dark[0]["color"])])
                else:
                    out["info"][name] = document["info"]["version"]
            print(json.dumps(out))
            """
        let result = try #require(
            try await External.python(script, on: PaletteExporter.export(sample, as: .assetCatalog))
                as? [String: Any])
        #expect(result["info"] as? [String: Int] == ["DuskDawn.xcassets/Contents.json": 1])
        let sets = try #require(result["sets"] as? [[Any]])
        func channels(_ c: RGB8) -> [Int] { [c.red, c.green, c.blue, c.alpha].map(Int.init) }
        #expect(
            sets.compactMap { $0.first as? String }
                == ColorIdentifier.unique(sample.entryNames, style: .pascal).map {
                    "DuskDawn.xcassets/\($0).colorset/Contents.json"
                })
        #expect(sets.map { $0[1] as? [Int] } == sample.entries.map { channels($0.color) })
        #expect(
            sets.map { $0[2] as? [Int] }
                == sample.entries.map { channels(AssetCatalog.darkVariant($0.color)) })
        // Deep sea is too dark to read on black, so its dark appearance is lighter; white is kept.
        #expect(sets.first?[2] as? [Int] != [0x00, 0x33, 0x66, 0xFF])
        #expect(sets.last?[2] as? [Int] == [0xFF, 0xFF, 0xFF, 0xFF])
    }

    @Test("Python's xml and json read Android, SVG and DTCG exports")
    func markupAndTokensParse() async throws {
        let android =
            try await External.python(
                """
                import json, xml.etree.ElementTree as ET
                root = ET.parse("export.bin").getroot()
                print(json.dumps([[c.get("name"), c.text] for c in root.findall("color")]))
                """, on: PaletteExporter.export(sample, as: .android)) as? [[String]]
        #expect(android?.map { $0[1].lowercased() } == hexes)
        #expect(android?.map { $0[0] } == ColorIdentifier.unique(sample.entryNames, style: .snake))
        // SVG and PNG have no reader of our own: they are pictures of a palette for people and
        // documents, and the formats made for interchange carry the same colors with names. So
        // a reader we did not write compares every value instead.
        let glass = PaletteDocument(
            name: "Glass", entries: [.init(name: "Half", color: RGB8(red: 1, green: 2, blue: 3, alpha: 128))])
        for palette in [sample, glass] {
            let svg = try #require(
                try await External.python(
                    """
                    import json, xml.etree.ElementTree as ET
                    ns = "{http://www.w3.org/2000/svg}"
                    root = ET.parse("export.bin").getroot()
                    rects = [[int(r.get("x")), r.get("fill").lower(), round(float(r.get("fill-opacity", "1")) * 255)]
                             for r in root.iter(ns + "rect")]
                    texts = [t.text for t in root.iter(ns + "text")]
                    print(json.dumps({"title": root.find(ns + "title").text, "label": root.get("aria-label"),
                                      "rects": rects, "names": texts[0::2], "hexes": texts[1::2]}))
                    """, on: PaletteExporter.export(palette, as: .svg)) as? [String: Any])
            #expect(svg["title"] as? String == palette.displayName)
            #expect(svg["label"] as? String == palette.displayName)
            let rects = try #require(svg["rects"] as? [[Any]])
            #expect(rects.map { $0[0] as? Int } == palette.entries.indices.map { $0 * 96 })
            #expect(
                rects.map { $0[1] as? String }
                    == palette.entries.map { String($0.color.hexString(uppercase: false).prefix(7)) })
            #expect(rects.map { $0[2] as? Int } == palette.entries.map { Int($0.color.alpha) })
            #expect(svg["names"] as? [String] == palette.entryNames)
            #expect(svg["hexes"] as? [String] == palette.entries.map(\.color.hex))
        }
        let tokens =
            try await External.python(
                """
                import json
                document = json.load(open("export.bin"))
                group = document["dusk-dawn"]
                print(json.dumps([[k, v["$value"]["hex"]] for k, v in group.items() if not k.startswith("$")]))
                """, on: PaletteExporter.export(sample, as: .designTokens)) as? [[String]]
        #expect(tokens?.map { $0[1] } == hexes)
        #expect(tokens?.map { $0[0] } == ColorIdentifier.unique(sample.entryNames, style: .kebab))
    }

    @Test("Python's zlib decodes the PNG strip: every swatch, every row, is its color")
    func pngStripDecodes() async throws {
        // Undoes all five PNG filters, then reports each row's run of colors (x where a run
        // starts, and its RGBA), so every pixel is accounted for, not just the first.
        let script = """
            import json, struct, zlib
            data = open("export.bin", "rb").read()
            assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
            pos, idat = 8, b""
            while pos < len(data):
                length, kind = struct.unpack(">I4s", data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                assert zlib.crc32(kind + body) == struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]
                if kind == b"IHDR":
                    width, height, depth, kind_, _, _, interlace = struct.unpack(">IIBBBBB", body)
                    assert (depth, kind_, interlace) == (8, 6, 0)
                if kind == b"IDAT": idat += body
                pos += 12 + length
            raw, stride, rows, previous = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
            for y in range(height):
                f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for i in range(stride):
                    a = line[i - 4] if i >= 4 else 0
                    b, c = previous[i], (previous[i - 4] if i >= 4 else 0)
                    if f == 1: line[i] = (line[i] + a) & 255
                    elif f == 2: line[i] = (line[i] + b) & 255
                    elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif f == 4:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                    else: assert f == 0, f
                runs = []
                for x in range(width):
                    pixel = list(line[x * 4:x * 4 + 4])
                    if not runs or runs[-1][1] != pixel: runs.append([x, pixel])
                rows.append(runs)
                previous = line
            print(json.dumps({"width": width, "height": height, "rows": rows}))
            """
        let result = try #require(
            try await External.python(script, on: PaletteExporter.export(sample, as: .png)) as? [String: Any])
        #expect(result["width"] as? Int == 64 * sample.entries.count)
        #expect(result["height"] as? Int == 64)
        let rows = try #require(result["rows"] as? [[[Any]]])
        #expect(rows.count == 64)
        let expected = sample.entries.enumerated().map { index, entry in
            [
                index * 64,
                [entry.color.red, entry.color.green, entry.color.blue, entry.color.alpha].map(Int.init),
            ]
                as [Any]
        }
        for (y, runs) in rows.enumerated() {
            #expect(runs.map { $0[0] as? Int } == expected.map { $0[0] as? Int }, "row \(y)")
            #expect(runs.map { $0[1] as? [Int] } == expected.map { $0[1] as? [Int] }, "row \(y)")
        }
    }
}
