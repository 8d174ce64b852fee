import ArgumentParser
import ColorKit

/// `colr scheme`: colors that go with a base color.
struct Scheme: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Derive a color scheme (hues rotated in OKLCH, results mapped into sRGB).")

    @Argument(help: "The base color.")
    var color: String

    @Option(
        name: .long, help: "complementary, analogous, triadic, split-complementary, tetradic or monochrome.")
    var mode: ColorScheme.Mode = .complementary

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        let base: String
        let mode: String
        let colors: [String]
    }

    func run() throws {
        let base = try ColorArgument.parse(color)
        let scheme = ColorScheme(base: base, mode: mode)
        if json {
            return try Output.json(
                Report(base: base.mappedHex, mode: mode.rawValue, colors: scheme.colors.map(\.hex)))
        }
        for color in scheme.colors {
            print(Output.swatch(color) + color.hex)
        }
    }
}

extension ColorScheme.Mode: ExpressibleByArgument {}
