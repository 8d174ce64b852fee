import ColorKit
import Synchronization
import ViewKit

/// The ColorModel chapter's chart: hue across, saturation down, at the model's brightness,
/// with a black-stroked circle in the current color. Touching or dragging sets hue and
/// saturation. The picture is redrawn only when brightness changes (and cached per brightness
/// and size for every session), while the circle moves as a light overlay.
final class ChartView: CanvasView {
    let model: HSBColorModel
    private var drawnBrightness: Double?
    static let size = Size(width: 360, height: 200)

    init(model: HSBColorModel) {
        self.model = model
        super.init(bounds: Self.size)
        accessibilityLabel = "Hue and saturation chart"
        observe { [unowned self] in
            let brightness = model.brightness
            if brightness != drawnBrightness { setNeedsDisplay() }
            let point = HueSaturationChart.markerPosition(
                hue: model.hue, saturation: model.saturation, width: Self.size.width, height: Self.size.height
            )
            markers = [
                Marker(
                    center: Point(x: point.x, y: point.y), diameter: 22, fill: AppColor.color(model.color),
                    stroke: .black)
            ]
        }
    }

    override func draw() -> Image? {
        let brightness = model.brightness
        drawnBrightness = brightness
        return Self.cache.image(
            brightness: brightness, width: Int(Self.size.width), height: Int(Self.size.height))
    }

    override func touchBegan(at point: Point) { pick(point) }
    override func touchMoved(to point: Point) { pick(point) }
    override func touchEnded(at point: Point) { pick(point) }

    private func pick(_ point: Point) {
        let picked = HueSaturationChart.hueAndSaturation(
            atX: point.x, y: point.y, width: bounds.width, height: bounds.height)
        model.hue = picked.hue
        model.saturation = picked.saturation
    }

    static let cache = ChartCache()
}

/// Rendered charts by (brightness, size), shared by all sessions: a PNG is a few kilobytes and
/// takes milliseconds to encode, so each brightness is encoded once.
final class ChartCache: Sendable {
    private let images = Mutex<[String: Image]>([:])
    private let limit = 512

    func image(brightness: Double, width: Int, height: Int) -> Image {
        let key = "\(Int((brightness * 10).rounded()))/\(width)x\(height)"
        if let cached = images.withLock({ $0[key] }) { return cached }
        let raster = HueSaturationChart.render(brightness: brightness, width: width, height: height)
        let image = Image(png: PNGEncoder.encode(raster), width: width, height: height)
        images.withLock { table in
            if table.count >= limit { table.removeAll() }
            table[key] = image
        }
        return image
    }

    var count: Int { images.withLock { $0.count } }
}
