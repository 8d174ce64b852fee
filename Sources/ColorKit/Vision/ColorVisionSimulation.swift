/// Shows a color as a person with a color-vision deficiency would see it.
///
/// All work happens in linear sRGB, with the same per-type choice of model as coloraide's
/// filters, against which it is tested:
///
/// - Protan and deutan at full severity: Viénot, Brettel & Mollon (1999). In LMS cone space the
///   missing cone's response is replaced by the combination of the other two that leaves white
///   and sRGB blue unchanged. For these two, Brettel 1997's anchors (475 and 575 nm) are almost
///   coplanar with white, so its two half-planes nearly coincide: one plane is as faithful and
///   is not ill-conditioned.
/// - Protan and deutan below full severity: Machado, Oliveira & Fernandes (2009), interpolated
///   between their tenths. Machado's own matrix at severity 1 is not Viénot's, so the view
///   steps between severity 0.999 and 1, as the reference's does: by about one JND for a
///   typical color (median ΔEOK 0.02 over random sRGB colors; one in ten over 0.085), more for
///   saturated blues (0.23 in linear sRGB for pure blue with deutan). Blending the two near 1
///   would remove the step but depart from both published models, so the switch stays.
/// - Tritan at every severity: Brettel, Viénot & Mollon (1997), ``BrettelDichromacy``, mixed
///   linearly with the color itself below full severity, so 0…1 is continuous. Viénot's single
///   plane is poor for tritanopia, and coloraide too prefers this to Machado's tritan matrices,
///   which it treats as only an approximation.
/// - Achromatopsia keeps only luminance, mixed linearly below full severity.
public enum ColorVisionSimulation {
    /// Linear sRGB to LMS, as published by Viénot, Brettel & Mollon (1999) (Smith–Pokorny
    /// fundamentals), scaled by 1/100.
    static let rgbToLMS = Matrix3(rowMajor: [
        0.178_824_041_258, 0.435_160_905_7, 0.041_193_496_92,
        0.034_556_423_182, 0.271_553_824_58, 0.038_671_308_36,
        0.000_299_565_576, 0.001_843_089_6, 0.014_670_861_36,
    ])

    static let protanopia = projection(replacing: 0, anchor: SIMD3(0, 0, 1))
    static let deuteranopia = projection(replacing: 1, anchor: SIMD3(0, 0, 1))
    static let machado: [ColorVisionDeficiency: [Matrix3]] = [
        .protan: MachadoMatrices.protan.map(Matrix3.init(rowMajor:)),
        .deutan: MachadoMatrices.deutan.map(Matrix3.init(rowMajor:)),
    ]

    /// The color as seen with `deficiency` at `severity` (0 is typical vision, 1 the full
    /// deficiency). The result may lie slightly outside sRGB, as the models allow; alpha is kept.
    public static func simulate(
        _ color: RGBColor, _ deficiency: ColorVisionDeficiency, severity: Double = 1
    ) -> RGBColor {
        let linear = LinearRGB(color)
        let seen = simulateLinear(
            SIMD3(linear.red, linear.green, linear.blue), deficiency, severity: severity)
        return LinearRGB(red: seen.x, green: seen.y, blue: seen.z, alpha: color.alpha).rgbColor
    }

    /// The color as seen, brought into sRGB the way CSS Color 4 maps a color to a display
    /// (OKLCH chroma reduced, lightness and hue kept), for a swatch or a hex value. The
    /// models can leave sRGB (Machado's matrices push saturated reds below zero), and clipping
    /// would shift the hue of exactly the colors being compared.
    public static func displayable(
        _ color: RGBColor, _ deficiency: ColorVisionDeficiency, severity: Double = 1
    ) -> RGBColor {
        GamutMapping.toSRGB(simulate(color, deficiency, severity: severity))
    }

    /// The same on linear sRGB components.
    public static func simulateLinear(
        _ rgb: SIMD3<Double>, _ deficiency: ColorVisionDeficiency, severity: Double = 1
    ) -> SIMD3<Double> {
        let severity = min(max(severity.isNaN ? 0 : severity, 0), 1)
        switch deficiency {
        case .achroma:
            let y = (SIMD3(0.212_672_9, 0.715_152_2, 0.072_175_0) * rgb).sum()
            return rgb + (SIMD3(repeating: y) - rgb) * severity
        case .tritan:
            let seen = BrettelDichromacy.tritanopia.apply(rgb)
            return severity == 1 ? seen : rgb + (seen - rgb) * severity
        case .protan, .deutan:
            if severity == 1 { return (deficiency == .protan ? protanopia : deuteranopia).apply(rgb) }
            let table = machado[deficiency] ?? []
            let scaled = severity * 10
            let lower = Int(scaled)
            let low = table[lower].apply(rgb)
            guard lower < 10, scaled > Double(lower) else { return low }
            return low + (table[lower + 1].apply(rgb) - low) * (scaled - Double(lower))
        }
    }

    /// The linear-sRGB matrix that replaces LMS component `missing` by the combination of the
    /// other two that agrees with typical vision on white and on `anchor`.
    static func projection(replacing missing: Int, anchor: SIMD3<Double>) -> Matrix3 {
        let white = rgbToLMS.apply(SIMD3(1, 1, 1))
        let other = rgbToLMS.apply(anchor)
        let kept = [0, 1, 2].filter { $0 != missing }
        // Solve x·w[k0] + y·w[k1] = w[missing] and the same for the anchor, by Cramer's rule.
        let (w0, w1, a0, a1) = (white[kept[0]], white[kept[1]], other[kept[0]], other[kept[1]])
        let determinant = w0 * a1 - w1 * a0
        let x = (white[missing] * a1 - w1 * other[missing]) / determinant
        let y = (w0 * other[missing] - white[missing] * a0) / determinant
        var values = [1.0, 0, 0, 0, 1, 0, 0, 0, 1]
        values[missing * 3 + missing] = 0
        values[missing * 3 + kept[0]] = x
        values[missing * 3 + kept[1]] = y
        return rgbToLMS.inverse * Matrix3(rowMajor: values) * rgbToLMS
    }
}
