/// The ColorModel chapter's chart: every hue (x, 0…360° left to right) and saturation
/// (y, 0…100 % top to bottom) at one brightness, with a marker at the current color.
public enum HueSaturationChart {
    /// Renders the chart at `brightness` (0…100 %) into an image of the given size.
    ///
    /// Each pixel is sampled at its center. The work per pixel is one multiply-add per channel:
    /// a column's hue weights are computed once, as are a row's brightness and saturation terms.
    /// The result is bit-identical to ``renderPerPixel(brightness:width:height:)``.
    public static func render(brightness: Double, width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: max(width, 0), height: max(height, 0))
        guard width > 0, height > 0 else { return image }
        let value = min(max(brightness, 0), 100) / 100
        var weights = [SIMD4<Double>](repeating: .zero, count: width)
        for x in 0..<width {
            let h = hue(atColumn: x, width: width) / 60
            weights[x] = SIMD4(weight(5, h), weight(3, h), weight(1, h), 0)
        }
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            weights.withUnsafeBufferPointer { weights in
                var offset = 0
                for y in 0..<height {
                    let s = saturation(atRow: y, height: height) / 100
                    let scale = value * s
                    for x in 0..<width {
                        let channels = value - scale * weights[x]
                        pixels[offset] = byte(channels.x)
                        pixels[offset + 1] = byte(channels.y)
                        pixels[offset + 2] = byte(channels.z)
                        pixels[offset + 3] = 255
                        offset += 4
                    }
                }
            }
        }
        return image
    }

    /// The straightforward version: an HSB color per pixel, converted on its own, as the
    /// chapter's drawing code does. Kept as the reference the fast path is tested and measured against.
    public static func renderPerPixel(brightness: Double, width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: max(width, 0), height: max(height, 0))
        let value = min(max(brightness, 0), 100)
        for y in 0..<max(height, 0) {
            for x in 0..<max(width, 0) {
                let color = HSB(
                    hue: hue(atColumn: x, width: width), saturation: saturation(atRow: y, height: height),
                    brightness: value
                ).rgbColor.rgb8
                image[x, y] = (color.red, color.green, color.blue, 255)
            }
        }
        return image
    }

    /// The hue and saturation under a point in a chart of the given size, clamped to the chart.
    public static func hueAndSaturation(atX x: Double, y: Double, width: Double, height: Double) -> (
        hue: Double, saturation: Double
    ) {
        guard width > 0, height > 0 else { return (0, 0) }
        return (min(max(x / width, 0), 1) * 360, min(max(y / height, 0), 1) * 100)
    }

    /// Where the marker for a hue and saturation sits in a chart of the given size.
    public static func markerPosition(hue: Double, saturation: Double, width: Double, height: Double) -> (
        x: Double, y: Double
    ) {
        (min(max(hue / 360, 0), 1) * width, min(max(saturation / 100, 0), 1) * height)
    }

    @inline(__always)
    static func hue(atColumn x: Int, width: Int) -> Double {
        (Double(x) + 0.5) / Double(width) * 360
    }

    @inline(__always)
    static func saturation(atRow y: Int, height: Int) -> Double {
        (Double(y) + 0.5) / Double(height) * 100
    }

    /// HSB's channel weight for channel `n` (5 red, 3 green, 1 blue) at sector position `h`.
    @inline(__always)
    private static func weight(_ n: Double, _ h: Double) -> Double {
        let k = (n + h).truncatingRemainder(dividingBy: 6)
        return max(0, min(k, 4 - k, 1))
    }

    /// The same rounding as ``RGBColor/rgb8``; values here are already within 0…1.
    @inline(__always)
    private static func byte(_ value: Double) -> UInt8 {
        UInt8(truncatingIfNeeded: Int(value * 255 + 0.5))
    }
}
