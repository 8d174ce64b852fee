import ArgumentParser
import ColorKit
import ColrModels

/// `colr scale`: a tonal scale (50…950) of one color, the color itself one of the steps.
struct Scale: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a tonal scale (50…950) of a color, saying which text reads on each step.",
        discussion: """
            The steps keep the color's OKLCH hue, spread evenly in lightness with chroma tapering \
            toward both ends (gamut-mapped into sRGB). The color itself is exactly one step, marked \
            "your color". Each step says whether black text, white text or both meet the target.
            """)

    @Argument(help: "The color: hex, any CSS Color 4 syntax, hsb(), or a name.")
    var color: String

    @Option(help: "aa (4.5:1), aaa (7:1), or apca and an Lc (apca60).")
    var target = "aa"

    @Flag(help: "Print JSON (the API's scale body).")
    var json = false

    func run() throws {
        guard let contrast = ContrastTarget(name: target) else {
            throw ValidationError("\"\(target)\" is not a contrast target; use aa, aaa or apca15 to apca108.")
        }
        let base = try ColorArgument.parse(color)
        if json {
            try Output.json(ColorScaleBody(color: base, target: contrast))
            return
        }
        let scale = TonalScale(base: base, target: contrast)
        for step in scale.steps {
            let name = String(step.name).padding(toLength: 4, withPad: " ", startingAt: 0)
            let marker = step.name == scale.pinned ? "  ← your color" : ""
            print(
                Output.swatch(step.color)
                    + "\(name) \(step.color.hex)  \(Self.verdict(step, contrast))\(marker)")
        }
    }

    /// "black text 8.6:1", "black 7.1:1 or white 7.4:1", "no text at 7:1 (best: white 5.2:1)".
    static func verdict(_ step: TonalScale.Step, _ target: ContrastTarget) -> String {
        func measure(_ ink: TonalScale.Ink) -> String {
            let value = ink == .black ? step.blackText : step.whiteText
            switch target {
            case .aa, .aaa: return Output.number(value, digits: 1) + ":1"
            case .apca: return "Lc " + Output.number(value, digits: 0)
            }
        }
        switch step.readable {
        case [.black]: return "black text " + measure(.black)
        case [.white]: return "white text " + measure(.white)
        case [.black, .white]: return "black " + measure(.black) + " or white " + measure(.white)
        default:
            let best = step.bestInk
            return "no text at \(target.name.uppercased()) (best: \(best.rawValue) \(measure(best)))"
        }
    }
}
