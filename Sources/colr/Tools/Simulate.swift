import ArgumentParser
import ColorKit

extension ColorVisionDeficiency: ExpressibleByArgument {}

/// `colr simulate`: a color as someone with a color-vision deficiency sees it.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a color as seen with protan, deutan or tritan deficiency, or achromatopsia.",
        discussion: """
            Protan and deutan at full severity (1) are dichromacy by Viénot, Brettel & Mollon \
            (1999), and below it anomalous trichromacy by Machado et al. (2009); tritan is \
            Brettel, Viénot & Mollon (1997) at every severity. The result is gamut-mapped into \
            sRGB. Without --deficiency, all four are shown.
            """)

    @Argument(help: "The color: hex, any CSS Color 4 syntax, hsb(), or a name.")
    var color: String

    @Option(help: "protan, deutan, tritan or achroma.")
    var deficiency: ColorVisionDeficiency?

    @Option(help: "How severe, from 0 (typical vision) to 1 (the full deficiency).")
    var severity = 1.0

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        let color: String
        let deficiency: String
        let severity: Double
        let name: String
        let simulated: String
    }

    func validate() throws {
        guard severity.isFinite, (0...1).contains(severity) else {
            throw ValidationError("--severity must be a number from 0 to 1.")
        }
    }

    func run() throws {
        let original = try ColorArgument.parse(color)
        let reports = (deficiency.map { [$0] } ?? ColorVisionDeficiency.allCases).map { kind in
            let seen = ColorVisionSimulation.displayable(original, kind, severity: severity)
            return (
                seen,
                Report(
                    color: original.mappedHex, deficiency: kind.rawValue, severity: severity,
                    name: severity >= 1 ? kind.title : kind.anomalousTitle, simulated: seen.hex)
            )
        }
        if json {
            // One deficiency asked for is one object; all four are a list.
            if deficiency != nil { try Output.json(reports[0].1) } else { try Output.json(reports.map(\.1)) }
            return
        }
        print("\(Output.swatch(original))\(original.mappedHex)")
        for (seen, report) in reports {
            print("\(Output.swatch(seen))\(report.simulated)  \(report.name)")
        }
    }
}
