import ColorKit
import Foundation

/// One sample chart drawn with a palette, as an SVG document: what the Charts screen shows so a
/// person judges the colors where they will live (thin lines, small markers, slices side by
/// side) rather than as swatches.
///
/// Pure: the same colors give the same drawing. The data are made up but fixed, and shaped so
/// every series shows (no bar at zero, no slice too thin to see).
struct ChartSketch: Equatable {
    /// The kinds of chart drawn, each where palettes fail differently.
    enum Kind: CaseIterable {
        /// Grouped bars: large areas side by side.
        case bars
        /// Lines with a marker at each point: thin strokes that cross.
        case lines
        /// A stacked area: neighbours touching along their whole length.
        case area
        /// A pie: wedges meeting at the center.
        case pie
        /// A heat map: the sequential ramp, cell against cell.
        case heatMap

        /// What a screen reader calls it.
        var title: String {
            switch self {
            case .bars: "Bar chart"
            case .lines: "Line chart with markers"
            case .area: "Stacked area chart"
            case .pie: "Pie chart"
            case .heatMap: "Heat map"
            }
        }
    }

    let kind: Kind
    /// The series colors, in order, as they are to be seen (already simulated for a deficiency).
    let series: [RGBColor]
    /// The sequential ramp, low to high, for the heat map.
    let ramp: [RGBColor]
    /// The mode's background the chart sits on.
    let background: RGBColor

    static let width = 320
    static let height = 200

    /// The document.
    var svg: String {
        var body = ""
        switch kind {
        case .bars: body = bars()
        case .lines: body = lines()
        case .area: body = area()
        case .pie: body = pie()
        case .heatMap: body = heatMap()
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Self.width) \(Self.height)" \
            width="\(Self.width)" height="\(Self.height)"><rect width="100%" height="100%" \
            fill="\(background.rgb8.hex)"/>\(body)</svg>
            """
    }

    /// A made-up value for series `index` at point `x`, between about 0.15 and 1: a different
    /// wave for each series, so lines cross and bars differ.
    static func value(series index: Int, at x: Int) -> Double {
        let phase = Double(index) * 1.9 + Double(x) * 0.8
        return 0.575 + 0.3 * sin(phase) + 0.125 * cos(Double(index * 3 + x) * 0.55)
    }

    /// The color of axes and gridlines: quiet, but visible on the background.
    var axis: String {
        Contrast.relativeLuminance(background) < 0.2 ? "#8B949E" : "#6E7781"
    }

    private func bars() -> String {
        let groups = 3
        let plot = (left: 16.0, right: 304.0, top: 16.0, bottom: 180.0)
        let groupWidth = (plot.right - plot.left) / Double(groups)
        let barWidth = groupWidth * 0.84 / Double(max(series.count, 1))
        var out = line(plot.left, plot.bottom, plot.right, plot.bottom)
        for group in 0..<groups {
            for (index, color) in series.enumerated() {
                let height = Self.value(series: index, at: group) * (plot.bottom - plot.top)
                let x = plot.left + Double(group) * groupWidth + groupWidth * 0.08 + Double(index) * barWidth
                out += rect(x + 0.5, plot.bottom - height, max(barWidth - 1, 0.5), height, color)
            }
        }
        return out
    }

    private func lines() -> String {
        let points = 8
        let plot = (left: 16.0, right: 304.0, top: 16.0, bottom: 180.0)
        let step = (plot.right - plot.left) / Double(points - 1)
        var out = line(plot.left, plot.bottom, plot.right, plot.bottom)
        for (index, color) in series.enumerated() {
            let coordinates = (0..<points).map { x in
                (
                    plot.left + Double(x) * step,
                    plot.bottom - Self.value(series: index, at: x) * (plot.bottom - plot.top)
                )
            }
            let path = coordinates.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
            out +=
                "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color.rgb8.hex)\" stroke-width=\"2\"/>"
            for (x, y) in coordinates {
                out +=
                    "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"3.5\" fill=\"\(color.rgb8.hex)\" "
                    + "stroke=\"\(background.rgb8.hex)\" stroke-width=\"1\"/>"
            }
        }
        return out
    }

    private func area() -> String {
        let points = 8
        let plot = (left: 16.0, right: 304.0, top: 16.0, bottom: 180.0)
        let step = (plot.right - plot.left) / Double(points - 1)
        // The tallest stack reaches the top of the plot.
        let tallest =
            (0..<points).map { x in series.indices.map { Self.value(series: $0, at: x) }.reduce(0, +) }
            .max() ?? 1
        let scale = (plot.bottom - plot.top) / max(tallest, 1e-9)
        var below = Array(repeating: 0.0, count: points)
        var out = ""
        for (index, color) in series.enumerated() {
            let above = (0..<points).map { below[$0] + Self.value(series: index, at: $0) }
            func point(_ x: Int, _ height: Double) -> String {
                "\(Self.number(plot.left + Double(x) * step)),\(Self.number(plot.bottom - height * scale))"
            }
            let top = (0..<points).map { point($0, above[$0]) }
            let bottom = (0..<points).reversed().map { point($0, below[$0]) }
            out += "<polygon points=\"\((top + bottom).joined(separator: " "))\" fill=\"\(color.rgb8.hex)\"/>"
            below = above
        }
        return out + line(plot.left, plot.bottom, plot.right, plot.bottom)
    }

    private func pie() -> String {
        let values = series.indices.map { Self.value(series: $0, at: 2) + 0.3 }
        let total = values.reduce(0, +)
        let center = (x: 160.0, y: 100.0)
        let radius = 86.0
        var angle = -Double.pi / 2
        var out = ""
        for (value, color) in zip(values, series) {
            let sweep = value / total * 2 * .pi
            let start = (center.x + radius * cos(angle), center.y + radius * sin(angle))
            angle += sweep
            let end = (center.x + radius * cos(angle), center.y + radius * sin(angle))
            let large = sweep > .pi ? 1 : 0
            out +=
                "<path d=\"M\(Self.number(center.x)),\(Self.number(center.y)) L\(Self.number(start.0)),\(Self.number(start.1)) "
                + "A\(Self.number(radius)),\(Self.number(radius)) 0 \(large) 1 \(Self.number(end.0)),\(Self.number(end.1)) Z\" "
                + "fill=\"\(color.rgb8.hex)\" stroke=\"\(background.rgb8.hex)\" stroke-width=\"1.5\"/>"
        }
        return out
    }

    private func heatMap() -> String {
        guard let last = ramp.indices.last else { return "" }
        let columns = 12
        let rows = 7
        let cell = (width: 288.0 / Double(columns), height: 168.0 / Double(rows))
        var out = ""
        for row in 0..<rows {
            for column in 0..<columns {
                let value = min(max((Self.value(series: row, at: column) - 0.15) / 0.85, 0), 1)
                let color = ramp[Int((value * Double(last)).rounded())]
                out += rect(
                    16 + Double(column) * cell.width, 16 + Double(row) * cell.height, cell.width - 1,
                    cell.height - 1,
                    color)
            }
        }
        return out
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: RGBColor)
        -> String
    {
        "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" "
            + "height=\"\(Self.number(height))\" fill=\"\(color.rgb8.hex)\"/>"
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" "
            + "y2=\"\(Self.number(y2))\" stroke=\"\(axis)\" stroke-width=\"1\"/>"
    }

    /// A coordinate to a tenth of a unit: enough for a 320-wide drawing, and short.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
    }
}
