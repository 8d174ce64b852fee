import ArgumentParser
import ColorKit
import ColrModels
import Foundation
import PaletteFormats

/// `colr chart-palette`: colors for a chart's series or scales, from a brand color's theme,
/// with the proof of what they reach in every mode and for every eye.
struct ChartPaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart-palette",
        abstract: "Chart colors from a brand color, proven in every mode of its theme for every eye.",
        discussion: """
            categorical: N series (2…12); the brand and any other colors given lead, kept as given
            where a mode allows. Every prefix is checked: the least ΔEOK between two series for
            the worst of typical, protan, deutan and tritan vision.
            sequential: N classes (3…9) from the brand color. diverging: N classes between the
            first two colors given.
            --format writes a chart library's files from the same colors.
            --check reads a palette file (GIMP, ASE, CSS, Tailwind, design tokens, Android,
            a zipped asset catalog), checks its first twelve colors as a chart's series in
            every mode of its theme, and repairs each only as far as a mode needs.
            Examples: colr chart-palette '#0969da' -n 8
                      colr chart-palette '#d1242f' '#0969da' --kind diverging -n 7 --json
                      colr chart-palette --check brand.gpl
            """)

    /// What the colors are for.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case categorical, sequential, diverging

        /// The same kind on the wire.
        var body: ChartPaletteBody.Kind {
            switch self {
            case .categorical: .categorical
            case .sequential: .sequential
            case .diverging: .diverging
            }
        }
    }

    @Argument(help: "The brand color first, then colors to keep (diverging: the two ends).")
    var colors: [String] = []

    @Option(help: "Check a palette file's colors as a chart's series and repair them, instead.")
    var check: String?

    @Option(help: "categorical, sequential or diverging.")
    var kind: Kind = .categorical

    @Option(name: [.customShort("n"), .long], help: "Series (categorical, 2…12) or classes (3…9).")
    var count = 8

    @Option(
        help: "Modes, comma-separated (light, dark, lightHighContrast, darkHighContrast); all when absent.")
    var modes: String?

    @Flag(help: "Print JSON: the colors per mode, in series order, and the proof.")
    var json = false

    @Option(
        help: """
            Write a chart library's files instead: vegaLite, echarts, matplotlibStyle, \
            matplotlibColormaps, d3, tailwind, css, designTokens or json (the series, a sequential ramp from the brand, and a \
            diverging ramp when two colors are given).
            """)
    var format: ChartFormat?

    @Option(help: "The chart's name in exported files and identifiers.")
    var name = "colr"

    @Option(help: "The folder exported files are written to (the current one when absent).")
    var output: String?

    func validate() throws {
        if check != nil {
            guard colors.isEmpty, format == nil else {
                throw ValidationError(
                    "--check reads its colors from the file; give no colors and no --format.")
            }
            return
        }
        guard !colors.isEmpty else { throw ValidationError("Give a brand color, for example '#0969da'.") }
        if kind == .diverging, colors.count < 2 {
            throw ValidationError("A diverging scale needs two colors: the negative end, then the positive.")
        }
        if format != nil && json {
            throw ValidationError("--json and --format each say what to print; pick one.")
        }
        _ = try themeModes()
    }

    /// The modes asked for, in the theme's order.
    func themeModes() throws -> [ThemeMode] {
        guard let modes else { return ThemeMode.allCases }
        return try modes.split(separator: ",").map { name in
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let mode = ThemeMode(rawValue: name) else {
                throw ValidationError(
                    "Unknown mode \(name): use \(ThemeMode.allCases.map(\.rawValue).joined(separator: ", "))."
                )
            }
            return mode
        }
    }

    func run() throws {
        if let check { return try self.check(file: check, modes: try themeModes()) }
        let given = try colors.map { text throws(ColorKitError) in try ColorArgument.parse(text) }
        if let format { return try export(format, colors: given, modes: try themeModes()) }
        let body = try ChartPaletteBody.generate(
            kind: kind.body, count: count, colors: given, modes: try themeModes())
        if json { return try Output.json(body) }
        Self.print(body)
    }
}
