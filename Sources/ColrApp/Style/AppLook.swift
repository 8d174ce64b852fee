import ColorKit
import ViewKit
import ViewKitThemes

/// Colr's own look: a Colr theme of its brand blue, given to ViewKit's semantic colors in one
/// call (ViewKitThemes' `ColorTheme(_:)`, the same one any ViewKit app can make), so every
/// screen is made the way Colr tells its users to make theirs.
public enum AppLook {
    /// The brand: the blue Colr's tint has always been.
    static let brand = RGBColor(RGB8(rgb: 0x0066CC))

    /// The look the server gives ViewKit (`ViewKitConfiguration.theme`).
    public static let theme = ColorTheme(Theme(brand: brand))
}
