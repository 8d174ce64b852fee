import ColorKit

/// Reads a color from the command line: hex, any CSS Color 4 syntax, `hsb()`, or a name.
///
/// Names are looked up in CSS first, then UIKit, X11 and the long color-names list, so the
/// web's meaning of `green` wins on the command line.
enum ColorArgument {
    static let parser = ColorParser(namespaces: [.css, .uikit, .x11, .colornames])

    static func parse(_ text: String) throws(ColorKitError) -> RGBColor {
        try parser.parse(text)
    }
}
