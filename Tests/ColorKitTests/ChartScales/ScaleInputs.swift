import ColorKit

/// What the scale tests generate from: brand colors of every hue family (and black, which has
/// none), and pages as design systems set them, light and dark, each with a surface.
enum ScaleInputs {
    static func color(_ hex: String) -> RGBColor {
        RGBColor(RGB8(rgb: UInt32(hex.dropFirst(), radix: 16) ?? 0))
    }

    static let light = ChartMode(name: "light", backgrounds: ["#ffffff", "#f6f8fa"].map(color))
    static let dark = ChartMode(name: "dark", backgrounds: ["#0d1117", "#161b22"].map(color))
    static let white = ChartMode(name: "white", backgrounds: [color("#ffffff")])
    static let nearBlack = ChartMode(name: "near-black", backgrounds: [color("#0d1117")])
    /// A page no scale has room on: mid-grey leaves too little lightness either way.
    static let midGrey = ChartMode(name: "mid-grey", backgrounds: [color("#777777")])

    static let modes = [light, dark, white, nearBlack]

    /// Blue (GitHub's accent, the brief's case), red, green, purple, ochre and black.
    static let brands = ["#0969da", "#d1242f", "#1a7f37", "#8250df", "#bf8700", "#000000"].map(color)

    /// Diverging ends: red–blue (RdBu's) and orange–purple (PuOr's).
    static let divergingEnds = [("#d1242f", "#0969da"), ("#bf5b00", "#8250df")].map {
        (color($0.0), color($0.1))
    }
    /// Brown–teal (BrBG's): both muted, teal especially at the lightness a light page's ends
    /// take, so an even count's two innermost classes come close for a protanope.
    static let brownTeal = (color("#8c510a"), color("#01665e"))
}
