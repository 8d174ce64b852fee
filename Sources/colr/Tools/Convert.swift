import ArgumentParser
import ColorKit
import Foundation

/// `colr convert`: one color in another notation, or in all of them.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a color to another notation.",
        discussion: """
            Examples: colr convert "hsb(60 50% 100%)" --to hex
                      colr convert "oklch(from #3366cc l c calc(h + 180))" --to display-p3
            """)

    /// A target notation, or every one.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case hex, rgb, hsb, hsl, hwb, lab, lch, oklab, oklch
        case srgbLinear = "srgb-linear", displayP3 = "display-p3", a98RGB = "a98-rgb"
        case prophotoRGB = "prophoto-rgb", rec2020, xyzD50 = "xyz-d50", xyzD65 = "xyz-d65"
        /// The color as CSS computes and serializes it, in its own space (`none` kept).
        case css
        case all
    }

    @Argument(
        help:
            "A color: hex, any CSS Color 4/5 notation (oklch(), color(display-p3 …), color-mix(), relative colors), hsb(), or a name."
    )
    var color: String

    @Option(name: .long, help: "Target notation: \(Target.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: Target = .all

    @Flag(
        help: "Clip a color outside sRGB channel by channel for hex and rgb(), instead of gamut-mapping it.")
    var clip = false

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        if to == .css {
            // CSS only: what a stylesheet would compute, so bare hex and hsb() are refused.
            let computed = try ColorParser(catalogs: [.css]).parseCSS(color).cssText
            if json { try Output.json(["input": color, "css": computed]) } else { print(computed) }
            return
        }
        let value = try ColorArgument.parse(color)
        let formats = to == .all ? ColorFormat.allCases : [ColorFormat(rawValue: to.rawValue)!]
        // `all` lists the notations ColorFormat writes; `css` is asked for by name.
        let outOfGamut: OutOfGamut = clip ? .clip : .map
        let written = { (format: ColorFormat) in value.formatted(format, outOfGamut: outOfGamut) }
        if json {
            var fields: [String: String] = ["input": color, "inGamut": value.isInGamut ? "true" : "false"]
            for format in formats { fields[format.rawValue] = written(format) }
            try Output.json(fields)
        } else if formats.count == 1 {
            print(Output.swatch(value) + written(formats[0]))
        } else {
            print(Output.swatch(value) + color)
            for format in formats {
                print(
                    "\(format.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(written(format))"
                )
            }
        }
        if !value.isInGamut, formats.contains(where: { [.hex, .rgb].contains($0) }) {
            let how =
                clip
                ? "clipped channel by channel (--clip)"
                : "gamut-mapped as CSS Color 4 does (--clip clips instead)"
            FileHandle.standardError.write(
                Data("note: \(color) is outside sRGB; hex and rgb() are \(how)\n".utf8))
        }
    }
}
