/// Every color a chart series may take, measured once per process: a grid over OKLCH (hue every
/// 4°, chroma from 0.08 in steps of 0.03, lightness 0.30…0.92 in steps of 0.02), each point
/// rounded to the 8-bit color it will be written as, kept when sRGB holds it, and seen by every
/// ``ChartVision``.
///
/// Generation only filters and compares these: the conversions and simulations, most of the
/// work, are paid once.
struct ChartCandidates: Sendable {
    /// One point of the grid.
    struct Point: Sendable {
        /// The grid hue, in degrees: the series' identity across modes.
        var hue: Double
        /// The 8-bit color, as it will be written.
        var color: RGBColor
        /// Its relative luminance, for contrast.
        var luminance: Double
        /// Its OKLab lightness.
        var lightness: Double
        /// Its OKLCH chroma.
        var chroma: Double
        /// It in OKLab, as each vision sees it.
        var sight: ChartSight
    }

    /// The hues of the grid, in degrees.
    static let hues = stride(from: 0.0, to: 360, by: 4).map { $0 }
    /// The points, grouped by hue: `byHue[h]` holds the points of `hues[h]`.
    let byHue: [[Point]]

    /// The grid, built on first use.
    static let shared = ChartCandidates()

    private init() {
        let chromas = stride(from: 0.08, through: 0.32, by: 0.03).map { $0 }
        let lightnesses = stride(from: 0.30, through: 0.92, by: 0.02).map { $0 }
        byHue = Self.hues.map { hue in
            var points: [Point] = []
            for lightness in lightnesses {
                for chroma in chromas {
                    guard
                        let point = Self.point(
                            OKLCH(lightness: lightness, chroma: chroma, hue: hue), hue: hue)
                    else { continue }
                    points.append(point)
                }
            }
            return points
        }
    }

    /// The point for `color` with `hue` as its identity, or nil when sRGB cannot hold it.
    static func point(_ color: OKLCH, hue: Double) -> Point? {
        let exact = color.rgbColor
        guard exact.isInGamut else { return nil }
        return point(RGBColor(exact.rgb8), hue: hue)
    }

    /// The point for an 8-bit color.
    static func point(_ color: RGBColor, hue: Double) -> Point {
        let polar = OKLCH(color)
        return Point(
            hue: hue, color: color, luminance: Contrast.relativeLuminance(color), lightness: polar.lightness,
            chroma: polar.chroma, sight: ChartSight(color))
    }
}
