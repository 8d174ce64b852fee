import TestSupport
import Testing

@testable import ColorKit

@Suite("DominantColors", .offPool)
struct DominantColorsTests {
    /// An image of horizontal bands, `rows` rows of each color, with a little per-pixel noise.
    static func bands(_ colors: [(RGB8, rows: Int)], width: Int = 40, noise: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: colors.map(\.rows).reduce(0, +))
        var generator = SeededGenerator(seed: 99)
        var y = 0
        for (color, rows) in colors {
            for _ in 0..<rows {
                for x in 0..<width {
                    func jitter(_ value: UInt8) -> UInt8 {
                        guard noise > 0 else { return value }
                        let offset = Int(generator.next() % UInt64(2 * noise + 1)) - noise
                        return UInt8(clamping: Int(value) + offset)
                    }
                    image[x, y] = (jitter(color.red), jitter(color.green), jitter(color.blue), 255)
                }
                y += 1
            }
        }
        return image
    }

    @Test("Flat areas come back as their exact colors, by how much they cover")
    func flatAreas() throws {
        let image = Self.bands([
            (RGB8(rgb: 0x1E_3A_8A), 10), (RGB8(rgb: 0xF5_9E_0B), 6), (RGB8(rgb: 0xFA_FA_F9), 4),
        ])
        let clusters = try DominantColors.find(in: image, count: 3)
        #expect(clusters.map(\.color.hex) == ["#1E3A8A", "#F59E0B", "#FAFAF9"])
        #expect(clusters.map { ($0.share * 100).rounded() } == [50, 30, 20])
    }

    @Test("Noisy areas come back within a just-noticeable difference of their colors")
    func noisyAreas() throws {
        let truth: [RGB8] = [
            RGB8(rgb: 0xC0_39_2B), RGB8(rgb: 0x27_AE_60), RGB8(rgb: 0x29_80_B9), RGB8(rgb: 0xF1_C4_0F),
            RGB8(rgb: 0x2C_3E_50),
        ]
        let image = Self.bands(truth.enumerated().map { ($1, 12 - $0) }, noise: 6)
        let clusters = try DominantColors.find(in: image)
        #expect(clusters.count == 5)
        for (expected, found) in zip(truth, clusters) {
            #expect(ColorDifference.deltaEOK(RGBColor(expected), found.color) < 0.02, "\(expected.hex)")
        }
        #expect(abs(clusters.map(\.share).reduce(0, +) - 1) < 1e-9)
    }

    @Test("One seed gives one answer; the count is the user's")
    func deterministic() throws {
        var image = RGBAImage(width: 64, height: 64)
        var generator = SeededGenerator(seed: 1)
        for index in 0..<(64 * 64) {
            let value = generator.next()
            image[index % 64, index / 64] = (
                UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
                UInt8(truncatingIfNeeded: value >> 16), 255
            )
        }
        let first = try DominantColors.find(in: image, count: 7, seed: 42)
        #expect(first.count == 7)
        #expect(try DominantColors.find(in: image, count: 7, seed: 42) == first)
        #expect(try DominantColors.find(in: image, count: 2, seed: 42).count == 2)
    }

    @Test("Transparent pixels do not count; too few colors give fewer clusters; bad counts are refused")
    func edges() throws {
        var image = Self.bands([(RGB8(rgb: 0xFF_00_00), 5), (RGB8(rgb: 0x00_00_FF), 5)])
        for x in 0..<40 { for y in 5..<10 { image[x, y] = (0, 0, 255, 10) } }
        let red = try DominantColors.find(in: image, count: 5)
        #expect(red.map(\.color.hex) == ["#FF0000"] && red[0].share == 1)
        #expect(throws: ColorKitError.self) { try DominantColors.find(in: RGBAImage(width: 3, height: 3)) }
        #expect(throws: ColorKitError.self) { try DominantColors.find(in: image, count: 0) }
        #expect(throws: ColorKitError.self) { try DominantColors.find(in: image, count: 17) }
    }
}
