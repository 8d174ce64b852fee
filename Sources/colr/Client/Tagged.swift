import ArgumentParser
import ColrClient
import ColrModels
import Foundation

/// `colr tagged`: the colors carrying a tag, newest tagging first.
struct Tagged: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the colors carrying a tag, newest tagging first.",
        discussion: "Pages are fetched as needed; --limit says when to stop.")

    @Argument(help: "The tag.")
    var tag: String

    @Option(help: "The most colors to list (1…10000).")
    var limit = 50

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON: {\"colors\": […]}.")
    var json = false

    func validate() throws {
        guard (1...10_000).contains(limit) else { throw ValidationError("--limit must be from 1 to 10000.") }
    }

    func run() async throws {
        var colors: [ColorSummary] = []
        var more = false
        // One more than asked for, to say whether the list was cut.
        for try await color in try server.client().colors(tagged: tag, pageSize: min(limit + 1, 100)) {
            guard colors.count < limit else {
                more = true
                break
            }
            colors.append(color)
        }
        if json {
            try Output.json(ColorList(colors: colors))
            return
        }
        if colors.isEmpty { print("no color is tagged \"\(tag)\"") }
        colors.forEach { print(ClientOutput.line($0)) }
        if more {
            FileHandle.standardError.write(
                Data("(more colors carry this tag; raise --limit to see them)\n".utf8))
        }
    }
}
