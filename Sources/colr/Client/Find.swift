import ArgumentParser
import ColrClient

/// `colr find`: a color as the server knows it, with its names and tags.
struct Find: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Look a color up on a Colr server: notations, names and tags.",
        discussion: "Example: colr find \"hsb(60 50% 100%)\" --server http://127.0.0.1:8080")

    @Argument(help: "A color: hex, CSS syntax (rgb(), hsl(), oklch(), …), hsb(), or a CSS or UIKit name.")
    var color: String

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let detail = try await server.client().color(color)
        if json { try Output.json(detail) } else { ClientOutput.lines(detail).forEach { print($0) } }
    }
}
