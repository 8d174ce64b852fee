import ColorKit
import TestSupport
import Testing

@Suite("Categorical chart palettes", .offPool)
struct CategoricalPaletteTests {
    @Test("Eight series for four modes meet every requirement, for every eye, in every prefix")
    func eightSeriesFourModes() throws {
        let palette = try CategoricalPalette.generate(count: 8, modes: ChartThemes.four)
        let proof = palette.proof
        #expect(proof.isMet, "\(proof.shortfalls)")
        #expect(proof.bestCount == 8)
        try #require(palette.colors.count == 4)
        for (mode, colors) in zip(proof.modes, palette.colors) {
            #expect(colors.count == 8)
            #expect(mode.prefixDistances.count == 7)
            #expect(
                mode.prefixDistances.allSatisfy { $0 >= CategoricalRequirements.standard.minimumDistance })
            #expect(mode.contrasts.allSatisfy { $0 >= 3 }, "\(mode.name)")
            #expect(mode.lightnessSpread <= 0.30)
            #expect(mode.chromas.allSatisfy { $0 >= 0.08 })
            #expect(Set(colors.map(\.hex)).count == 8, "eight different colors in \(mode.name)")
        }
        #expect(proof.hueDrift.allSatisfy { $0 <= 8 }, "\(proof.hueDrift)")
        // The goal: Okabe–Ito's 0.08 for the worst eye, which it reaches only with black.
        let worst = proof.modes.map { $0.prefixDistances.last ?? 0 }.min() ?? 0
        #expect(worst >= 0.08, "the two nearest series are \(worst) apart for the worst eye")
        // Measured again here, not taken from the generator: the proof is of the colors as written.
        let again = CategoricalProof(colors: palette.colors, modes: ChartThemes.four)
        #expect(again == proof)
    }

    @Test("A pinned brand color leads, as given where it can be, its hue kept in every mode")
    func pinnedBrandLeads() throws {
        let brand = ChartThemes.color("#0969da")
        let palette = try CategoricalPalette.generate(count: 5, modes: ChartThemes.four, pinned: [brand])
        #expect(palette.colors[0][0].hex == brand.hex, "usable on light as it is")
        for colors in palette.colors.dropFirst() {
            let moved = try #require(colors.first)
            #expect(abs(OKLCH(moved).hue - OKLCH(brand).hue) < 3)
        }
        #expect(palette.proof.isMet, "\(palette.proof.shortfalls)")
    }

    @Test("A chart showing only its first few series keeps them apart: every prefix is checked")
    func everyPrefixIsApart() throws {
        let palette = try CategoricalPalette.generate(
            count: 12, modes: [ChartThemes.light, ChartThemes.dark])
        for mode in palette.proof.modes {
            try #require(mode.prefixDistances.count == 11)
            // Never rising as series are added, and the first four as far apart as any two.
            #expect(zip(mode.prefixDistances, mode.prefixDistances.dropFirst()).allSatisfy { $0 >= $1 })
            #expect(
                mode.prefixDistances[2] >= CategoricalRequirements.standard.minimumDistance, "\(mode.name)")
        }
    }

    @Test("Asking too much says what gives and offers the most series that meet everything")
    func tooMuchNamesWhatGives() throws {
        var strict = CategoricalRequirements.standard
        strict.minimumDistance = 0.15
        let palette = try CategoricalPalette.generate(count: 8, modes: ChartThemes.four, requirements: strict)
        let proof = palette.proof
        #expect(!proof.isMet)
        let distance = try #require(proof.shortfalls.first { $0.kind == .distance })
        #expect(distance.reached < 0.15)
        #expect(distance.required == 0.15)
        #expect(proof.bestCount < 8)
        #expect(proof.bestCount == (proof.shortfalls.map(\.count).min() ?? 9) - 1)
    }

    @Test("Counts outside 2…12 and backgrounds no color can reach are refused with a reason")
    func refusals() {
        #expect(throws: ColorKitError.self) {
            try CategoricalPalette.generate(count: 1, modes: ChartThemes.four)
        }
        #expect(throws: ColorKitError.self) {
            try CategoricalPalette.generate(count: 13, modes: ChartThemes.four)
        }
        let impossible = ChartMode(
            name: "grey", backgrounds: ["#ffffff", "#000000", "#808080"].map(ChartThemes.color))
        do {
            _ = try CategoricalPalette.generate(count: 3, modes: [impossible])
            Issue.record("a mode with white, black and mid-grey backgrounds was accepted")
        } catch {
            guard case .unsatisfiable(let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains("grey"))
        }
    }
}
