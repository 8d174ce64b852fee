import TestSupport
import Testing

@testable import ColorKit

/// Inputs `scripts/fuzz` found that can make a reader trap: each must be refused or read as it
/// should be.
@Suite("Inputs the fuzzer found (ColorKit)", .offPool)
struct ColorKitFuzzFindingTests {
    static let parser = ColorParser(catalogs: [.css])

    /// A whole number past Int64.max is written out without trapping: in an error message (where
    /// the CSSColor fuzz target found it) and in `cssText`.
    @Test func numbersPastInt64AreWrittenWithoutTrapping() throws {
        #expect(
            throws: ColorKitError.invalidColor(
                input: "rgb(calc(1 10000000000000000000) 0 0)", position: 11,
                reason: "expected an operator before \"1e+19\" in \"calc()\"")
        ) {
            try Self.parser.parse("rgb(calc(1 10000000000000000000) 0 0)")
        }
        #expect(try Self.parser.parseCSS("color(srgb 1e19 0 0)").cssText == "color(srgb 1e+19 0 0)")
        #expect(try Self.parser.parseCSS("lab(50 -1e19 0)").cssText == "lab(50 -1e+19 0)")
        #expect(CSSNumber.format(9.2e18) == "9.2e+18")
        #expect(CSSNumber.format(123_456_789) == "123456789")
    }
}
