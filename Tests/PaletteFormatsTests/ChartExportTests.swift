import ColorKit
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

/// Chart exports read by the chart libraries themselves (matplotlib, Vega-Lite through
/// vl-convert) or by independent parsers (Python's json, Node, tinycss2). scripts/test installs
/// the PyPI packages; a missing one fails the test (see ``External/python(_:on:packages:)``).
@Suite("Chart color exports read by chart libraries", .offPool)
struct ChartExportTests {
    static func rgb(_ hex: UInt32) -> RGBColor {
        RGBColor(RGB8(red: UInt8(hex >> 16 & 0xff), green: UInt8(hex >> 8 & 0xff), blue: UInt8(hex & 0xff)))
    }

    static let light = ChartColors.Mode(
        name: "light", series: [0x1f77b4, 0xd62728, 0x2ca02c, 0x9467bd].map(rgb),
        sequential: [0xf7fbff, 0x6baed6, 0x08306b].map(rgb),
        diverging: [0xb2182b, 0xf7f7f7, 0x2166ac].map(rgb),
        background: rgb(0xffffff))
    static let dark = ChartColors.Mode(
        name: "dark", series: [0x4e9fd8, 0xff6b6b, 0x5cd65c, 0xc39bf0].map(rgb),
        sequential: [0x10203a, 0x3a7bbf, 0xcfe8ff].map(rgb),
        diverging: [0xff7b7b, 0x303030, 0x7bb8ff].map(rgb),
        background: rgb(0x121212))
    static let chart = ChartColors(name: "Acme", modes: [light, dark])

    static func hexes(_ colors: [RGBColor]) -> [String] { colors.map(ChartExporter.hex) }

    static func only(_ format: ChartFormat, mode: String? = nil) throws -> [UInt8] {
        let files = try ChartExporter.export(chart, as: format, mode: mode)
        try #require(files.count == 1)
        return files[0].bytes
    }

