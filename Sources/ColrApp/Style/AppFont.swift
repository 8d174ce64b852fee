import Logging
import ViewKit

/// The app's fonts, in alphabetical order. A font the page cannot load falls back to the system
/// font; families are checked here so a typo is logged once instead of silently ignored.
enum AppFont: CaseIterable {
    case body
    case caption
    case hex
    case title

    /// Families the page can load (system stacks the browser always has).
    static let availableFamilies: Set<String> = ["system-ui", "ui-monospace", "ui-rounded", "Georgia"]

    private var requested: (family: String?, size: Double, weight: Int) {
        switch self {
        case .body: return (nil, 17, 400)
        case .caption: return (nil, 13, 400)
        case .hex: return ("ui-monospace", 22, 600)
        case .title: return ("ui-rounded", 28, 700)
        }
    }

    /// The font; an unknown family is logged and replaced by the system font.
    var font: Font {
        let request = requested
        return Self.resolve(family: request.family, size: request.size, weight: request.weight)
    }

    /// A font for a family, or the system font (with a log line) when the family cannot load.
    static func resolve(family: String?, size: Double, weight: Int) -> Font {
        guard let family else { return Font(size: size, weight: weight) }
        guard availableFamilies.contains(family) else {
            logger.warning("font family \(family) cannot load; using the system font")
            return Font(size: size, weight: weight)
        }
        return Font(family: "\(family), system-ui, sans-serif", size: size, weight: weight)
    }

    static let logger = Logger(label: "colr.app.fonts")
}
