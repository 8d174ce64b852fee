import ArgumentParser
import ColrClient

/// `colr tag`: adds tags to a color on the server.
struct Tag: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add tags to a color on a Colr server.",
        discussion: """
            Tags are normalized by the server (lowercased, spaces collapsed). Adding a tag the color
            already has changes nothing. Example: colr tag ff8800 warm "sunset orange"
            """)

    @Argument(help: "A color: hex, CSS syntax, hsb(), or a CSS or UIKit name.")
    var color: String

    @Argument(help: "One or more tags (up to 20).")
    var tags: [String]

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let detail = try await server.client().addTags(tags, to: color)
        if json { try Output.json(detail) } else { ClientOutput.lines(detail).forEach { print($0) } }
    }
}
