import ArgumentParser
import ColorKit

/// `colr contrast`: the WCAG contrast ratio of two colors, and the level it meets.
struct Contrast: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "WCAG 2.x contrast ratio between two colors, with ΔE measures.")

    @Argument(help: "The first color (for example the text).")
    var first: String

    @Argument(help: "The second color (for example the background).")
    var second: String

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        let first: String
        let second: String
        let ratio: Double
        let level: String
        let apca: Double
        let luminance: [Double]
        let deltaE76: Double
        let deltaE2000: Double
        let deltaEOK: Double
    }

    func run() throws {
        let a = try ColorArgument.parse(first)
        let b = try ColorArgument.parse(second)
        let ratio = ColorKit.Contrast.ratio(a, b)
        let report = Report(
            first: a.mappedHex, second: b.mappedHex, ratio: ratio,
            level: ColorKit.Contrast.level(forRatio: ratio).rawValue,
            apca: (APCA.contrast(text: a, background: b) * 10).rounded() / 10,
            luminance: [ColorKit.Contrast.relativeLuminance(a), ColorKit.Contrast.relativeLuminance(b)],
            deltaE76: ColorDifference.deltaE76(a, b), deltaE2000: ColorDifference.deltaE2000(a, b),
            deltaEOK: ColorDifference.deltaEOK(a, b))
        if json { return try Output.json(report) }
        print("\(Output.swatch(a))\(report.first) on \(Output.swatch(b))\(report.second)")
        print(
            "contrast \(Output.number(ratio, digits: 2)):1  WCAG \(report.level)  "
                + "APCA Lc \(Output.number(report.apca, digits: 1)) (the first as text on the second)")
        print(
            "ΔE76 \(Output.number(report.deltaE76, digits: 2))  ΔE2000 \(Output.number(report.deltaE2000, digits: 2))  ΔEOK \(Output.number(report.deltaEOK, digits: 4))"
        )
    }
}
