import ArgumentParser

/// The `colr` command: the server, and color tools that work offline.
@main
struct Colr: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colr",
        abstract: "Colr: a color explorer and color-tagging service.",
        subcommands: [Serve.self, Convert.self, Name.self, Contrast.self, Scheme.self, Chart.self]
    )
}
