import ArgumentParser

/// The `colr` command: the server, a client of it, and color tools that work offline.
@main
struct Colr: AsyncParsableCommand {
    /// The version `--version` prints and reports name (SARIF's tool version).
    static let version = "0.9.0"

    static let configuration = CommandConfiguration(
        commandName: "colr",
        abstract: "Colr: a color explorer and color-tagging service.",
        version: Colr.version,
        subcommands: [
            Serve.self, Convert.self, Name.self, Contrast.self, Scheme.self, Chart.self,
            ChartPaletteCommand.self,
            Find.self, Tag.self, Untag.self, Tagged.self, Search.self, Random.self, Top.self, Import.self,
            Export.self, PaletteCommand.self, Simulate.self, Scale.self, ThemeCommand.self, CheckCommand.self,
            Backup.self,
        ]
    )
}
