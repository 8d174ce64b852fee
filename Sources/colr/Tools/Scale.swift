import ArgumentParser
import ColorKit

/// `colr scale`: a tonal scale (50…950) of one color, each step holding a contrast target.
struct Scale: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a tonal scale (50…950) of a color whose steps hold a contrast target.",
        discussion: """
            The steps keep the color's hue and chroma in OKLCH (gamut-mapped into sRGB) and are \
            placed by contrast: black text reads on 50–400 and white text on 500–950 at the target.
            """)

    @Argument(help: "The color: hex, any CSS Color 4 syntax, hsb(), or a name.")
    var color: String

    @Option(help: "aa (4.5:1), aaa (7:1), or apca and an Lc (apca60).")
    var target = "aa"

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        let step: Int
        let hex: String
        let onWhite: Double
        let onBlack: Double
    }

    func run() throws {
        guard let contrast = ContrastTarget(name: target) else {
            throw ValidationError("\"\(target)\" is not a contrast target; use aa, aaa or apca15 to apca108.")
        }
        let scale = TonalScale(base: try ColorArgument.parse(color), target: contrast)
        if json {
            try Output.json(
                scale.steps.map {
                    Report(
                        step: $0.name, hex: $0.color.hex, onWhite: ($0.onWhite * 100).rounded() / 100,
                        onBlack: ($0.onBlack * 100).rounded() / 100)
                })
            return
        }
        for step in scale.steps {
            let text = step.name <= 400 ? "black text" : "white text"
            let ratio = step.name <= 400 ? step.onBlack : step.onWhite
            print(
                Output.swatch(step.color)
                    + "\(String(step.name).padding(toLength: 4, withPad: " ", startingAt: 0))"
                    + " \(step.color.hex)  \(text) \((ratio * 10).rounded() / 10):1")
        }
    }
}
