import ArgumentParser
import ColrClient
import ColrCore
import Foundation

/// `colr palette audit ID`: the pairs that fail a contrast target, with a repair for each, and
/// the colors a color-vision deficiency runs together.
struct PaletteAuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a palette: contrast of every text/background pair, and colors hard to tell apart.",
        discussion: """
            Lists the pairs that fail the target with the nearest passing text color (same hue),
            then the pairs that run together under protanopia, deuteranopia, tritanopia or
            achromatopsia. Exits 1 when anything fails, so it can guard a build.
            """)

    @Argument(help: "The palette's id.")
    var palette: Int

    @Option(help: "aa (4.5:1), aaa (7:1), or apca and an Lc (apca60).")
    var target = "aa"

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    @Flag(help: "Print the audit as JSON.")
    var json = false

    func run() async throws {
        let audit = try await server.client().auditScheme(
            id: palette, target: target, editToken: access.resolved)
        if json {
            try ClientOutput.json(audit)
        } else {
            print(Self.lines(audit).joined(separator: "\n"))
        }
        if audit.pairs.contains(where: { !$0.passes }) || !audit.confusions.isEmpty { throw ExitCode(1) }
    }

    static func lines(_ audit: SchemeAuditBody) -> [String] {
        let hex = { (index: Int) in "#" + audit.colors[index].uppercased() }
        let failing = audit.pairs.filter { !$0.passes }
        var lines = ["target \(audit.target): \(failing.count) of \(audit.pairs.count) pairs fail"]
        for pair in failing {
            let repair =
                pair.repair.map { "  → #\($0.uppercased())" } ?? "  (no lightness of this hue passes)"
            lines.append(
                "  \(hex(pair.text)) on \(hex(pair.background))  \(String(format: "%.2f", pair.ratio)):1  "
                    + "Lc \(String(format: "%.1f", pair.apca))\(repair)")
        }
        lines.append("hard to tell apart (ΔEOK below \(audit.threshold)): \(audit.confusions.count)")
        for confusion in audit.confusions {
            lines.append(
                "  \(hex(confusion.first)) and \(hex(confusion.second)) under \(confusion.deficiency.rawValue)"
                    + " (ΔEOK \(String(format: "%.3f", confusion.distance)))")
        }
        return lines
    }
}
