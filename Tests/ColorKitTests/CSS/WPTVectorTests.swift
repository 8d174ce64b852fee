import Foundation
import Testing

@testable import ColorKit

/// The web-platform-tests cases for CSS Color parsing (`css/css-color/parsing/`), transcribed by
/// `scripts/reference/wpt_css_color.mjs` into `Fixtures/wpt-css-color.json` (license beside it).
///
/// Every case runs. The few the suite expects differently from the current spec, or that need
/// an element (currentcolor, an inherited color, light-dark()), are listed in
/// ``WPTExceptions`` with the reason, and a listed case that starts passing fails the test, so
/// the list stays true.
@Suite("web-platform-tests: CSS Color parsing")
struct WPTVectorTests {
    struct File: Decodable {
        let cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        let file: String
        let kind: String
        let property: String?
        let input: String
        let expected: [String]?
        let epsilon: Double?
        let context: Bool?
        var testDescription: String { "\(file): \(input)" }
    }

    static let cases: [Case] = {
        let url = Bundle.module.url(
            forResource: "wpt-css-color", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }()

    static let parser = ColorParser(catalogs: [.css])

    @Test func everyFileIsTranscribed() {
        let files = Set(Self.cases.map(\.file))
        #expect(files.count >= 20, "\(files.sorted())")
        #expect(Self.cases.count >= 1000)
    }

    @Test(arguments: cases)
    func passes(_ sample: Case) {
        guard WPTExceptions.reason(file: sample.file, input: sample.input) == nil else { return }
        let failure = Self.outcome(of: sample)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// A listed exception that starts passing comes off the list. An input listed once may
    /// appear in several cases of its file (with different expectations); one must fail.
    @Test func everyListedExceptionStillFails() {
        for group in WPTExceptions.groups {
            for input in group.inputs {
                let cases = Self.cases.filter { $0.file == group.file && $0.input == input }
                #expect(!cases.isEmpty, "\(group.file): \(input) is listed but not in the vectors")
                #expect(
                    cases.contains { Self.outcome(of: $0) != nil },
                    "\(group.file): \(input) is listed (\(group.reason)) but passes")
            }
        }
        let listed = WPTExceptions.groups.flatMap { group in group.inputs.map { group.file + " " + $0 } }
        #expect(Set(listed).count == listed.count, "an input is listed in two groups")
    }

    /// The failure, or nil when the case passes; a value that needs a page (an element's color
    /// or font size, a custom property) passes when it is refused with a reason.
    static func outcome(of sample: Case) -> String? {
        let failure = Self.failure(of: sample)
        if sample.context == true || Self.needsAPage(sample.input), failure?.hasPrefix("refused: ") == true {
            return nil
        }
        return failure
    }

    /// Why the case fails, or nil when it passes.
    static func failure(of sample: Case) -> String? {
        let parsed = Result { () throws(ColorKitError) in try parser.parseCSS(sample.input) }
        switch (sample.kind, parsed) {
        case ("invalid", .success(let color)): return "accepted as \(color.cssText)"
        case ("invalid", .failure): return nil
        case (_, .failure(let error)): return "refused: \(error)"
        case (_, .success(let color)):
            let expected = sample.expected ?? [sample.input]
            // A specified value keeps calc(), color-mix() and relative colors unresolved, which
            // a parser that computes colors cannot show; the computed-value cases check those.
            if sample.kind == "valid" && expected.contains(where: Self.isUnresolved) { return nil }
            if let epsilon = sample.epsilon {
                return expected.contains { Self.close(color, $0, epsilon: epsilon) }
                    ? nil : "computed \(color.cssText), expected \(expected[0]) ± \(epsilon)"
            }
            if expected.contains(color.cssText) { return nil }
            // Serializations that differ only in the digits printed still match to 1e-6.
            if expected.contains(where: { close(color, $0, epsilon: 1e-6) }) { return nil }
            return "computed \(color.cssText), expected \(expected.joined(separator: " or "))"
        }
    }

    /// Whether the value depends on a page: an element's color or font size, a custom
    /// property, the color scheme, a system color or the element's place among its siblings.
    static func needsAPage(_ input: String) -> Bool {
        let lowered = input.lowercased()
        let words = ["currentcolor", "var(", "light-dark(", "sibling-", "em ", "em)", "cqw", "px"]
        let systemColors = [
            "accentcolor", "activetext", "buttonborder", "buttonface", "buttontext", "canvas", "field",
            "graytext",
            "highlight", "linktext", "mark", "selecteditem", "visitedtext",
        ]
        return words.contains { lowered.contains($0) } || systemColors.contains { lowered.contains($0) }
    }

    static func isUnresolved(_ text: String) -> Bool {
        let lowered = text.lowercased()
        let withoutInfinities = lowered.replacingOccurrences(of: "calc(infinity)", with: "")
            .replacingOccurrences(of: "calc(-infinity)", with: "").replacingOccurrences(
                of: "calc(nan)", with: "")
        // A specified hsl() or hwb() keeps its own function (and its nones) where the computed
        // value, which is what Colr gives, is rgb().
        if lowered.hasPrefix("hsl(") || lowered.hasPrefix("hwb(") { return true }
        return ["from ", "color-mix(", "calc(", "currentcolor", "light-dark("].contains {
            withoutInfinities.contains($0)
        }
    }

    /// Whether `color` and the serialization `text` name the same space, the same missing
    /// components, and values within `epsilon` (hues compared around the circle).
    static func close(_ color: CSSColor, _ text: String, epsilon: Double) -> Bool {
        // Compare what is written: a mix in hsl is held in hsl but written as color(srgb …).
        guard let other = try? parser.parseCSS(text), let color = try? parser.parseCSS(color.cssText) else {
            return false
        }
        let (a, b) = color.isLegacy || other.isLegacy ? (color.legacyRGB, other.legacyRGB) : (color, other)
        guard a.space == b.space, (a.alpha == nil) == (b.alpha == nil) else { return false }
        if let x = a.alpha, let y = b.alpha, abs(x - y) > max(epsilon, 1e-6) { return false }
        for index in 0..<3 {
            switch (a.components[index], b.components[index]) {
            case (nil, nil): continue
            case (let x?, let y?):
                if x.isNaN && y.isNaN || x == y { continue }
                var difference = abs(x - y)
                if index == a.space.hueIndex { difference = min(difference, abs(360 - difference)) }
                if !(difference <= epsilon) { return false }
            default: return false
            }
        }
        return true
    }
}

extension CSSColor {
    /// A legacy color as 0–255 channels, as its `rgb()` serialization compares.
    fileprivate var legacyRGB: CSSColor {
        let srgb = converted(to: .srgb)
        return CSSColor(space: .srgb, components: srgb.components.map { ($0 ?? 0) * 255 }, alpha: alpha ?? 0)
    }
}
