import ColorKit
import TestSupport
import Testing

@Suite("Checking and repairing a palette a team uses", .offPool)
struct CategoricalRepairTests {
    /// Tableau 10's first five: pale on white, and orange and red run together for deutans.
    static let tableau = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f"].map(ChartThemes.color)

    @Test("Colors that fail are named before, and each moves only as far as its mode needs")
    func repairsWhatEachColorAloneMisses() throws {
        let repair = try CategoricalPalette.repair(
            Self.tableau, modes: [ChartThemes.light, ChartThemes.dark])
        // As given, the teal and the green are too faint on white: the proof says so.
        #expect(repair.before.shortfalls.contains { $0.kind == .contrast && $0.mode == "light" })
        #expect(!repair.before.isMet)
        // After: every series reaches 3:1 on every background of every mode.
        for mode in repair.after.proof.modes {
            #expect(mode.contrasts.allSatisfy { $0 >= 3 - 1e-9 }, "\(mode.name): \(mode.contrasts)")
        }
        #expect(!repair.after.proof.shortfalls.contains { $0.kind == .contrast })
        // Hues are kept: each repaired color is the given one's hue within a few degrees.
        for series in repair.after.colors {
            for (given, fixed) in zip(Self.tableau, series) {
                let drift = abs(OKLCH(given).hue - OKLCH(fixed).hue)
                #expect(min(drift, 360 - drift) < 4, "\(given.hex) became \(fixed.hex)")
            }
        }
        // And no further than needed: a color already usable in a mode is kept exactly.
        let moved = repair.moved
        try #require(moved.count == 2 && moved.allSatisfy { $0.count == 5 })
        let lightContrasts = repair.before.modes[0].contrasts
        let lightBand = repair.after.proof.modes[0]
        for index in 0..<5 where lightContrasts[index] >= 3 && lightBand.chromas[index] >= 0.08 {
            // Kept unless the mode's lightness band moved it.
            #expect(moved[0][index] < 0.2, "series \(index) moved \(moved[0][index])")
        }
        #expect(moved[0].contains { $0 > 0.01 }, "something had to move on white")
    }

    @Test("A palette the proof already passes is kept as it is")
    func aPassingPaletteIsKept() throws {
        let generated = try CategoricalPalette.generate(count: 6, modes: [ChartThemes.light])
        let colors = try #require(generated.colors.first)
        let repair = try CategoricalPalette.repair(colors, modes: [ChartThemes.light])
        #expect(repair.before.isMet, "\(repair.before.shortfalls)")
        #expect(repair.after.colors == [colors])
        #expect(repair.moved == [Array(repeating: 0, count: 6)])
    }

    @Test("One color, or thirteen, is refused with the range")
    func sizesOutsideTheRangeAreRefused() {
        #expect(throws: ColorKitError.self) {
            try CategoricalPalette.repair([ChartThemes.color("#3366cc")], modes: [ChartThemes.light])
        }
        let thirteen = (0..<13).map { RGBColor(RGB8(rgb: UInt32($0) * 0x111111)) }
        #expect(throws: ColorKitError.self) {
            try CategoricalPalette.repair(thirteen, modes: [ChartThemes.light])
        }
    }
}
