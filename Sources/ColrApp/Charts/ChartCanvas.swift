import ViewKit

/// A sample chart on ViewKit's canvas: drawn once for its sketch, and again only when the sketch
/// changes (another count, mode or vision). It takes no touches; a screen reader hears what
/// kind of chart it is and how many series it draws.
final class ChartCanvas: CanvasView {
    var sketch: ChartSketch {
        didSet {
            guard oldValue != sketch else { return }
            accessibilityLabel = Self.label(sketch)
            setNeedsDisplay()
        }
    }

    init(_ sketch: ChartSketch) {
        self.sketch = sketch
        super.init(bounds: Size(width: Double(ChartSketch.width), height: Double(ChartSketch.height)))
        isUserInteractionEnabled = false
        cornerRadius = 8
        accessibilityLabel = Self.label(sketch)
    }

    override func draw() -> Image? {
        Image(svg: sketch.svg, width: ChartSketch.width, height: ChartSketch.height)
    }

    /// "Bar chart, 8 series".
    static func label(_ sketch: ChartSketch) -> String {
        "\(sketch.kind.title), \(sketch.series.count) series"
    }
}
