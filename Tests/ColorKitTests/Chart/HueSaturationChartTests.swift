import TestSupport
import Testing

@testable import ColorKit

@Suite("Hue/saturation chart", .offPool)
struct HueSaturationChartTests {
    @Test("The fast renderer is bit-identical to the per-pixel one", arguments: [0.0, 37.5, 80, 100])
    func matchesReference(_ brightness: Double) {
        let fast = HueSaturationChart.render(brightness: brightness, width: 97, height: 53)
        let slow = HueSaturationChart.renderPerPixel(brightness: brightness, width: 97, height: 53)
        #expect(fast == slow)
    }

    @Test func axesAreHueAcrossAndSaturationDown() throws {
        let image = HueSaturationChart.render(brightness: 100, width: 360, height: 100)
        try #require(image.width == 360 && image.height == 100)
        // Top rows are almost unsaturated, so nearly white at full brightness.
        let top = image[0, 0]
        #expect(top.red == 255 && top.green >= 250 && top.blue >= 250)
        // Bottom-left is fully saturated red; a third of the way across is green.
        let bottomLeft = image[0, 99]
        #expect(bottomLeft.red == 255 && bottomLeft.green <= 5 && bottomLeft.blue <= 5)
        let green = image[120, 99]
        #expect(green.green == 255 && green.red <= 5 && green.blue <= 5)
        #expect(image[359, 50].alpha == 255)
    }

    @Test func brightnessZeroIsBlackEverywhere() throws {
        let image = HueSaturationChart.render(brightness: 0, width: 20, height: 10)
        try #require(image.width == 20 && image.height == 10)
        for y in 0..<10 {
            for x in 0..<20 { #expect(image[x, y] == (0, 0, 0, 255)) }
        }
    }

    @Test func degenerateSizesGiveEmptyImages() {
        #expect(HueSaturationChart.render(brightness: 50, width: 0, height: 10).pixels.isEmpty)
        #expect(HueSaturationChart.render(brightness: 50, width: -3, height: 10).pixels.isEmpty)
    }

    @Test func touchesMapToHueAndSaturationAndBack() {
        let picked = HueSaturationChart.hueAndSaturation(atX: 90, y: 25, width: 360, height: 100)
        #expect(picked.hue == 90 && picked.saturation == 25)
        let clamped = HueSaturationChart.hueAndSaturation(atX: -10, y: 500, width: 360, height: 100)
        #expect(clamped.hue == 0 && clamped.saturation == 100)
        let marker = HueSaturationChart.markerPosition(hue: 60, saturation: 50, width: 300, height: 200)
        #expect(marker.x == 50 && marker.y == 100)
    }
}
