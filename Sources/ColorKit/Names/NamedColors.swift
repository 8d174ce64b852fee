/// Name lists built into ColorKit: UIKit's class colors here, CSS's keywords beside it.
public enum NamedColors {
    /// UIKit's class colors with their exact component values (greys are fractions of white).
    public static let uikit: [NamedColor] = [
        ("black", RGBColor(white: 0)),
        ("blue", RGBColor(red: 0, green: 0, blue: 1)),
        ("brown", RGBColor(red: 0.6, green: 0.4, blue: 0.2)),
        ("clear", RGBColor(white: 0, alpha: 0)),
        ("cyan", RGBColor(red: 0, green: 1, blue: 1)),
        ("darkGray", RGBColor(white: 1.0 / 3)),
        ("gray", RGBColor(white: 0.5)),
        ("green", RGBColor(red: 0, green: 1, blue: 0)),
        ("lightGray", RGBColor(white: 2.0 / 3)),
        ("magenta", RGBColor(red: 1, green: 0, blue: 1)),
        ("orange", RGBColor(red: 1, green: 0.5, blue: 0)),
        ("purple", RGBColor(red: 0.5, green: 0, blue: 0.5)),
        ("red", RGBColor(red: 1, green: 0, blue: 0)),
        ("white", RGBColor(white: 1)),
        ("yellow", RGBColor(red: 1, green: 1, blue: 0)),
    ].map { NamedColor(name: $0.0, color: $0.1, namespace: .uikit) }

    /// CSS Color 4's named colors as ``NamedColor`` values (`transparent` is a keyword, not a name).
    public static let cssColors: [NamedColor] = css.map {
        NamedColor(
            name: $0.name, color: RGBColor(RGB8(red: $0.red, green: $0.green, blue: $0.blue)),
            namespace: .css)
    }
}
