import ArgumentParser
import ColorKit

/// `colr convert`: one color in another notation, or in all of them.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a color to another notation.",
        discussion: "Example: colr convert \"hsb(60 50% 100%)\" --to hex")

    /// A target notation, or every one.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case hex, rgb, hsb, hsl, hwb, lab, lch, oklab, oklch, all
    }

    @Argument(help: "A color: hex, CSS syntax (rgb(), hsl(), oklch(), …), hsb(), or a name.")
    var color: String

    @Option(name: .long, help: "Target notation: \(Target.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: Target = .all

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let value = try ColorArgument.parse(color)
        let formats = to == .all ? ColorFormat.allCases : [ColorFormat(rawValue: to.rawValue)!]
        if json {
            var fields = ["input": color]
            for format in formats { fields[format.rawValue] = value.formatted(format) }
            try Output.json(fields)
        } else if formats.count == 1 {
            print(Output.swatch(value) + value.formatted(formats[0]))
        } else {
            print(Output.swatch(value) + color)
            for format in formats {
                print(
                    "\(format.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) \(value.formatted(format))"
                )
            }
        }
    }
}
