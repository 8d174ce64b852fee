import ColrClient
import ColrModels
import Foundation

/// How client commands print colors: one line per color with a swatch (their `--json` is
/// ``Output/json(_:)``, every command's one printer).
enum ClientOutput {
    /// A swatch for six hex digits (nothing when swatches are off or the hex is not one).
    static func swatch(_ hex: String) -> String {
        ColorHex(hex).map { Output.swatch($0.color) } ?? ""
    }

    /// `#ff0000  warm, red` with a swatch in front on a terminal.
    static func line(_ color: ColorSummary) -> String {
        var text = swatch(color.hex) + "#" + color.hex
        if let count = color.tagCount { text += "  \(count) tag" + (count == 1 ? "" : "s") }
        if !color.tags.isEmpty { text += "  " + color.tags.joined(separator: ", ") }
        return text
    }

    /// A color's detail: notations, names and tags.
    static func lines(_ detail: ColorDetail) -> [String] {
        var lines = [swatch(detail.hex) + "#" + detail.hex + (detail.stored ? "" : "  (not stored yet)")]
        for key in ["rgb", "hsb", "hsl", "oklch"] {
            if let value = detail.notations[key] { lines.append(label(key) + value) }
        }
        if !detail.names.exact.isEmpty {
            lines.append(
                label("names")
                    + detail.names.exact.map { "\($0.name) (\($0.namespace))" }.joined(separator: ", "))
        }
        if let nearest = detail.names.nearest.min(by: { $0.distance < $1.distance }),
            detail.names.exact.isEmpty
        {
            lines.append(
                label("nearest") + "\(nearest.name) (\(nearest.namespace), #\(nearest.hex), ΔEOK "
                    + Output.number(nearest.distance, digits: 3) + ")")
        }
        lines.append(
            label("tags") + (detail.tags.isEmpty ? "none" : detail.tags.map(\.name).joined(separator: ", ")))
        return lines
    }

    private static func label(_ text: String) -> String {
        text.padding(toLength: 8, withPad: " ", startingAt: 0)
    }
}
