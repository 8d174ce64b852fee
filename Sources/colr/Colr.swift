import ArgumentParser

/// The `colr` command: color tools that work offline (and, later, the server and its client).
@main
struct Colr: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colr",
        abstract: "Colr: a color explorer and color-tagging service.",
        subcommands: [Convert.self, Name.self, Contrast.self, Scheme.self, Chart.self]
    )
}
