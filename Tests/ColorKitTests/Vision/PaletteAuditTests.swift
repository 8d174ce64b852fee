import TestSupport
import Testing

@testable import ColorKit

@Suite("Contrast repair and palette audit", .offPool)
struct PaletteAuditTests {
    let white = RGBColor(white: 1)

    @Test func targetsMeasureInTheirOwnScale() {
        let gray = RGBColor(RGB8(rgb: 0x767676))
        #expect(ContrastTarget.aa.isMet(text: gray, background: white))  // 4.54:1
        #expect(!ContrastTarget.aaa.isMet(text: gray, background: white))
        #expect(ContrastTarget.apca(60).isMet(text: RGBColor(white: 0), background: white))
        #expect(!ContrastTarget.apca(-75).isMet(text: RGBColor(RGB8(rgb: 0x888888)), background: white))
    }

    @Test("A failing color is moved the least it takes, keeping its hue")
    func repairKeepsHue() throws {
        let tomato = RGBColor(RGB8(rgb: 0xFF6347))
        #expect(Contrast.ratio(tomato, white) < 4.5)
        let fixed = try #require(ContrastRepair.repair(text: tomato, background: white, target: .aa))
        #expect(Contrast.ratio(fixed, white) >= 4.5)
        #expect(abs(OKLCH(fixed).hue - OKLCH(tomato).hue) < 4)
        #expect(OKLCH(fixed).lightness < OKLCH(tomato).lightness)
        // One 8-bit step lighter in OKLCH lightness would fail: nothing nearer passes.
        var lighter = OKLCH(fixed)
        lighter.lightness += 0.01
        #expect(Contrast.ratio(GamutMapping.toSRGB(lighter), white) < 4.5)
    }

    @Test func repairOnDarkBackgroundsGoesLighterAndWorksForAPCA() throws {
        let navy = RGBColor(RGB8(rgb: 0x102040))
        let dim = RGBColor(RGB8(rgb: 0x3A4A6A))
        let fixed = try #require(ContrastRepair.repair(text: dim, background: navy, target: .apca(60)))
        #expect(abs(APCA.contrast(text: fixed, background: navy)) >= 60)
        #expect(OKLCH(fixed).lightness > OKLCH(dim).lightness)
    }

    @Test func passingColorsStayAndImpossibleTargetsSayNo() {
        let black = RGBColor(white: 0)
        #expect(ContrastRepair.repair(text: black, background: white, target: .aaa) == black)
        // Neither black (4.69:1) nor white (4.48:1) reaches 7:1 on #777.
        let middle = RGBColor(RGB8(rgb: 0x777777))
        #expect(
            ContrastRepair.repair(
                text: RGBColor(red: 0.2, green: 0.4, blue: 0.8), background: middle, target: .aaa) == nil)
    }

    @Test("Every ordered pair is measured, and red and green run together for deutans")
    func audit() throws {
        let colors = [
            RGBColor(RGB8(rgb: 0xD62728)), RGBColor(RGB8(rgb: 0x2CA02C)), RGBColor(RGB8(rgb: 0x1F77B4)),
            RGBColor(white: 1),
        ]
        let audit = PaletteAudit(colors: colors)
        #expect(audit.pairs.count == 12)
        let blueOnWhite = try #require(audit.pairs.first { $0.text == 2 && $0.background == 3 })
        #expect(abs(blueOnWhite.ratio - Contrast.ratio(colors[2], colors[3])) < 1e-12)
        #expect(blueOnWhite.passes && blueOnWhite.apca > 0)
        #expect(audit.pairs.contains { $0.text == 0 && $0.background == 1 && !$0.passes })
        let redGreen = audit.confusions.filter { $0.first == 0 && $0.second == 1 }
        #expect(redGreen.contains { $0.deficiency == .deutan })
        #expect(redGreen.allSatisfy { $0.distance < PaletteAudit.confusionThreshold })
        #expect(!audit.confusions.contains { $0.second == 3 })  // nothing is confused with white
        #expect(audit.confusions.map(\.distance) == audit.confusions.map(\.distance).sorted())
    }
}
