import ColorKit

/// The two Swift exports: an `AppColor` enum (the IB-free chapter's style) and a SwiftUI
/// `Color` extension. Both typecheck on any platform: UIKit, AppKit and SwiftUI are imported
/// only where they exist.
enum SwiftSource {
    /// `AppColor` with one case per entry in alphabetical order, each color written once as hex.
    static func appColorEnum(_ palette: PaletteDocument) -> String {
        let cases = zip(ColorIdentifier.unique(palette.entryNames, style: .camel), palette.entries)
            .sorted { $0.0 < $1.0 }
        var lines = [
            "// \(comment(palette.displayName)): exported from Colr.",
            "",
            "#if canImport(UIKit)",
            "    import UIKit",
            "#elseif canImport(AppKit)",
            "    import AppKit",
            "#endif",
            "",
            "/// The colors of \(comment(palette.displayName)), in alphabetical order, each defined once by its hex value.",
            "enum AppColor: CaseIterable {",
        ]
        lines += cases.map { "    case \($0.0)" }
        lines += ["", "    /// The color as 0xRRGGBBAA.", "    var hex: UInt32 {", "        switch self {"]
        lines += cases.map { "        case .\($0.0): return \(hexLiteral($0.1.color))" }
        lines += [
            "        }",
            "    }",
            "",
            "    #if canImport(UIKit)",
            "        /// The color for UIKit.",
            "        var color: UIColor { UIColor(hex: hex) }",
            "    #elseif canImport(AppKit)",
            "        /// The color for AppKit.",
            "        var color: NSColor { NSColor(hex: hex) }",
            "    #endif",
            "}",
            "",
        ]
        for (type, initializer) in [("UIKit", "UIColor"), ("AppKit", "NSColor")] {
            lines += [
                "#\(type == "UIKit" ? "if" : "elseif") canImport(\(type))",
                "    extension \(initializer) {",
                "        /// A color from 0xRRGGBBAA.",
                "        convenience init(hex: UInt32) {",
                "            self.init(",
                "                red: CGFloat((hex >> 24) & 0xFF) / 255, green: CGFloat((hex >> 16) & 0xFF) / 255,",
                "                blue: CGFloat((hex >> 8) & 0xFF) / 255, alpha: CGFloat(hex & 0xFF) / 255)",
                "        }",
                "    }",
            ]
        }
        lines += ["#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// `extension Color` with a static color per entry, in the palette's order.
    static func swiftUIExtension(_ palette: PaletteDocument) -> String {
        let names = ColorIdentifier.unique(palette.entryNames, style: .camel)
        var lines = [
            "// \(comment(palette.displayName)): exported from Colr.",
            "",
            "#if canImport(SwiftUI)",
            "    import SwiftUI",
            "",
            "    extension Color {",
        ]
        for (name, (label, entry)) in zip(names, zip(palette.entryNames, palette.entries)) {
            let color = entry.color
            lines.append("        /// \(comment(label)), \(color.hex).")
            lines.append(
                "        static let \(name) = Color(.sRGB, red: \(unit(color.red)), green: \(unit(color.green)), "
                    + "blue: \(unit(color.blue)), opacity: \(unit(color.alpha)))")
        }
        lines += ["    }", "#endif", ""]
        return lines.joined(separator: "\n")
    }

    static func hexLiteral(_ color: RGB8) -> String {
        let value =
            UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8
            | UInt32(color.alpha)
        let digits = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - digits.count) + digits
        return "0x" + padded.prefix(4) + "_" + padded.suffix(4)
    }

    /// A channel as a decimal fraction with up to four places, exactly reproducible to 8 bits.
    static func unit(_ channel: UInt8) -> String {
        if channel == 0 { return "0" }
        if channel == 255 { return "1" }
        let value = (Double(channel) / 255 * 10_000).rounded() / 10_000
        return String(value)
    }

    /// Text safe inside a `//` comment: one line.
    static func comment(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
