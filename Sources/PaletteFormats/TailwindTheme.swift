import ColorKit

/// Theme variables for Tailwind CSS v4: the first mode's in `@theme`, every other mode's under
/// the variants Tailwind switches it with, inside `@layer theme { :root { … } }`. The one writer
/// of that shape, for the theme export and the chart export alike.
///
/// Colr's modes map onto Tailwind's own variants, so `bg-tint` follows whatever the project's
/// `dark` and `contrast-more` mean (a media query or a class): dark under `@variant dark`, light
/// with Increase Contrast under `@variant contrast-more`, dark with it under both, nested.
struct TailwindTheme {
    /// Declarations under a path of variants (`["contrast-more", "dark"]`), without indent.
    struct Variant {
        var path: [String]
        var declarations: [String]
    }

    /// The comment that opens the file, without the comment markers.
    var title: String
    /// The first mode's declarations, written in `@theme`.
    var base: [String]
    /// Every other mode's, in order.
    var variants: [Variant]
    /// Lines written last inside `:root`, already indented (a wide-gamut block).
    var extra: [String] = []

    /// The variants a mode is written under: none for light, Tailwind's `dark` and
    /// `contrast-more` for the others; a mode Colr does not know by its own name, for a custom
    /// variant the project defines (`@custom-variant dimmed …`).
    static func path(forMode name: String) -> [String] {
        switch ThemeMode(rawValue: name) {
        case .light: []
        case .dark: ["dark"]
        case .lightHighContrast: ["contrast-more"]
        case .darkHighContrast: ["contrast-more", "dark"]
        case nil: [ColorIdentifier.identifier(name, style: .kebab)]
        }
    }

    /// The style sheet.
    var css: String {
        var lines = ["/* \(CSSVariables.comment(title)) */", "@theme {"]
        lines += base.map { "  " + $0 }
        lines.append("}")
        if !variants.isEmpty || !extra.isEmpty {
            lines += ["", "@layer theme {", "  :root {"]
            lines += Self.nested(variants, indent: "    ")
            lines += extra
            lines += ["  }", "}"]
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// `variants` as nested `@variant` blocks at `indent`: those sharing a first variant in one
    /// block, in the order they first appear, their own declarations before deeper blocks.
    static func nested(_ variants: [Variant], indent: String) -> [String] {
        var order: [String] = []
        var groups: [String: [Variant]] = [:]
        for variant in variants {
            guard let head = variant.path.first else { continue }
            if groups[head] == nil { order.append(head) }
            groups[head, default: []].append(
                Variant(path: Array(variant.path.dropFirst()), declarations: variant.declarations))
        }
        var lines: [String] = []
        for head in order {
            let group = groups[head] ?? []
            lines.append("\(indent)@variant \(head) {")
            for variant in group where variant.path.isEmpty {
                lines += variant.declarations.map { indent + "  " + $0 }
            }
            lines += nested(group.filter { !$0.path.isEmpty }, indent: indent + "  ")
            lines.append("\(indent)}")
        }
        return lines
    }
}
