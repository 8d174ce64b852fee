import Foundation
import TestSupport
import Testing

@testable import ColorKit

/// The web-platform-tests cases for CSS Color parsing (`css/css-color/parsing/`), transcribed by
/// `scripts/reference/wpt_css_color.mjs` into `Fixtures/wpt-css-color.json` (license beside it).
///
/// Every case runs. The few the suite expects differently from the current spec, or that need
/// an element (currentcolor, an inherited color, light-dark()), are listed in
/// ``WPTExceptions`` with the reason, and a listed case that starts passing fails the test, so
/// the list stays true.
@Suite("web-platform-tests: CSS Color parsing", .offPool)
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

    /// The suite's files, each a test: one test per case (six thousand) costs Swift Testing's
    /// bookkeeping quadratic time, holding the shared pool for seconds at a stretch.
    static let files = Set(cases.map(\.file)).sorted()

    @Test(arguments: files)
    func passes(file: String) async {
        for (index, sample) in Self.cases.enumerated() where sample.file == file {
            if index % 100 == 0 { await Task.yield() }
            guard WPTExceptions.reason(file: sample.file, input: sample.input) == nil else { continue }
            let failure = Self.outcome(of: sample)
            #expect(failure == nil, "\(sample.testDescription): \(failure ?? "")")
        }
    }

    /// A listed exception that starts passing comes off the list. An input listed once may
    /// appear in several cases of its file (with different expectations); one must fail.
    @Test func everyListedExceptionStillFails() async {
        for group in WPTExceptions.groups {
            await Task.yield()  // a long loop: the pool's other work goes on between groups
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
            if expected.contains(color.cssText) { return nil }
            // A valid case's expectation is the specified value, which keeps calc(), color-mix()
            // and relative colors as written; Colr computes colors, so it cannot write that
            // form. The expectation is CSS all the same: resolved by the same parser, it must
            // give the same color, with none where it has none. That checks every value the
            // input holds against the suite's canonical spelling of it, though not the
            // resolution rules themselves, which the computed-value files check. Where the
            // specified form writes an hsl() or hwb() operand as 8-bit rgb(), which moves it by
            // up to half a step (and drops its nones), the mix is held to the suite's usual
            // fuzzy tolerance of 0.01.
            var epsilon = sample.epsilon ?? 1e-6
            if sample.kind == "valid", expected.contains(where: Self.hasEightBitOperand) {
                epsilon = max(epsilon, 0.01)
            }
            if expected.contains(where: { close(color, $0, epsilon: epsilon) }) { return nil }
            return "computed \(color.cssText), expected \(expected.joined(separator: " or "))"
                + (sample.epsilon.map { " ± \($0)" } ?? "")
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

    /// Whether a color-mix() or relative color is written with an operand in rgb()'s comma
    /// form, which has 8 bits a channel and no `none`.
    static func hasEightBitOperand(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("color-mix(") || lowered.contains("from ") else { return false }
        return lowered.range(of: #"rgba?\([^()]*,"#, options: .regularExpression) != nil
    }

    /// Whether `color` and the serialization `text` name the same color: the same missing
    /// components (`none` matches only `none`), and values within `epsilon` (hues compared
    /// around the circle).
    static func close(_ color: CSSColor, _ text: String, epsilon: Double) -> Bool {
        guard let expected = try? parser.parseCSS(text) else { return false }
        // Where the expectation is missing a component, the color, in the expectation's space,
        // must be missing it too; and where the expectation could have written none but gave
        // a number, the color must have a number. Only rgb()'s comma form, hex and names
        // cannot hold none (CSS writes a legacy color's none as 0).
        let ours = color.space == expected.space ? color : color.converted(to: expected.space)
        let lowered = text.lowercased()
        let holdsNone =
            lowered.contains("(") && !(lowered.hasPrefix("rgb") && lowered.contains(","))
            && !hasEightBitOperand(text)
        for index in 0..<3 where expected.components[index] == nil || holdsNone {
            if (expected.components[index] == nil) != (ours.components[index] == nil) { return false }
        }
        if (expected.alpha == nil || holdsNone) && (expected.alpha == nil) != (color.alpha == nil) {
            return false
        }
        // Compare what each is written as: a mix in hsl is held in hsl but written as
        // color(srgb …), and an expectation that is itself a color-mix() or relative color
        // is compared by what it resolves to.
        guard let written = try? parser.parseCSS(color.cssText),
            let wanted = try? parser.parseCSS(expected.cssText)
        else { return false }
        let isLegacy = written.isLegacy || wanted.isLegacy
        let (a, b) = isLegacy ? (written.legacyRGB, wanted.legacyRGB) : (written, wanted)
        guard a.space == b.space else { return false }
        if let x = a.alpha, let y = b.alpha, abs(x - y) > max(epsilon, 1e-6) { return false }
        // A legacy color is written in 8 bits, so a channel within half a step of the other
        // side's is the same written color (and two 8-bit values still have to be equal).
        let tolerance = isLegacy ? max(epsilon, 0.5 + 1e-6) : epsilon
        for index in 0..<3 {
            guard let x = a.components[index], let y = b.components[index] else { continue }
            if x.isNaN && y.isNaN || x == y { continue }
            var difference = abs(x - y)
            if index == a.space.hueIndex { difference = min(difference, abs(360 - difference)) }
            if !(difference <= tolerance) { return false }
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