    @Test(
        "matplotlib: the style colors the lines in series order on the background; the colormaps map 0 and 1 to the ramp's ends"
    )
    func matplotlib() async throws {
        let style = try Self.only(.matplotlibStyle, mode: "light")
        let module = try ChartExporter.export(Self.chart, as: .matplotlibColormaps)
        try #require(module.count == 1 && module[0].name == "acme_colormaps.py")
        let script = """
            import json, sys
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
            from matplotlib.colors import to_hex
            sys.path.insert(0, ".")
            plt.style.use("style.mplstyle")
            fig, ax = plt.subplots()
            lines = [ax.plot([0, 1], [i, i + 1])[0] for i in range(4)]
            fig.canvas.draw()
            import acme_colormaps as cm
            maps = {}
            for name in cm.__all__:
                cmap = getattr(cm, name)
                maps[name] = [to_hex(cmap(0.0)), to_hex(cmap(1.0)), to_hex(matplotlib.colormaps[name](1.0))]
            print(json.dumps({"lines": [to_hex(l.get_color()) for l in lines],
                              "axes": to_hex(ax.get_facecolor()), "figure": to_hex(fig.get_facecolor()),
                              "maps": maps}))
            """
        let result = try #require(
            try await External.python(
                script, files: ["style.mplstyle": style, "acme_colormaps.py": module[0].bytes],
                packages: [("matplotlib", "matplotlib")]) as? [String: Any])
        #expect(result["lines"] as? [String] == Self.hexes(Self.light.series))
        #expect(result["axes"] as? String == "#ffffff")
        #expect(result["figure"] as? String == "#ffffff")
        let maps = try #require(result["maps"] as? [String: [String]])
        #expect(
            maps.keys.sorted() == [
                "acme_dark_diverging", "acme_dark_sequential", "acme_light_diverging",
                "acme_light_sequential",
            ])
        for (mode, name) in [(Self.light, "acme_light"), (Self.dark, "acme_dark")] {
            for (kind, ramp) in [("sequential", mode.sequential), ("diverging", mode.diverging)] {
                let ends = Self.hexes([ramp.first!, ramp.last!, ramp.last!])
                #expect(maps["\(name)_\(kind)"] == ends, "\(name)_\(kind)")
            }
        }
    }

    /// Renders a spec with vl-convert and reports, per wanted color, whether some pixel is
    /// within 2 of it on every channel (antialiasing blends only the edges).
    static let vlConvertScript = """
        import io, json, sys
        import numpy as np
        import matplotlib.image
        import vl_convert
        spec = json.load(open("spec.json"))
        spec["config"] = json.load(open("config.json"))["config"]
        png = vl_convert.vegalite_to_png(spec, scale=1)
        pixels = (matplotlib.image.imread(io.BytesIO(png), format="png")[:, :, :3] * 255).round().astype(int)
        flat = pixels.reshape(-1, 3)
        wanted = json.load(open("wanted.json"))
        found = {}
        for h in wanted:
            rgb = np.array([int(h[i:i + 2], 16) for i in (1, 3, 5)])
            found[h] = bool((np.abs(flat - rgb) <= 2).all(axis=1).any())
        print(json.dumps(found))
        """

    static func render(_ spec: String, config: [UInt8], wanted: [String]) async throws -> [String: Bool] {
        let wantedJSON = "[" + wanted.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        return try #require(
            try await External.python(
                vlConvertScript,
                files: [
                    "spec.json": Array(spec.utf8), "config.json": config,
                    "wanted.json": Array(wantedJSON.utf8),
                ],
                packages: [("vl_convert", "vl-convert-python"), ("matplotlib", "matplotlib")])
                as? [String: Bool])
    }

    @Test("vl-convert renders a bar chart with the Vega-Lite config: every series color and the background")
    func vegaLiteBars() async throws {
        let config = try Self.only(.vegaLite, mode: "dark")
        let spec = """
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "width": 200, "height": 100,
             "data": {"values": [{"c": "a", "v": 3}, {"c": "b", "v": 4}, {"c": "c", "v": 5}, {"c": "d", "v": 6}]},
             "mark": {"type": "bar", "strokeWidth": 0},
             "encoding": {"x": {"field": "c", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"},
                          "color": {"field": "c", "type": "nominal"}}}
            """
        let wanted = Self.hexes(Self.dark.series + [Self.dark.background])
        let found = try await Self.render(spec, config: config, wanted: wanted)
        for hex in wanted { #expect(found[hex] == true, "\(hex) not in the rendered chart") }
    }

    @Test("vl-convert renders a heatmap with the config: the sequential ramp's ends")
    func vegaLiteHeatmap() async throws {
        let config = try Self.only(.vegaLite, mode: "light")
        let spec = """
            {"width": 100, "height": 40,
             "data": {"values": [{"x": "a", "v": 0}, {"x": "b", "v": 5}, {"x": "c", "v": 10}]},
             "mark": {"type": "rect", "strokeWidth": 0},
             "encoding": {"x": {"field": "x", "type": "nominal"},
                          "color": {"field": "v", "type": "quantitative", "legend": null}}}
            """
        let wanted = Self.hexes([Self.light.sequential.first!, Self.light.sequential.last!])
        let found = try await Self.render(spec, config: config, wanted: wanted)
        for hex in wanted { #expect(found[hex] == true, "\(hex) not in the rendered heatmap") }
    }

    @Test("Vega-Lite config leaves out the ramps a mode lacks")
    func vegaLiteOmitsEmptyRamps() throws {
        let bare = ChartColors(
            name: "Bare",
            modes: [.init(name: "light", series: [Self.rgb(0x112233)], background: Self.rgb(0xffffff))])
        let bytes = try ChartExporter.export(bare, as: .vegaLite)[0].bytes
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let config = try #require(object["config"] as? [String: Any])
        let range = try #require(config["range"] as? [String: [String]])
        #expect(range == ["category": ["#112233"]])
        #expect(config["background"] as? String == "#ffffff")
    }

    @Test("ECharts theme: Python's json reads the series, background and visualMap ramp of each mode's file")
    func echarts() async throws {
        let files = try ChartExporter.export(Self.chart, as: .echarts)
        #expect(files.map(\.name) == ["acme-light.echarts.json", "acme-dark.echarts.json"])
        let script = """
            import json, sys
            print(json.dumps([json.load(open(p)) for p in sys.argv[1:]]))
            """
        let result = try #require(
            try await External.python(script, files: ["a.json": files[0].bytes, "b.json": files[1].bytes])
                as? [[String: Any]])
        for (theme, mode) in zip(result, [Self.light, Self.dark]) {
            #expect(theme["color"] as? [String] == Self.hexes(mode.series))
            #expect(theme["backgroundColor"] as? String == ChartExporter.hex(mode.background))
            let inRange = (theme["visualMap"] as? [String: Any])?["inRange"] as? [String: Any]
            #expect(inRange?["color"] as? [String] == Self.hexes(mode.sequential))
        }
    }

    @Test("D3: Node imports the ES module and reads every scheme array")
    func d3ByNode() async throws {
        let file = try Self.only(.d3)
        let script =
            "const m = await import(new URL('./schemes.mjs', 'file://' + process.cwd() + '/'));"
            + " console.log(JSON.stringify(m));"
        let output = try await External.run(
            ["node", "--input-type=module", "-e", script], files: ["schemes.mjs": file])
        let module = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        for (mode, name) in [(Self.light, "Light"), (Self.dark, "Dark")] {
            #expect(module["schemeAcme\(name)Category"] as? [String] == Self.hexes(mode.series))
            #expect(module["schemeAcme\(name)Sequential"] as? [String] == Self.hexes(mode.sequential))
            #expect(module["schemeAcme\(name)Diverging"] as? [String] == Self.hexes(mode.diverging))
            #expect(module["schemeAcme\(name)Background"] as? String == ChartExporter.hex(mode.background))
        }
    }

    @Test(
        "Tailwind v4: tinycss2 reads @theme, then dark, contrast-more and both nested, as Tailwind's variants"
    )
    func tailwindByTinycss2() async throws {
        let script = """
            import json, tinycss2
            def decls(content):
                items = tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True)
                return {d.name: tinycss2.serialize(d.value).strip() for d in items if d.type == "declaration"}, items
            def variants(items, path, out):
                for rule in items:
                    if rule.type == "at-rule" and rule.at_keyword == "variant":
                        name = path + [tinycss2.serialize(rule.prelude).strip()]
                        found, inner = decls(rule.content)
                        out[" ".join(name)] = found
                        variants(inner, name, out)
                return out
            rules = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
            assert [r.at_keyword for r in rules] == ["theme", "layer"], rules
            base, _ = decls(rules[0].content)
            _, layer = decls(rules[1].content)
            root = [r for r in layer if r.type == "qualified-rule"][0]
            assert tinycss2.serialize(root.prelude).strip() == ":root"
            _, inner = decls(root.content)
            print(json.dumps({"base": base, "variants": variants(inner, [], {})}))
            """
        let four = Self.four
        let (lightMore, darkMore) = (four.modes[2], four.modes[3])
        let file = try #require(try ChartExporter.export(four, as: .tailwind).first)
        let result = try #require(
            try await External.python(script, on: file.bytes, packages: [("tinycss2", "tinycss2")])
                as? [String: Any])
        func expected(_ mode: ChartColors.Mode) -> [String: String] {
            var out: [String: String] = ["--color-chart-background": ChartExporter.hex(mode.background)]
            for (kind, colors) in [
                ("", mode.series), ("sequential-", mode.sequential), ("diverging-", mode.diverging),
            ] {
                for (index, hex) in Self.hexes(colors).enumerated() {
                    out["--color-chart-\(kind)\(index + 1)"] = hex
                }
            }
            return out
        }
        #expect(result["base"] as? [String: String] == expected(Self.light))
        #expect(
            result["variants"] as? [String: [String: String]] == [
                "dark": expected(Self.dark), "contrast-more": expected(lightMore),
                "contrast-more dark": expected(darkMore),
            ])
    }

    /// Four modes: the high-contrast ones are the dark one's colors again, renamed.
    static let four: ChartColors = {
        var lightMore = dark
        lightMore.name = "lightHighContrast"
        lightMore.background = RGBColor(RGB8(rgb: 0xfafafa))
        var darkMore = dark
        darkMore.name = "darkHighContrast"
        darkMore.background = RGBColor(RGB8(rgb: 0x000000))
        return ChartColors(name: "Acme", modes: [light, dark, lightMore, darkMore])
    }()

    /// `--chart-…` variables a mode's colors give, as the CSS export names them.
    static func variables(_ mode: ChartColors.Mode) -> [String: String] {
        var out: [String: String] = ["--chart-background": ChartExporter.hex(mode.background)]
        for (kind, colors) in [
            ("", mode.series), ("sequential-", mode.sequential), ("diverging-", mode.diverging),
        ] {
            for (index, hex) in Self.hexes(colors).enumerated() { out["--chart-\(kind)\(index + 1)"] = hex }
        }
        return out
    }

    @Test("CSS variables: tinycss2 reads :root, then dark, more contrast and both under their media queries")
    func cssByTinycss2() async throws {
        let script = """
            import json, tinycss2
            def decls(content):
                items = tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True)
                return {d.name: tinycss2.serialize(d.value).strip() for d in items if d.type == "declaration"}
            rules = tinycss2.parse_stylesheet(open("export.bin").read(), skip_comments=True, skip_whitespace=True)
            out = {}
            for rule in rules:
                if rule.type == "qualified-rule":
                    out[tinycss2.serialize(rule.prelude).strip()] = decls(rule.content)
                else:
                    inner = tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True)
                    assert [tinycss2.serialize(r.prelude).strip() for r in inner] == [":root"], inner
                    out["@media " + tinycss2.serialize(rule.prelude).strip()] = decls(inner[0].content)
            print(json.dumps(out))
            """
        let file = try #require(try ChartExporter.export(Self.four, as: .css).first)
        #expect(file.name == "acme-chart.css")
        let result = try #require(
            try await External.python(script, on: file.bytes, packages: [("tinycss2", "tinycss2")])
                as? [String: [String: String]])
        let modes = Self.four.modes
        #expect(
            result == [
                ":root": Self.variables(modes[0]),
                "@media (prefers-color-scheme: dark)": Self.variables(modes[1]),
                "@media (prefers-contrast: more)": Self.variables(modes[2]),
                "@media (prefers-color-scheme: dark) and (prefers-contrast: more)": Self.variables(modes[3]),
            ])
    }

    @Test("Design Tokens: one DTCG file per mode, read back in order by Colr's importer and by Python")
    func designTokensReadBack() async throws {
        let files = try ChartExporter.export(Self.chart, as: .designTokens)
        #expect(files.map(\.name) == ["acme-light.tokens.json", "acme-dark.tokens.json"])
        for (file, mode) in zip(files, Self.chart.modes) {
            let document = try PaletteImporter.read(file.bytes, as: .designTokens)
            let expected = mode.series + mode.sequential + mode.diverging + [mode.background]
            #expect(document.entries.map { RGBColor($0.color).hex } == expected.map(\.hex), "\(mode.name)")
            let script = """
                import json
                chart = json.load(open("export.bin"))["chart"]
                assert chart["$type"] == "color"
                def hexes(group): return [group[k]["$value"]["hex"] for k in sorted(group, key=int)]
                def parts(token): return [round(c * 255) for c in token["$value"]["components"]]
                print(json.dumps({"series": hexes(chart["series"]), "background": chart["background"]["$value"]["hex"],
                                  "first": parts(chart["series"]["1"])}))
                """
            let read = try #require(
                try await External.python(script, on: file.bytes, packages: []) as? [String: Any])
            #expect(read["series"] as? [String] == Self.hexes(mode.series))
            #expect(read["background"] as? String == ChartExporter.hex(mode.background))
            let first = try #require(mode.series.first?.rgb8)
            #expect(read["first"] as? [Int] == [Int(first.red), Int(first.green), Int(first.blue)])
        }
    }

    @Test("JSON: every mode's series, ramps and background, modes in order")
    func plainJSON() throws {
        let file = try #require(try ChartExporter.export(Self.chart, as: .json).first)
        #expect(file.name == "acme-chart.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
        #expect(object["name"] as? String == "Acme" && object["order"] as? [String] == ["light", "dark"])
        let modes = try #require(object["modes"] as? [String: [String: Any]])
        for mode in Self.chart.modes {
            #expect(modes[mode.name]?["series"] as? [String] == Self.hexes(mode.series))
            #expect(modes[mode.name]?["diverging"] as? [String] == Self.hexes(mode.diverging))
            #expect(modes[mode.name]?["background"] as? String == ChartExporter.hex(mode.background))
        }
    }

    @Test("Bad input gives the documented errors")
    func badInput() {
        let none = ChartColors(name: "Acme", modes: [])
        #expect(throws: PaletteFormatError.chartModeMissing(chart: "Acme", mode: nil)) {
            try ChartExporter.export(none, as: .vegaLite)
        }
        #expect(throws: PaletteFormatError.chartModeMissing(chart: "Acme", mode: "sepia")) {
            try ChartExporter.export(Self.chart, as: .d3, mode: "sepia")
        }
        let empty = ChartColors(
            name: "Acme", modes: [Self.light, .init(name: "dark", series: [], background: Self.rgb(0))])
        for format in ChartFormat.allCases {
            #expect(throws: PaletteFormatError.chartSeriesEmpty(chart: "Acme", mode: "dark")) {
                try ChartExporter.export(empty, as: format)
            }
        }
        #expect(
            PaletteFormatError.chartSeriesEmpty(chart: "Acme", mode: "dark").description.contains(
                "one color per series"))
    }
}
