import ArgumentParser
import ColorKit
import ColrModels
import Foundation
import PaletteFormats

extension ThemeFormat: ExpressibleByArgument {}

/// `colr theme`: an app theme from one brand color, offline.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Make an app theme from a brand color: every role in light, dark and high-contrast modes.",
        discussion: """
            Every role (backgrounds, labels, separator, tint, containers, secondary, success, \
            warning, destructive, focus ring) gets a color in each mode, and every pair the theme \
            promises is measured. The brand is light mode's tint unchanged whenever it can be; \
            otherwise the theme says how far it moved it.
            """)

    @Argument(help: "The brand color: hex, any CSS Color 4 syntax, hsb(), or a name.")
    var color: String

    @Option(help: "aa (text 4.5:1, primary text 7:1), aaa (all text 7:1) or apca (Lc 60, 75).")
    var target = "aa"

    @Option(
        name: .customLong("override"),
        help: "A role chosen by hand, kept exactly and checked: mode.role:hex (repeatable).")
    var overrides: [String] = []

    @Flag(help: "Print JSON (the API's theme body).")
    var json = false

    @Option(help: "Export instead: xcassets, swiftui, css, tailwind, dtcg, android or json.")
    var format: ThemeFormat?

    @Option(help: "The theme's name in exports (AcmeTheme.xcassets, Color.AcmeTheme).")
    var name = "Colr"

    @Option(help: "Write the export to this file (needed for xcassets and android, which are zip files).")
    var output: String?

    func validate() throws {
        if let format, !format.isText, output == nil {
            throw ValidationError("\(format.title) is a zip file; say where to write it with --output.")
        }
        if format != nil && json {
            throw ValidationError("--json and --format each say what to print; pick one.")
        }
    }

    func run() throws {
        guard let target = ThemeTarget(rawValue: target.lowercased()) else {
            throw ValidationError("\"\(target)\" is not a theme target; use aa, aaa or apca.")
        }
        let chosen: [Theme.Override]
        do {
            chosen = try overrides.map(ThemeOverrideText.parse)
        } catch {
            throw ValidationError(error.description)
        }
        let theme = Theme(
            source: .init(brand: try ColorArgument.parse(color)), target: target, overrides: chosen)
        if json {
            try Output.json(ThemeBody(theme))
            return
        }
        if let format {
            let bytes = ThemeExporter.export(theme, name: name, as: format)
            if let output {
                try Data(bytes).write(to: URL(fileURLWithPath: output))
            } else {
                FileHandle.standardOutput.write(Data(bytes))
            }
            return
        }
        print(Self.report(theme), terminator: "")
        if !theme.failures.isEmpty { throw ExitCode(1) }
    }

    /// The theme as text: each mode's roles, then what fails and what the theme noted.
    static func report(_ theme: Theme) -> String {
        var text = ""
        let width = ThemeRole.allCases.map(\.rawValue.count).max() ?? 0
        for mode in ThemeMode.allCases {
            text += "\(mode.title)\n"
            for (role, color) in theme[mode].roles {
                text +=
                    "  " + Output.swatch(color)
                    + role.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                text += "  \(color.hex)\n"
            }
        }
        let passing = theme.checks.count - theme.failures.count
        text += "\(passing) of \(theme.checks.count) pairs reach their minimum (\(theme.target.rawValue)).\n"
        for check in theme.failures {
            text +=
                "  fails: \(check.mode.rawValue) \(check.pair.text.rawValue) on \(check.pair.on.rawValue) "
            text +=
                Output.number(check.value, digits: 2) + ", needs " + theme.target.describe(check.pair.minimum)
                + "\n"
        }
        text += wideReport(theme)
        for note in theme.notes { text += "Note: \(note.message)\n" }
        return text
    }

    /// Where a Display P3 screen shows a wide-gamut brand itself, and its pairs as measured
    /// there (every one kept, or the brand would not be shown); empty for an sRGB brand.
    static func wideReport(_ theme: Theme) -> String {
        guard let wide = theme.wideBrand else { return "" }
        var text = "On a Display P3 screen the brand is \(wide.formatted(.css(.displayP3))):\n"
        for mode in ThemeMode.allCases {
            guard let roles = theme.wideRoles[mode], !roles.isEmpty else { continue }
            let checks = theme.wideChecks.filter { $0.mode == mode }
            text += "  \(mode.title): \(roles.map(\.rawValue).joined(separator: ", "))"
            if let weakest = checks.min(by: { $0.value - $0.pair.minimum < $1.value - $1.pair.minimum }) {
                text += "; \(checks.filter(\.passes).count) of \(checks.count) pairs pass there, the closest "
                text += "\(weakest.pair.text.rawValue) on \(weakest.pair.on.rawValue) "
                text +=
                    Output.number(weakest.value, digits: 2) + ", needs "
                    + theme.target.describe(weakest.pair.minimum)
            }
            text += "\n"
        }
        return text
    }
}
