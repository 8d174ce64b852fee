import TestSupport
import Testing

@testable import ColorKit

/// The parser's fast path against the full parser, on generated inputs made of the pieces both
/// read and of the pieces that must send the fast path back to the full parser.
@Suite("Parsing fast path", .offPool)
struct FastPathTests {
    static let catalogs: [ColorNameCatalog] = [.css, .uikit]

    /// Inputs in the shapes people write, with their variations and their mistakes.
    static func corpus(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in pick(Array("0123456789")) })
        }
        func number() -> String {
            let sign = chance(20) ? pick(["-", "+"]) : ""
            let whole = chance(15) ? "" : digits(1 + Int(random.next() % 4))
            let fraction = chance(50) || whole.isEmpty ? "." + digits(1 + Int(random.next() % 9)) : ""
            let long = chance(3) ? digits(12) : ""
            let exponent = chance(4) ? pick(["e2", "E-1", "e", "e+3"]) : ""
            let unit =
                chance(45) ? pick(["%", "%", "deg", "DEG", "rad", "grad", "turn", "em", "x", "-a"]) : ""
            return sign + whole + long + fraction + exponent + unit
        }
        func component() -> String {
            chance(8) ? pick(["none", "NONE", "nonee", "from", "calc(1)"]) : number()
        }
        func space() -> String { pick([" ", " ", "  ", "\t", "", "\n", " /**/ "]) }
        func hexDigits(_ count: Int) -> String {
            String((0..<count).map { _ in pick(Array("0123456789abcdefABCDEFg")) })
        }
        let functions = [
            "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "hsb", "hsv", "RGB",
            "OkLch", "Color", "rgbx", "alpha",
        ]
        let spaces = [
            "srgb", "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb", "rec2020",
            "xyz", "xyz-d50", "xyz-d65", "SRGB", "none", "lab", "srgb0",
        ]
        let names = NamedColors.css.map(\.name) + ["Rebeccapurple", "GHOSTWHITE", "darkGray", "clear"]
        return (0..<count).map { _ in
            let padding = chance(10) ? pick([" ", "\t", "\n "]) : ""
            switch random.next() % 10 {
            case 0: return padding + "#" + hexDigits(pick([3, 4, 6, 8, 8, 5, 2, 9]))
            case 1: return hexDigits(pick([3, 4, 6, 8, 5])) + padding
            case 2: return padding + pick(names) + (chance(5) ? pick(["x", " ", "-"]) : "")
            case 3: return pick(["transparent", "TRANSPARENT", "currentcolor", "notaname", "blue2"])
            default:
                let function = pick(functions)
                var arguments: [String] = []
                if function.lowercased() == "color" { arguments.append(pick(spaces)) }
                let legacy = chance(30)
                let components = (0..<pick([3, 3, 3, 3, 2, 4])).map { _ in component() }
                if legacy {
                    arguments.append(components.joined(separator: pick([",", ", ", " ,", ",,"])))
                } else {
                    arguments.append(contentsOf: components)
                    if chance(40) {
                        arguments.append(pick(["/", "/", " / ", "/ /"]) + space() + component())
                    }
                }
                let body = arguments.joined(separator: space())
                let close = chance(95) ? ")" : pick(["", "))", ") x"])
                return padding + function + "(" + space() + body + space() + close + padding
            }
        }
    }

    @Test("The fast path and the full parser agree wherever the fast path answers")
    func agreesWithFullParser() throws {
        let corpus = Self.corpus(count: 200_000, seed: 26)
        var answered = 0
        for lenient in [true, false] {
            let parser = ColorParser(catalogs: Self.catalogs)
            let fast = FastColorReader(catalogs: Self.catalogs, lenient: lenient)
            for input in corpus {
                guard let color = fast.read(input) else { continue }
                answered += 1
                let full = try #require(
                    try? parser.read(input, lenient: lenient), "\(input) (lenient: \(lenient))")
                if lenient {
                    #expect(color.rgbColor == full.rgbColor, "\(input)")
                } else {
                    #expect(color.cssColor == full, "\(input)")
                }
            }
        }
        // The corpus exercises the fast path, not only the way around it.
        #expect(answered > corpus.count / 4, "the fast path answered \(answered) of \(2 * corpus.count)")
    }

    @Test(
        "The fast path reads the common notations",
        arguments: [
            "#3366cc", "rebeccapurple", "rgb(51, 102, 204)", "rgb(20% 40% 80% / 0.5)", "hsl(220 60% 50%)",
            "hwb(220 20% 20%)", "lab(45 10 -60)", "lch(45 60 280)", "oklab(0.5 -0.02 -0.15)",
            "oklch(0.55 0.15 260deg)", "color(srgb 0.2 0.4 0.8)", "color(xyz-d65 0.2 0.2 0.6)",
        ])
    func readsCommonNotations(_ input: String) throws {
        let color = try #require(FastColorReader(catalogs: [.css], lenient: false).read(input))
        #expect(color.cssColor == (try ColorParser(catalogs: [.css]).read(input, lenient: false)))
    }

    @Test("Parsing from UTF-8 bytes gives what parsing the string gives, errors included")
    func bytesAgreeWithStrings() {
        let parser = ColorParser(catalogs: Self.catalogs)
        for input in Self.corpus(count: 20_000, seed: 36) + [
            "", " ", "é", String(repeating: "#", count: 300),
        ] {
            let fromString = Result { () throws(ColorKitError) in try parser.parseCSS(input) }
            let fromBytes = Array(input.utf8).withUnsafeBufferPointer { bytes in
                Result { () throws(ColorKitError) in try parser.parseCSS(utf8: bytes) }
            }
            #expect(fromString == fromBytes, "\(input)")
        }
    }

    @Test(
        "The fast path leaves the rest to the full parser",
        arguments: [
            "rgb(1e2 0 0)", "rgb(/* c */ 1 2 3)", "rgb(calc(1) 2 3)", "oklch(from red l c h)", "#12345",
            "currentcolor", "rgb(1 2 3 4)", "hsl(10% 20% 30%)", "rgb(1, 2 3)", "3366cc", "hsb(1 2% 3%)",
            "rgb(1.0000000000000001 2 3)", "ghost white", "rgb(1deg 2 3)", "color(nope 1 2 3)",
        ])
    func leavesTheRest(_ input: String) {
        #expect(FastColorReader(catalogs: [.css], lenient: false).read(input) == nil)
    }
}
