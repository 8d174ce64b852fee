import ArgumentParser
import ColrClient
import ColrModels
import Foundation

/// `colr palette`: palettes (schemes) on a server: show, import, edit, share and delete them, and read their history.
struct PaletteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract:
            "Show, import, edit, share, delete and check palettes, and follow their history; extract one from an image.",
        subcommands: [
            PaletteShow.self, PaletteImport.self, PaletteAdd.self, PaletteRemove.self, PaletteMove.self,
            PaletteShare.self, PaletteHistory.self, PaletteDelete.self, PaletteAuditCommand.self,
            PaletteExtractCommand.self,
        ])
}

/// `colr palette import FILE`: a GIMP, Adobe, CSS or design-token file becomes a new palette.
struct PaletteImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Make a new private palette from a .gpl, .ase, CSS, Tailwind, DTCG, Android colors.xml or zipped .xcassets file.",
        discussion: """
            Prints the new palette's id and its edit token. Keep the token: it is the only way to
            change, share or delete the palette (pass it as --token, or set COLR_EDIT_TOKEN).
            """)

    @Argument(help: "The palette file (- reads standard input).")
    var file: String

    @Option(
        help: "gpl, ase, css, tailwind, dtcg, android or xcassets (default: told by the file's contents).")
    var format: PaletteFormat?

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print the new palette as JSON.")
    var json = false

    func validate() throws {
        if let format, !format.canImport {
            throw ValidationError(
                "\(format.title) files cannot be imported; use gpl, ase, css, tailwind, dtcg, android or xcassets."
            )
        }
    }

    func run() async throws {
        let bytes =
            file == "-"
            ? await StandardInput.readAll()
            : try Data(contentsOf: URL(fileURLWithPath: file))
        let scheme = try await server.client().importScheme(bytes, as: format)
        if json { return try Output.json(scheme) }
        print("palette \(scheme.id ?? 0): \(scheme.name ?? "") (\(scheme.colors.count) colors)")
        print("edit token: \(scheme.editToken ?? "")")
    }
}

/// `colr palette share ID`: lets anyone read a palette by its link, or makes it private again.
struct PaletteShare: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share", abstract: "Share a palette by its link (/p/ID), or with --off make it private.")

    @Argument(help: "The palette's id.")
    var palette: Int

    @Flag(help: "Make the palette private again.")
    var off = false

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    func run() async throws {
        let client = try server.client()
        let scheme = try await client.setSharing(id: palette, shared: !off, editToken: try access.required())
        if scheme.shared == true {
            print("shared: \(try server.baseURL().absoluteString.trimmingSuffix("/"))/p/\(palette)")
        } else {
            print("palette \(palette) is private")
        }
    }
}

/// `colr palette history ID`: every saved state, newest first.
struct PaletteHistory: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "List a palette's saved states, newest first.")

    @Argument(help: "The palette's id.")
    var palette: Int

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    @Flag(help: "Print the history as JSON.")
    var json = false

    func run() async throws {
        let revisions = try await server.client().schemeHistory(id: palette, editToken: access.resolved)
        if json { return try Output.json(SchemeHistoryBody(revisions: revisions)) }
        let dates = ISO8601DateFormatter()
        for revision in revisions {
            let colors = revision.colors.map { "#" + $0 }.joined(separator: " ")
            print(
                "\(revision.number)  \(dates.string(from: revision.createdAt))  \(revision.editedBy.rawValue)  "
                    + "\(revision.name.isEmpty ? "Untitled" : revision.name)  \(colors)")
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
