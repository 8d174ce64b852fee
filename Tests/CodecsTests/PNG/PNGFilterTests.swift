import ColorKit
import TestSupport
import Testing

@testable import Codecs

@Suite("PNGFilter", .offPool)
struct PNGFilterTests {
    @Test("Every filter applied to every row unfilters back to the image", arguments: [1, 2, 3, 17, 130])
    func uniformRoundTrip(width: Int) throws {
        // Width 1 is a row of only the first pixel, which has no left neighbour; 130 pixels
        // make rows longer than the 512 bytes over which costs are summed in 16 bits.
        let image = PNGEncoderTests.noise(width: width, height: 6)
        for filter in PNGFilter.allCases {
            let scanlines = PNGFilter.filteredScanlines(image, strategy: .uniform(filter))
            #expect(PNGFile.filterTypes(scanlines, width: width).allSatisfy { $0 == filter.rawValue })
            #expect(try PNGFile.unfilter(scanlines, width: width, height: 6) == image.pixels)
        }
    }

    @Test(
        "Row costs equal the sums of residual magnitudes, computed the slow way", arguments: [1, 5, 129, 300])
    func costs(width: Int) {
        var random = SeededGenerator(seed: UInt64(width))
        // Residuals near ±128 are where reading them as signed bytes matters most.
        let above = random.bytes(width * 4), row = random.bytes(width * 4)
        let costs = row.withUnsafeBufferPointer { row in
            above.withUnsafeBufferPointer { above in
                FilterCosts(row: row.baseAddress!, above: above.baseAddress!, count: width * 4)
            }
        }
        for filter in PNGFilter.allCases {
            var expected = 0
            for index in row.indices {
                let x = Int(row[index]), b = Int(above[index])
                let a = index >= 4 ? Int(row[index - 4]) : 0
                let c = index >= 4 ? Int(above[index - 4]) : 0
                let prediction: Int
                switch filter {
                case .raw: prediction = 0
                case .sub: prediction = a
                case .up: prediction = b
                case .average: prediction = (a + b) / 2
                case .paeth: prediction = Self.specificationPaeth(a, b, c)
                }
                let residual = (x - prediction) & 0xFF
                expected += min(residual, 256 - residual)
            }
            #expect(costs[filter] == expected, "\(filter)")
        }
    }

    @Test("Filter choice follows the minimum-sum heuristic")
    func filterSelection() {
        // Rows that repeat the one above are all zeros under Up (Paeth ties later and loses).
        // The noisy first row can go any way, so it is not checked. On a ramp's first row,
        // Sub leaves only small constant steps.
        var image = RGBAImage(width: 64, height: 4)
        var random = SeededGenerator(seed: 5)
        let noiseRow = random.bytes(64 * 4)
        for y in 0..<4 { image.pixels.replaceSubrange((y * 256)..<(y * 256 + 256), with: noiseRow) }
        #expect(PNGFile.filterTypes(PNGFilter.filteredScanlines(image), width: 64).dropFirst() == [2, 2, 2])

        let ramp = PNGEncoderTests.gradient(width: 64, height: 1)
        #expect(PNGFile.filterTypes(PNGFilter.filteredScanlines(ramp), width: 64) == [1])
    }

    @Test("The Paeth predictor breaks ties in specification order")
    func paethTies() {
        #expect(PNGFilter.paethPredictor(10, 10, 10) == 10)
        #expect(PNGFilter.paethPredictor(5, 9, 5) == 9)  // estimate 9 is exactly b
        #expect(PNGFilter.paethPredictor(4, 6, 5) == 5)  // estimate 5 is exactly c
        #expect(PNGFilter.paethPredictor(0, 3, 2) == 0)  // a and c equally close: a wins
        #expect(PNGFilter.paethPredictor(0, 3, 1) == 3)  // b and c equally close: b wins
    }

    @Test("The branch-free Paeth predictor agrees with the specification's")
    func paethAgreesWithSpecification() {
        // Every value near the ends of the range, where p = a + b - c leaves 0...255, and a
        // coarse grid in between.
        let values = Array(0...8) + Array(stride(from: 9, to: 247, by: 13)) + Array(247...255)
        var disagreements: [(Int, Int, Int)] = []
        for a in values {
            for b in values {
                for c in values
                where Int(PNGFilter.paethPredictor(UInt8(a), UInt8(b), UInt8(c)))
                    != Self.specificationPaeth(a, b, c)
                {
                    disagreements.append((a, b, c))
                }
            }
        }
        #expect(disagreements.isEmpty, "first disagreements: \(disagreements.prefix(5))")
    }

    /// PNG specification §9.4, as written there.
    static func specificationPaeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
