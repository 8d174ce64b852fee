import ColorKit

/// Parsing: today's CSS Color 4/5 parser against the parser it replaced (frozen in
/// `Baseline/`), on the notations both read, and on what only today's reads; then against
/// culori, the JavaScript library, when `COLR_CULORI` names a checkout of it.
enum ParsingBenchmarks {
    /// Notations the old parser read too: hex, names, and every CSS Color 4 function it knew.
    static let common = [
        "#3366cc", "rebeccapurple", "rgb(51, 102, 204)", "rgb(20% 40% 80% / 0.5)", "hsl(220 60% 50%)",
        "hwb(220 20% 20%)", "lab(45 10 -60)", "lch(45 60 280)", "oklab(0.5 -0.02 -0.15)",
        "oklch(0.55 0.15 260deg)", "color(srgb 0.2 0.4 0.8)", "color(xyz-d65 0.2 0.2 0.6)",
    ]
    /// Notations only today's parser reads.
    static let new = [
        "color(display-p3 0.2 0.4 0.8)", "rgb(calc(255 / 5) 102 204)",
        "oklch(from #3366cc l c calc(h + 180))",
        "color-mix(in oklch, #3366cc 40%, orange)", "rgb(/* c */ 51 102 204)",
        "color(rec2020 0.3 0.4 0.7 / 50%)",
    ]

    /// 64 hex colors made at run time, so that no constant input can be folded into the loop.
    static let hexes = (0..<64).map { (index: Int) -> String in
        RGB8(rgb: UInt32(truncatingIfNeeded: index &* 0x9E37_79B9) & 0xFF_FFFF).hexString(
            uppercase: index % 2 == 0)
    }

    static func run(_ harness: Harness) throws {
        print("Parsing (each line: candidate, time/op, throughput, baseline, time/op, throughput ratio)")
        let parser = ColorParser(catalogs: [.css])
        let baseline = BaselineParser(catalogs: [.css])
        for input in common + new {
            // Both must agree before their speeds mean anything.
            let color = try parser.parse(input)
            if common.contains(input), try baseline.parse(input).rgb8 != color.rgb8 {
                fatalError("the parsers disagree on \(input)")
            }
        }
        let today = harness.measure("common notations, today", operations: common.count) {
            for input in common { blackHole(try? parser.parse(input)) }
        }
        let before = harness.measure("common notations, before", operations: common.count) {
            for input in common { blackHole(try? baseline.parse(input)) }
        }
        Harness.report(today, against: before, goal: "no slowdown (ratio ≥ 1×)")
        let fresh = harness.measure("calc, mix, relative, P3", operations: new.count) {
            for input in new { blackHole(try? parser.parse(input)) }
        }
        Harness.report(fresh, against: today)
        let hexToday = harness.measure("hex only, today", operations: hexes.count) {
            for input in hexes { blackHole(try? parser.parse(input)) }
        }
        let hexBefore = harness.measure("hex only, before", operations: hexes.count) {
            for input in hexes { blackHole(try? baseline.parse(input)) }
        }
        Harness.report(hexToday, against: hexBefore)
        let functionToday = harness.measure("oklch() only, today", operations: 1) {
            blackHole(try? parser.parse("oklch(0.55 0.15 260deg)"))
        }
        let functionBefore = harness.measure("oklch() only, before", operations: 1) {
            blackHole(try? baseline.parse("oklch(0.55 0.15 260deg)"))
        }
        Harness.report(functionToday, against: functionBefore)
        compareWithCulori(today: today, hex: hexToday, cpuTime: harness.usesCPUTime)
    }

    /// The same common notations and hex against culori, when a checkout is at hand.
    static func compareWithCulori(today: Harness.Measurement, hex: Harness.Measurement, cpuTime: Bool) {
        guard let culori = CuloriPeer.measure(common, hexes: hexes, cpuTime: cpuTime) else { return }
        let converted = CuloriPeer.measurement(
            "culori parse + rgb (node)", operationsPerSecond: culori.parseAndConvert)
        Harness.report(today, against: converted, goal: "≥ 2× culori")
        let parsed = CuloriPeer.measurement(
            "culori parse alone (node)", operationsPerSecond: culori.parseOnly)
        Harness.report(today, against: parsed)
        let culoriHex = CuloriPeer.measurement("culori hex + rgb (node)", operationsPerSecond: culori.hexOnly)
        Harness.report(hex, against: culoriHex, goal: "≥ 2× culori")
    }
}
