/// The one rule for a hue that a color does not have, which every conversion into a space with
/// a hue (hsb, hsl, hwb, lch, oklch) follows.
///
/// A grey has no hue. A conversion reports its hue as missing, NaN (CSS's `none`), and gives it
/// the colorfulness of an exact grey: no saturation or chroma, and for hwb a whiteness and
/// blackness that add up to 100 %. What counts as a grey is the rule's one setting:
///
/// - ``exact``: no colorfulness at all. The hexagonal spaces need a chroma of exactly 0; the
///   polar forms allow 1e-12, the float noise the Lab and OKLab matrices leave on a grey. The
///   space structs (``HSL``, ``LCH``, …) use it, so every conversion round-trips to the last
///   digits coloraide checks, near-greys included.
/// - ``powerless``: CSS Color 4's thresholds ("Powerless color components"), below which a hue
///   cannot be told and is powerless. ``CSSColor`` uses it, so a trace of chroma left by
///   round-off does not come out as a tint, as the WPT tests expect.
///
/// A struct's `hue` is a plain number, so it holds a missing hue as 0, the value CSS computes
/// `none` as; ``CSSColor`` keeps it missing and writes `none`.
enum MissingHue: Sendable {
    /// A grey is a color with no colorfulness at all (beyond float noise in the polar forms).
    case exact
    /// A grey is a color CSS Color 4 calls powerless.
    case powerless

    /// The chroma at or below which an lch or oklch hue is missing.
    func greyChroma(in space: CSSColorSpace) -> Double {
        switch (self, space) {
        case (.exact, _): 1e-12
        case (.powerless, .lch): 0.0015
        default: 0.000004
        }
    }

    /// A saturation (in percent) at or below which a CSS hsl hue is powerless; hwb's whiteness
    /// plus blackness at or above 100 minus this does the same.
    static let powerlessSaturation = 0.001

    /// Whether hsl, hwb, lch or oklch components (in CSS units) are a grey by this rule.
    ///
    /// For hsl and hwb under ``exact``, the hexagonal hue is already missing exactly when the
    /// chroma is 0, so nothing more is a grey. The CSS thresholds have a hair of slack that
    /// absorbs the float error of the conversion that produced the components.
    func isGrey(_ c: SIMD3<Double>, in space: CSSColorSpace) -> Bool {
        let slack = 1e-9
        switch (self, space) {
        case (.powerless, .hsl): return abs(c.y) <= Self.powerlessSaturation + slack
        case (.powerless, .hwb): return c.y + c.z >= 100 - Self.powerlessSaturation - slack
        case (_, .lch), (_, .oklch): return c.y <= greyChroma(in: space)
        default: return false
        }
    }

    /// The components as the grey they are when this rule finds them one: the hue missing and
    /// the colorfulness an exact grey's.
    func greyed(_ c: SIMD3<Double>, in space: CSSColorSpace) -> SIMD3<Double> {
        guard isGrey(c, in: space) else { return c }
        switch space {
        case .hsl: return SIMD3(.nan, 0, c.z)
        case .hwb:
            let sum = c.y + c.z
            let white = sum == 0 ? 0 : c.y / sum * 100
            return SIMD3(.nan, white, 100 - white)
        default: return SIMD3(c.x, 0, .nan)
        }
    }

    /// A hue as a space struct holds it: a missing hue is 0.
    static func number(_ hue: Double) -> Double { hue.isNaN ? 0 : hue }
}
