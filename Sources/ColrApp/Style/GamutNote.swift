import ColorKit

/// What the app says about a color outside sRGB: the screen color that stands in for it, and
/// its value in Display P3, the wide gamut most recent screens show.
enum GamutNote {
    /// `color(display-p3 …)`, and whether the color lies inside Display P3 at all.
    static func displayP3(_ color: RGBColor) -> (text: String, fits: Bool) {
        let p3 = CSSColor(color).converted(to: .displayP3).components.map { $0 ?? 0 }
        let fits = p3.allSatisfy { $0 >= -1e-5 && $0 <= 1 + 1e-5 }
        return (color.formatted(.css(.displayP3)), fits)
    }

    /// The sentence after "shown as …": the P3 value, or that even P3 cannot show the color.
    static func wideGamutSentence(_ color: RGBColor) -> String {
        let (text, fits) = displayP3(color)
        return fits ? "A Display P3 screen shows it as \(text)." : "It is outside Display P3 too: \(text)."
    }
}
