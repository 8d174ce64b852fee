import ColorKit
import Foundation
import TestSupport
import Testing

/// The proof's figures against coloraide's, for published scales and random ones
/// (`scripts/reference/generate_scale_proofs.py`), and each requirement caught when broken.
@Suite("Chart scale proofs, against coloraide", .offPool)
struct ScaleProofTests {
    struct File: Decodable {
        let cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible {
        let name: String
        let colors: [String]
        let background: String
        let diverging: Bool
        let midpoint: String?
        let lightnesses: [Double]
        let steps: [Double]
        let stepRatio: Double
        let adjacentByVision: [String: Double]
        let backgroundDistances: [Double]
        let wingAsymmetry: Double?
        let midpointChroma: Double?
        var testDescription: String { "\(name) on \(background)" }
    }

    static func cases() throws -> [Case] {
        try Fixtures.decode("scale-proofs", as: File.self).cases
    }

    static func proof(_ reference: Case) -> ScaleProof {
        let colors = reference.colors.map(ScaleInputs.color)
        let backgrounds = [ScaleInputs.color(reference.background)]
        guard reference.diverging else { return ScaleProof(sequential: colors, backgrounds: backgrounds) }
        return ScaleProof(
            diverging: colors, midpoint: reference.midpoint.map(ScaleInputs.color), backgrounds: backgrounds)
    }

    @Test("Lightness, steps, per-vision neighbour distances, background distances match coloraide's")
    func figuresMatchColoraide() throws {
        let cases = try Self.cases()
        try #require(cases.count >= 12)
        for reference in cases {
            let proof = Self.proof(reference)
            try #require(proof.lightnesses.count == reference.lightnesses.count, "\(reference.name)")
            for (measured, expected) in zip(proof.lightnesses, reference.lightnesses) {
                #expect(abs(measured - expected) < 1e-5, "\(reference.name) lightness")
            }
            try #require(proof.steps.count == reference.steps.count, "\(reference.name)")
            for (measured, expected) in zip(proof.steps, reference.steps) {
                #expect(abs(measured - expected) < 1e-5, "\(reference.name) steps")
            }
            #expect(abs(proof.stepRatio - reference.stepRatio) < 1e-3, "\(reference.name) step ratio")
            for vision in ChartVision.allCases {
                let expected = try #require(reference.adjacentByVision[vision.rawValue])
                let measured = try #require(proof.adjacentByVision[vision])
                #expect(abs(measured - expected) < 1e-4, "\(reference.name) \(vision)")
            }
            #expect(
                abs(proof.leastAdjacentDistance - (reference.adjacentByVision.values.min() ?? 0)) < 1e-4)
            try #require(proof.backgroundDistances.count == reference.backgroundDistances.count)
            for (measured, expected) in zip(proof.backgroundDistances, reference.backgroundDistances) {
                #expect(abs(measured - expected) < 1e-4, "\(reference.name) background")
            }
            if reference.diverging {
                let asymmetry = try #require(reference.wingAsymmetry)
                let chroma = try #require(reference.midpointChroma)
                #expect(abs(proof.wingAsymmetry - asymmetry) < 1e-5, "\(reference.name) asymmetry")
                #expect(abs((proof.midpointChroma ?? -1) - chroma) < 1e-4, "\(reference.name) midpoint")
            } else {
                #expect(proof.midpointChroma == nil)
                #expect(proof.wingAsymmetry == 0)
            }
        }
    }

    @Test("ColorBrewer's Blues 7 on white: its pale end (ΔEOK 0.037) and uneven steps (1.87×) are named")
    func brewerBluesOnWhite() throws {
        let reference = try #require(
            try Self.cases().first { $0.name == "brewer-blues-7" && $0.background == "#ffffff" })
        let proof = Self.proof(reference)
        #expect(!proof.isMet)
        let background = try #require(proof.shortfalls.first { $0.kind == .background })
        #expect(background.index == 0, "the palest class, #eff3ff")
        #expect(abs(background.reached - 0.037) < 0.001)
        let evenness = try #require(proof.shortfalls.first { $0.kind == .evenness })
        #expect(abs(evenness.reached - 1.873) < 0.001)
        #expect(!proof.shortfalls.contains { $0.kind == .adjacent || $0.kind == .lightness })
        #expect(background.description.contains("class 1"))
    }

    @Test("RdBu 9: wings within 0.013 of each other in lightness, a grey midpoint, steps uneven")
    func brewerRdBu() throws {
        let reference = try #require(
            try Self.cases().first { $0.name == "brewer-rdbu-9" && $0.background == "#0d1117" })
        let proof = Self.proof(reference)
        #expect(abs(proof.wingAsymmetry - 0.0131) < 0.0001)
        #expect(proof.midpointChroma ?? 1 < 1e-6)
        #expect(proof.leastLightnessStep > 0)
        #expect(proof.shortfalls.map(\.kind) == [.evenness], "\(proof.shortfalls)")
    }

    /// A scale that meets everything, to break one property at a time.
    static let good = ["#d2e4fe", "#88b4f2", "#3e82e3", "#0452b0", "#002968"].map(ScaleInputs.color)

    @Test("Each requirement is caught when broken")
    func eachBreakIsCaught() throws {
        let white = [ScaleInputs.color("#ffffff")]
        #expect(ScaleProof(sequential: Self.good, backgrounds: white).isMet)
        func kinds(_ colors: [RGBColor], classed: Bool = true) -> Set<ScaleProof.Shortfall.Kind> {
            Set(ScaleProof(sequential: colors, backgrounds: white, isClassed: classed).shortfalls.map(\.kind))
        }
        var swapped = Self.good
        swapped.swapAt(1, 2)
        #expect(kinds(swapped).contains(.lightness))
        var uneven = Self.good
        uneven[1] = ScaleInputs.color("#a9c9f7")
        #expect(kinds(uneven) == [.evenness])
        var pale = Self.good
        pale[0] = ScaleInputs.color("#f2f7fe")
        #expect(kinds(pale).contains(.background))
        // Two neighbours a deuteranope sees alike (red and green at one lightness) between
        // classes of even steps: only the neighbour rule catches it, and only when classed.
        let collapsing = ["#f0f0f0", "#c2c2c2", "#a58a3a", "#7a9a3c", "#585858"].map(ScaleInputs.color)
        let proof = ScaleProof(sequential: collapsing, backgrounds: white)
        let adjacent = try #require(proof.shortfalls.first { $0.kind == .adjacent })
        #expect(adjacent.index == 2)
        #expect((proof.adjacentByVision[.typical] ?? 0) > (proof.adjacentByVision[.deutan] ?? 1))
        #expect(!kinds(collapsing, classed: false).contains(.adjacent))

        let wings = ["#a9001b", "#df807a", "#e2e2e2", "#6fa1e8", "#0051be"].map(ScaleInputs.color)
        let diverging = ScaleProof(diverging: wings, backgrounds: white)
        #expect(diverging.isMet, "\(diverging.shortfalls)")
        var lopsided = wings
        lopsided[3] = ScaleInputs.color("#4b87dc")
        #expect(
            ScaleProof(diverging: lopsided, backgrounds: white).shortfalls.contains { $0.kind == .symmetry })
        var tinted = wings
        tinted[2] = ScaleInputs.color("#f0d8c8")
        #expect(
            ScaleProof(diverging: tinted, backgrounds: white).shortfalls.contains { $0.kind == .midpoint })
    }
}
