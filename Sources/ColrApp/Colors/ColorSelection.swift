import ColorKit
import Foundation
import Observation

/// The color a detail screen shows; the Change modal sets it and the detail observes it, rather
/// than one controller reaching into another's view.
@Observable
final class ColorSelection {
    /// The color shown.
    var color: RGBColor
    /// What to call it in the URL (a UIKit name or the hex digits).
    var routeName: String

    init(color: RGBColor, routeName: String) {
        self.color = color
        self.routeName = routeName
    }

    /// Reads what the person typed: UIKit's class color names first (as the chapter's
    /// `UIColor` lookup did), then CSS names, then hex or any CSS color syntax.
    static func parse(_ text: String) -> RGBColor? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return try? ColorParser(catalogs: [.uikit, .css]).parse(trimmed)
    }
}
