import Codecs
import ColorKit
import ViewKit

/// The ColorModel chapter's chart: hue across, saturation down, at the model's brightness,
/// with a black-stroked circle in the current color. Touching or dragging sets hue and
/// saturation.
///
/// An HSB color at brightness b is b times the same hue and saturation at full brightness, so
/// the chart is drawn once, at full brightness, and dimmed by a black layer of opacity 1 − b:
/// moving the brightness slider sends a style patch, never a new picture, and costs no CPU.
final class ChartView: CanvasView {
    let model: HSBColorModel
    static let size = Size(width: 360, height: 200)

    init(model: HSBColorModel) {
        self.model = model
        super.init(bounds: Self.size)
        accessibilityLabel = "Hue and saturation chart"
        observe { [weak self] in
            guard let self else { return }
            dimming = 1 - min(max(model.brightness / 100, 0), 1)
            let point = HueSaturationChart.markerPosition(
                hue: model.hue, saturation: model.saturation, width: Self.size.width, height: Self.size.height
            )
            markers = [
                Marker(
                    center: Point(x: point.x, y: point.y), diameter: 22, fill: AppColor.color(model.color),
                    stroke: .black)
            ]
            adjustable = Adjustable(
                value: model.hue.rounded(), minimum: 0, maximum: 360,
                text: "hue \(Int(model.hue)) degrees, saturation \(Int(model.saturation)) percent")
        }
    }

    /// Arrows move hue (left, right) and saturation (up, down) by one, or ten with Shift;
    /// Home and End go to the ends of the hue.
    override func pressesBegan(_ press: KeyPress) {
        let step = press.shift ? 10.0 : 1.0
        switch press.key {
        case "ArrowLeft": model.hue = max(model.hue.rounded() - step, 0)
        case "ArrowRight": model.hue = min(model.hue.rounded() + step, 360)
        case "ArrowUp": model.saturation = min(model.saturation.rounded() + step, 100)
        case "ArrowDown": model.saturation = max(model.saturation.rounded() - step, 0)
        case "Home": model.hue = 0
        case "End": model.hue = 360
        default: break
        }
    }

    override func draw() -> Image? { Self.fullBrightness }

    override func touchBegan(at point: Point) { pick(point) }
    override func touchMoved(to point: Point) { pick(point) }
    override func touchEnded(at point: Point) { pick(point) }

    private func pick(_ point: Point) {
        let picked = HueSaturationChart.hueAndSaturation(
            atX: point.x, y: point.y, width: bounds.width, height: bounds.height)
        model.hue = picked.hue
        model.saturation = picked.saturation
    }

    /// The chart at full brightness, drawn and encoded once per process, on first use.
    static let fullBrightness: Image = {
        let width = Int(size.width)
        let height = Int(size.height)
        let raster = HueSaturationChart.render(brightness: 100, width: width, height: height)
        return Image(png: PNGEncoder.encode(raster), width: width, height: height)
    }()
}
