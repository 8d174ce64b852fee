import ArgumentParser
import ColrClient

/// `colr search`: tags and color names that start with some text.
struct Search: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Search a Colr server for tags and color names starting with some text.",
        discussion: "Not available with --legacy: colr.org had no search.")

    @Argument(help: "The text to search for.")
    var text: String

    @Option(help: "The most tags and names to list (1…50).")
    var limit = 10

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let results = try await server.client().search(text, limit: limit)
        if json {
            try Output.json(results)
            return
        }
        if results.tags.isEmpty && results.names.isEmpty { print("nothing starts with \"\(results.query)\"") }
        if !results.tags.isEmpty { print("tags") }
        for tag in results.tags {
            print("  \(tag.name)  (\(tag.colorCount) color\(tag.colorCount == 1 ? "" : "s"))")
        }
        if !results.names.isEmpty { print("names") }
        for name in results.names {
            print("  " + ClientOutput.swatch(name.hex) + "#\(name.hex)  \(name.name) (\(name.namespace))")
        }
    }
}
