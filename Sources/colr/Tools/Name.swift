import ArgumentParser
import ColorKit
import ColorNames

/// `colr name`: the names a color has exactly, and the nearest names in each list.
struct Name: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Name a color: exact names and the nearest names, with their distance.")

    @Argument(help: "A color: hex, CSS syntax, hsb(), or a name.")
    var color: String

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Name lists to search: uikit, css, x11, colornames (default: all).")
    var namespace: [ColorNamespace] = ColorNamespace.allCases

    @Option(name: .long, help: "How many nearest names to list per namespace (1…20).")
    var count = 1

    @Flag(help: "Re-rank the nearest names by CIEDE2000 instead of ΔEOK order.")
    var ciede2000 = false

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        let input: String
        let hex: String
        let namespaces: [NamespaceReport]
    }

    struct NamespaceReport: Encodable {
        let namespace: String
        let exact: [String]
        let nearest: [NearestName]
    }

    struct NearestName: Encodable {
        let name: String
        let hex: String
        let deltaEOK: Double
        let deltaE2000: Double?
    }

    func validate() throws {
        guard (1...20).contains(count) else { throw ValidationError("--count must be between 1 and 20.") }
    }

    func run() throws {
        let value = try ColorArgument.parse(color)
        var reports: [NamespaceReport] = []
        for space in namespace {
            let catalog = try ColorNameCatalog.bundled(space)
            let matches =
                ciede2000
                ? catalog.nearest(to: value, count: count, rerankingCandidates: max(count * 4, 12))
                : catalog.nearest(to: value, count: count)
            reports.append(
                NamespaceReport(
                    namespace: space.rawValue,
                    exact: catalog.names(exactlyMatching: value).map(\.name),
                    nearest: matches.map {
                        NearestName(
                            name: $0.named.name, hex: $0.named.color.hex, deltaEOK: $0.distance,
                            deltaE2000: $0.deltaE2000)
                    }))
        }
        if json {
            return try Output.json(Report(input: color, hex: value.mappedHex, namespaces: reports))
        }
        print(Output.swatch(value) + value.mappedHex)
        for report in reports {
            let exact =
                report.exact.isEmpty ? "no exact name" : "exactly " + report.exact.joined(separator: ", ")
            print("\(report.namespace): \(exact)")
            for near in report.nearest {
                var line =
                    "  nearest \(near.name) \(near.hex)  ΔEOK \(Output.number(near.deltaEOK, digits: 4))"
                if let e2000 = near.deltaE2000 { line += "  ΔE2000 \(Output.number(e2000, digits: 2))" }
                print(line)
            }
        }
    }
}

extension ColorNamespace: ExpressibleByArgument {}
