import ArgumentParser
import ColrClient
import ColrModels

/// `colr top`: the most-tagged colors.
struct Top: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the colors with the most tags, most first.",
        discussion: "Not available with --legacy: colr.org had no such list.")

    @Option(help: "How many colors (1…100).")
    var limit = 10

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON: {\"colors\": […]}, each with its tagCount.")
    var json = false

    func validate() throws {
        guard (1...100).contains(limit) else { throw ValidationError("--limit must be from 1 to 100.") }
    }

    func run() async throws {
        let colors = try await server.client().topColors(limit: limit)
        if json {
            try Output.json(ColorList(colors: colors))
        } else {
            colors.forEach { print(ClientOutput.line($0)) }
        }
    }
}
