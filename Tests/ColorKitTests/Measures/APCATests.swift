import TestSupport
import Testing

@testable import ColorKit

@Suite("APCA lightness contrast", .offPool)
struct APCATests {
    /// The test values published with APCA-W3 0.0.98G-4g.
    @Test(arguments: [
        (0x888888, 0xFFFFFF, 63.056469930209424),
        (0xFFFFFF, 0x888888, -68.54146436644962),
        (0x000000, 0xAAAAAA, 58.146262578561334),
        (0xAAAAAA, 0x000000, -56.24113336839742),
        (0x112233, 0xDDEEFF, 91.66830811481631),
        (0xDDEEFF, 0x112233, -93.06770049484275),
    ])
    func publishedValues(text: Int, background: Int, lc: Double) {
        let value = APCA.contrast(
            text: RGBColor(RGB8(rgb: UInt32(text))), background: RGBColor(RGB8(rgb: UInt32(background))))
        #expect(abs(value - lc) < 1e-9, "\(value)")
    }

    @Test func polarityAndLowContrast() {
        let white = RGBColor(white: 1)
        let black = RGBColor(white: 0)
        #expect(APCA.contrast(text: black, background: white) > 100)
        #expect(APCA.contrast(text: white, background: black) < -100)
        #expect(APCA.contrast(text: white, background: white) == 0)
        // Near-identical grays are under the low clip: no readable contrast at all.
        #expect(APCA.contrast(text: RGBColor(white: 0.5), background: RGBColor(white: 0.52)) == 0)
    }
}
