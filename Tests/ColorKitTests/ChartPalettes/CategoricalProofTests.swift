import ColorKit
import Foundation
import TestSupport
import Testing

/// The proof's figures against coloraide's, for published palettes and random ones
/// (`scripts/reference/generate_chart_proofs.py`).
@Suite("Categorical palette proofs, against coloraide", .offPool)
struct CategoricalProofTests {
    struct File: Decodable {
        let cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible {
        let name: String
        let colors: [String]
        let background: String
        let distanceByVision: [String: Double]
        let prefixDistances: [Double]
        let contrasts: [Double]
        let chromas: [Double]
        let lightnesses: [Double]
        var testDescription: String { "\(name) on \(background)" }
    }

    static func cases() throws -> [Case] {
        try Fixtures.decode("chart-proofs", as: File.self).cases
    }

    @Test("Distances per vision and per prefix, contrast, chroma and lightness match coloraide's")
    func figuresMatchColoraide() throws {
        let cases = try Self.cases()
        try #require(cases.count >= 12)
        for reference in cases {
            let colors = reference.colors.map(ChartThemes.color)
            let mode = ChartMode(name: "m", backgrounds: [ChartThemes.color(reference.background)])
            let proof = CategoricalProof(colors: [colors], modes: [mode])
            let figures = try #require(proof.modes.first)
            for vision in ChartVision.allCases {
                let expected = try #require(reference.distanceByVision[vision.rawValue])
                let measured = try #require(figures.distanceByVision[vision])
                #expect(abs(measured - expected) < 1e-4, "\(reference.name) \(vision)")
            }
            try #require(figures.prefixDistances.count == reference.prefixDistances.count)
            for (measured, expected) in zip(figures.prefixDistances, reference.prefixDistances) {
                #expect(abs(measured - expected) < 1e-4, "\(reference.name) prefixes")
            }
            for (measured, expected) in zip(figures.contrasts, reference.contrasts) {
                #expect(abs(measured - expected) < 1e-3, "\(reference.name) contrast")
            }
            for (measured, expected) in zip(figures.chromas, reference.chromas) {
                #expect(abs(measured - expected) < 1e-4, "\(reference.name) chroma")
            }
            let spread = (reference.lightnesses.max() ?? 0) - (reference.lightnesses.min() ?? 0)
            #expect(abs(figures.lightnessSpread - spread) < 1e-4, "\(reference.name) lightness")
        }
    }

    @Test(
        "The published figures: Okabe–Ito 0.079, Carbon's first eight 0.049, Tableau 10's first eight 0.005")
    func publishedPalettes() throws {
        let cases = try Self.cases().filter { $0.background == "#ffffff" }
        func worst(_ name: String) throws -> Double {
            let reference = try #require(cases.first { $0.name == name })
            let colors = reference.colors.prefix(8).map(ChartThemes.color)
            let proof = CategoricalProof(
                colors: [colors], modes: [ChartMode(name: "m", backgrounds: [.white])])
            return try #require(proof.modes.first?.prefixDistances.last)
        }
        #expect(abs(try worst("okabe-ito") - 0.079) < 0.001)
        #expect(abs(try worst("carbon-8") - 0.049) < 0.001)
        #expect(abs(try worst("tableau-10") - 0.005) < 0.001)
    }

    @Test("A palette that misses requirements names each one where it first gives, and the best count")
    func shortfallsNameWhatGives() throws {
        // Okabe–Ito on white: yellow and sky blue are too faint for 3:1, black is grey, and
        // its lightness spans far more than 0.30.
        let colors = ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"]
            .map(ChartThemes.color)
        let proof = CategoricalProof(
            colors: [colors], modes: [ChartMode(name: "light", backgrounds: [.white])])
        #expect(!proof.isMet)
        let kinds = Set(proof.shortfalls.map(\.kind))
        #expect(kinds.isSuperset(of: [.contrast, .chroma, .lightness]))
        let contrast = try #require(proof.shortfalls.first { $0.kind == .contrast })
        #expect(contrast.count == 1, "orange, the first series, is 2.2:1 on white")
        #expect(proof.bestCount == (proof.shortfalls.map(\.count).min() ?? 0) - 1)
        #expect(contrast.description.contains("in light"))
    }
}

extension RGBColor {
    fileprivate static let white = RGBColor(red: 1, green: 1, blue: 1)
}
