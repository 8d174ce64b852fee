/// A diverging chart scale: two hues stepping out from a neutral midpoint, for values either
/// side of a meaningful middle (zero, an average, a target). The wings mirror each other in
/// lightness, steps are even, every class is clear of the background, with the proof.
///
/// An even count has no middle class: its two innermost classes sit one step out from a
/// midpoint that is not shown, as ColorBrewer's even scales are its odd ones with the middle
/// dropped.
public struct DivergingScale: Hashable, Sendable {
    /// The colors from the `negative` end to the `positive` end, 8-bit as they will be written.
    public var colors: [RGBColor]
    /// The neutral the wings step out from: the middle class of an odd count.
    public var midpoint: RGBColor
    /// Classed or continuous, and how many.
    public var form: ScaleForm
    /// The backgrounds it was made for and measured on.
    public var backgrounds: [RGBColor]
    /// What the colors reach.
    public var proof: ScaleProof

    /// How far apart in hue, at least, the two ends must be: the wings share their lightness,
    /// so hue is all that tells one side from the other.
    static let minimumHueSeparation = 45.0
    /// How far in lightness the ends reach from the midpoint, at least: what gives the wings
    /// room for their steps.
    static let minimumWingSpan = 0.45
    /// The exponent chroma grows by along a wing, as u^e (u from midpoint to end): under 1, so
    /// it grows faster than linearly near the midpoint and the innermost classes already show
    /// their side's hue. An even count's two innermost classes meet each other at the same
    /// lightness, told apart by hue alone, so they get more (0.45); an odd count's meet the grey
    /// midpoint, which a dichromat tells from them more by lightness than by a hue they may
    /// not see, so they keep more of their step in lightness (0.6).
    static func chromaExponent(count: Int) -> Double { count % 2 == 0 ? 0.45 : 0.6 }
    /// The chroma the ends are raised to where sRGB holds it at their lightness: muted ends
    /// leave the innermost classes of an even count too alike for a dichromat.
    static let leastEndChroma = 0.12
}
