import ArgumentParser
import ColrClient

/// `colr untag`: removes a tag from a color on the server.
struct Untag: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Remove a tag from a color on a Colr server.",
        discussion: "Not available with --legacy: colr.org had no way to remove a tag.")

    @Argument(help: "A color: hex, CSS syntax, hsb(), or a CSS or UIKit name.")
    var color: String

    @Argument(help: "The tag to remove.")
    var tag: String

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let detail = try await server.client().removeTag(tag, from: color)
        if json { try Output.json(detail) } else { ClientOutput.lines(detail).forEach { print($0) } }
    }
}
