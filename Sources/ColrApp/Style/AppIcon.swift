import Codecs
import ColorKit

/// Colr's icon: the Picker's hue and saturation chart at full brightness, in a rounded square.
public enum AppIcon {
    /// The icon as a 32×32 PNG, drawn once.
    public static let png: [UInt8] = {
        let size = 32
        let radius = 7.0
        var image = HueSaturationChart.render(brightness: 100, width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                // Distance past the rounded corner's arc, in pixels; the edge pixel is half covered.
                let dx = max(0, abs(Double(x) + 0.5 - Double(size) / 2) - (Double(size) / 2 - radius))
                let dy = max(0, abs(Double(y) + 0.5 - Double(size) / 2) - (Double(size) / 2 - radius))
                let outside = (dx * dx + dy * dy).squareRoot() - radius + 0.5
                let coverage = min(1, max(0, 1 - outside))
                image.pixels[(y * size + x) * 4 + 3] = UInt8((coverage * 255).rounded())
            }
        }
        return PNGEncoder.encode(image)
    }()
}
