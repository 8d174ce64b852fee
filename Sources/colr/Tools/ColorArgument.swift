import ColorKit
import ColorNames

/// Reads a color from the command line: hex, any CSS Color 4 syntax, `hsb()`, or a name.
///
/// Names are looked up in CSS first, then UIKit, X11 and the long color-names list, so the
/// web's meaning of `green` wins on the command line.
enum ColorArgument {
    static let builtIn = ColorParser(catalogs: [.css, .uikit])

    static func parse(_ text: String) throws(ColorKitError) -> RGBColor {
        do {
            return try builtIn.parse(text)
        } catch .unknownName {
            // Only a name CSS and UIKit lack is worth reading the long lists from disk for; the
            // built-in lists come first in both parsers, so the answer is the same either way.
            let all = ColorParser(catalogs: [
                .css, .uikit, try ColorNameCatalog.bundled(.x11), try ColorNameCatalog.bundled(.colornames),
            ])
            return try all.parse(text)
        }
    }
}
