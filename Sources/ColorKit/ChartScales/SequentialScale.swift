/// A sequential chart scale: colors for ordered values from low to high, lightness rising or
/// falling all the way, in even steps, every color clear of the background, with the proof of
/// what it reaches.
///
/// Low values sit nearest the background's lightness and high values farthest from it, so more
/// stands out more: dark on a light page, light on a dark one.
public struct SequentialScale: Hashable, Sendable {
    /// How the hue runs along the scale.
    public enum Hues: String, Hashable, Sendable, Codable, CaseIterable {
        /// One hue, the source color's, from a pale or deep tint of it to its other end.
        case single
        /// The light end turns toward yellow (up to 90° of hue, as ColorBrewer's YlGnBu and
        /// YlOrRd do): yellow holds the most chroma at high lightness, so the light classes
        /// stay colorful and hue helps lightness tell them apart.
        case multi
    }

    /// The colors, low value first, 8-bit as they will be written.
    public var colors: [RGBColor]
    /// Classed or continuous, and how many.
    public var form: ScaleForm
    /// The backgrounds it was made for and measured on.
    public var backgrounds: [RGBColor]
    /// What the colors reach.
    public var proof: ScaleProof

    /// Wraps colors and measures them; throws when they miss a requirement.
    static func proven(
        _ colors: [RGBColor], form: ScaleForm, backgrounds: [RGBColor], requirements: ScaleRequirements
    ) throws(ColorKitError) -> SequentialScale {
        let proof = ScaleProof(
            sequential: colors, backgrounds: backgrounds, isClassed: form.isClassed,
            requirements: requirements)
        guard proof.isMet else {
            throw .unsatisfiable(reason: "a sequential scale of \(form.count): \(proof.shortfallSummary)")
        }
        return SequentialScale(colors: colors, form: form, backgrounds: backgrounds, proof: proof)
    }
}
