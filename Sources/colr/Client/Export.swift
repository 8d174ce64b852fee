import ArgumentParser
import ColrClient
import ColrModels
import Foundation

extension PaletteFormat: ExpressibleByArgument {}

/// `colr export`: a palette (a scheme on the server) as code, a design file or an image.
struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export a palette as Swift, an asset catalog, CSS, Tailwind, design tokens, and more.",
        discussion: """
            Formats: \(PaletteFormat.allCases.map { "\($0.rawValue) (\($0.title))" }.joined(separator: ", ")).
            Text formats print to stdout unless --output is given; the others need --output.
            """)

    @Argument(help: "The palette's id (a scheme id on the server).")
    var palette: Int

    @Option(help: "The format.")
    var format: PaletteFormat

    @Option(name: .shortAndLong, help: "Write the file here instead of printing it.")
    var output: String?

    @OptionGroup var access: EditTokenOption

    @OptionGroup var server: ServerOptions

    func validate() throws {
        guard palette > 0 else { throw ValidationError("A palette id is a positive whole number.") }
        guard format.isText || output != nil else {
            throw ValidationError("\(format.title) is not text; give --output FILE to write it.")
        }
    }

    func run() async throws {
        let bytes = try await server.client().exportScheme(
            id: palette, as: format, editToken: access.resolved)
        if let output {
            // Written beside the target and moved into place, so an interrupted export leaves
            // either the old file or the new one, never half of one.
            let url = URL(fileURLWithPath: output)
            try bytes.write(to: url, options: .atomic)
        } else {
            FileHandle.standardOutput.write(bytes)
        }
    }
}
