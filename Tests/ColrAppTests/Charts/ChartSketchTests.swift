import ColorKit
import TestSupport
import Testing

@testable import ColrApp

/// The sample charts' drawings: every series drawn in each kind, the heat map in the ramp.
@Suite("Chart sketches", .offPool)
struct ChartSketchTests {
    static let series = ["#1F77B4", "#FF7F0E", "#2CA02C", "#D62728", "#9467BD"].map {
        RGBColor(RGB8(rgb: UInt32($0.dropFirst(), radix: 16) ?? 0))
    }
    static let ramp = (0..<9).map { RGBColor(RGB8(rgb: UInt32(0x10 + $0 * 0x1C) * 0x010101)) }
    static let background = RGBColor(RGB8(rgb: 0x0D1117))

    func svg(_ kind: ChartSketch.Kind) -> String {
        ChartSketch(kind: kind, series: Self.series, ramp: Self.ramp, background: Self.background).svg
    }

    func count(_ text: String, in svg: String) -> Int { svg.components(separatedBy: text).count - 1 }

    @Test func eachKindDrawsEverySeriesOnTheBackground() {
        for kind in [ChartSketch.Kind.bars, .lines, .area, .pie] {
            let drawing = svg(kind)
            #expect(drawing.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(kind)")
            #expect(drawing.contains("fill=\"#0D1117\""), "\(kind)")
            for color in Self.series {
                #expect(drawing.contains("\"\(color.rgb8.hex)\""), "\(kind) \(color.hex)")
            }
        }
        #expect(count("<rect x=", in: svg(.bars)) == 3 * 5)
        #expect(count("<polyline", in: svg(.lines)) == 5 && count("<circle", in: svg(.lines)) == 5 * 8)
        #expect(count("<polygon", in: svg(.area)) == 5)
        #expect(count("<path", in: svg(.pie)) == 5)
        // Axes are quiet but visible on a dark background.
        #expect(svg(.bars).contains("stroke=\"#8B949E\""))
    }

    @Test func theHeatMapUsesTheRampAloneAndSpansIt() {
        let drawing = svg(.heatMap)
        #expect(count("<rect x=", in: drawing) == 12 * 7)
        let used = Self.ramp.filter { drawing.contains("fill=\"\($0.rgb8.hex)\"") }
        #expect(used.count >= 6, "the made-up values reach most of the ramp: \(used.count)")
        #expect(!Self.series.contains { drawing.contains($0.rgb8.hex) })
    }

    @Test func theMadeUpValuesShowEverySeries() {
        for series in 0..<12 {
            for x in 0..<8 {
                let value = ChartSketch.value(series: series, at: x)
                #expect(value > 0.1 && value <= 1 + 1e-9, "series \(series) at \(x): \(value)")
            }
        }
    }

    @Test func coordinatesAreShort() {
        #expect(ChartSketch.number(12) == "12")
        #expect(ChartSketch.number(12.04) == "12")
        #expect(ChartSketch.number(12.25) == "12.3" || ChartSketch.number(12.25) == "12.2")
        #expect(ChartSketch.number(-3.5) == "-3.5")
    }
}
