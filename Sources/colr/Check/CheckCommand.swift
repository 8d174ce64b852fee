import ArgumentParser
import ColorKit
import Foundation
import TokenFormats

extension TokenSourceFormat: ExpressibleByArgument {}
extension CheckReportFormat: ExpressibleByArgument {}

/// `colr check`: the themes a team already has, checked pair by pair in every mode.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a theme's contrast pairs in every mode, propose the smallest fixes, fail CI on what got worse.",
        discussion: """
            Reads CSS custom properties, Tailwind v4, W3C design tokens (and resolver documents), \
            Xcode asset catalogs, Android colors.xml, Material Theme Builder exports and Colr's \
            theme JSON. A folder is read whole (an asset catalog, an Android res folder). Pairs \
            come from --pairs, from the theme's own $extensions ("org.colr.check"), or from \
            --infer, which lists what it inferred so you can keep it as a pairs file.

            Exit status: 0 when every pair holds (with --base: when nothing got worse), 1 when \
            one fails, 2 when a file cannot be read.
            """)

    @Argument(help: "The theme's files or folders.")
    var sources: [String]

    @Option(help: "A pairs file: {\"pairs\": [{\"text\": …, \"on\": …, \"minimum\": 4.5}, …]}.")
    var pairs: String?

    @Flag(help: "Add the pairs the token names suggest (fg/bg, on-x/x, text/background, Colr's roles).")
    var infer = false

    @Option(help: "Check only this mode (repeatable).")
    var mode: [String] = []

    @Option(help: "Hold every pair to aa (as declared), aaa (text 7:1) or apca (text in Lc).")
    var target: String?

    @Option(help: "An older version of the theme (repeatable): fail only on what got worse.")
    var base: [String] = []

    @Flag(help: "Write the fixes into the files, changing those values and nothing else, and check again.")
    var fix = false

    @Option(help: "text, json, sarif, junit or markdown.")
    var format: CheckReportFormat = .text

    @Option(name: .customLong("as"), help: "The theme's format, when its file names do not say.")
    var sourceFormat: TokenSourceFormat?

    func run() throws {
        let target = try self.target.map { name in
            guard let target = ThemeTarget(rawValue: name.lowercased()) else {
                throw ValidationError("\"\(name)\" is not a target; use aa, aaa or apca.")
            }
            return target
        }
        let outcome: TokenCheckOutcome
        do {
            let files = try CheckFiles.read(sources)
            outcome = try TokenCheckRun.run(
                files,
                options: TokenCheckOptions(
                    format: sourceFormat, pairs: try pairs.map { try CheckFiles.read([$0]) }?.first, infer: infer,
                    modes: mode.isEmpty ? nil : mode, target: target,
                    base: base.isEmpty ? nil : try CheckFiles.read(base), fix: fix))
            for file in outcome.rewritten {
                try Data(file.bytes).write(to: URL(fileURLWithPath: file.path), options: .atomic)
            }
        } catch let error as TokenFormatError {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        } catch let error as CheckFiles.Failure {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        print(format.write(outcome.body, version: Colr.version), terminator: "")
        if fix && format == .text {
            let changed = outcome.rewritten.map(\.path).joined(separator: ", ")
            print(outcome.rewritten.isEmpty ? "nothing rewritten" : "rewrote \(changed)")
        }
        throw ExitCode(outcome.exitStatus)
    }
}
