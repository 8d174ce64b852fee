import ArgumentParser
import ColrClient
import ColrModels

/// `colr random`: stored colors chosen at random.
struct Random: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List stored colors chosen at random.")

    @Argument(help: "How many colors (1…100).")
    var count = 1

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON: {\"colors\": […]}.")
    var json = false

    func validate() throws {
        guard (1...100).contains(count) else { throw ValidationError("The count must be from 1 to 100.") }
    }

    func run() async throws {
        let colors = try await server.client().randomColors(count: count)
        if json {
            try Output.json(ColorList(colors: colors))
        } else {
            colors.forEach { print(ClientOutput.line($0)) }
        }
    }
}
