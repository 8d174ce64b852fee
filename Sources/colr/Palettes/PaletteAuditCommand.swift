import ArgumentParser
import ColorKit
import ColrClient
import ColrModels
import Foundation

/// `colr palette audit ID` or `colr palette audit --colors …`: each color's nearest name and a
/// title for the palette, the pairs that fail a contrast target with a repair for each, and the
/// colors a color-vision deficiency runs together.
struct PaletteAuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a palette: contrast of every text/background pair, and colors hard to tell apart.",
        discussion: """
            Names each color and suggests a title, lists the pairs that fail the target with the \
            WCAG level each reaches and the nearest passing text color (same hue), then the pairs \
            that run together under protanopia, deuteranopia, tritanopia or achromatopsia. Exits 1 \
            when anything fails, so it can guard a build.

            Give a stored palette's id (read from the server), or --colors to check colors here, \
            offline, with the server's own code:
              colr palette audit --colors '#336699' gold tomato
            """)

    @Argument(help: "The palette's id on the server (or give --colors instead).")
    var palette: Int?

    @Option(
        parsing: .upToNextOption,
        help: "Check these colors instead, offline: hex, any CSS Color 4 syntax, hsb(), or names.")
    var colors: [String] = []

    @Option(help: "aa (4.5:1), aaa (7:1), or apca and an Lc (apca60).")
    var target = "aa"

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    @Flag(help: "Print the audit as JSON.")
    var json = false

    func validate() throws {
        switch (palette, colors.isEmpty) {
        case (nil, true): throw ValidationError("Give a palette's id, or --colors and the colors to check.")
        case (.some, false): throw ValidationError("Give a palette's id or --colors, not both.")
        default: break
        }
        if colors.count > SchemeDraft.maximumColors {
            throw ValidationError(
                "--colors takes at most \(SchemeDraft.maximumColors) colors, as a palette does.")
        }
    }

    func run() async throws {
        let audit: SchemeAuditBody
        if let palette {
            audit = try await server.client().auditScheme(
                id: palette, target: target, editToken: access.resolved)
        } else {
            audit = try local()
        }
        if json {
            try Output.json(audit)
        } else {
            print(Self.lines(audit).joined(separator: "\n"))
        }
        if audit.pairs.contains(where: { !$0.passes }) || !audit.confusions.isEmpty { throw ExitCode(1) }
    }

    /// The audit of `--colors`, made here with the same code the server runs, so the answer is
    /// the API's own and a build can run it without a server.
    private func local() throws -> SchemeAuditBody {
        guard let contrast = ContrastTarget(name: target) else {
            throw ValidationError("\"\(target)\" is not a contrast target; use aa, aaa or apca15 to apca108.")
        }
        let hexes = try colors.map { ColorHex(GamutMapping.toSRGB(try ColorArgument.parse($0)).rgb8) }
        return SchemeAuditBody(colors: hexes, target: contrast)
    }

    static func lines(_ audit: SchemeAuditBody) -> [String] {
        let hex = { (index: Int) in "#" + audit.colors[index].uppercased() }
        var lines = [audit.title]
        for index in audit.colors.indices {
            let name = index < audit.names.count ? audit.names[index] : ""
            lines.append("  \(hex(index))  \(name)")
        }
        let failing = audit.pairs.filter { !$0.passes }
        lines.append("target \(audit.target): \(failing.count) of \(audit.pairs.count) pairs fail")
        for pair in failing {
            let repair =
                pair.repair.map { "  → #\($0.uppercased())" } ?? "  (no lightness of this hue passes)"
            lines.append(
                "  \(hex(pair.text)) on \(hex(pair.background))  \(String(format: "%.2f", pair.ratio)):1 "
                    + "\(pair.level)  Lc \(String(format: "%.1f", pair.apca))\(repair)")
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
