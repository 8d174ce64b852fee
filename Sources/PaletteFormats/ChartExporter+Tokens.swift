import ColorKit
import ColrModels

extension ChartExporter {
    /// CSS custom properties (`--chart-1`, `--chart-sequential-1`, `--chart-diverging-1`,
    /// `--chart-background`): the first mode on `:root`, then each of Colr's other modes under
    /// the media query a browser switches it with (dark, `prefers-contrast: more`, both), in
    /// that order so the last that matches wins; a mode Colr does not know under
    /// `:root[data-chart-mode="<name>"]`.
    static func css(_ modes: [ChartColors.Mode], chart: ChartColors) -> String {
        var lines = [
            "/* \(CSSVariables.comment(chart.name)) chart colors: exported from Colr. */", ":root {",
        ]
        lines += declarations(modes[0], prefix: "--chart").map { "  " + $0 }
        lines.append("}")
        for mode in modes.dropFirst() {
            lines.append("")
            if let query = mediaQuery(mode.name) {
                lines += ["@media \(query) {", "  :root {"]
                lines += declarations(mode, prefix: "--chart").map { "    " + $0 }
                lines += ["  }", "}"]
            } else {
                lines.append(":root[data-chart-mode=\"\(slug(mode))\"] {")
                lines += declarations(mode, prefix: "--chart").map { "  " + $0 }
                lines.append("}")
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// The media query that selects one of Colr's modes; nil for light (the default) and for a
    /// mode Colr does not know.
    static func mediaQuery(_ mode: String) -> String? {
        switch ThemeMode(rawValue: mode) {
        case .dark: "(prefers-color-scheme: dark)"
        case .lightHighContrast: "(prefers-contrast: more)"
        case .darkHighContrast: "(prefers-color-scheme: dark) and (prefers-contrast: more)"
        case .light, nil: nil
        }
    }

    /// One mode's variables, `prefix-1: #…;` and so on, series then ramps then the background.
    static func declarations(_ mode: ChartColors.Mode, prefix: String) -> [String] {
        var lines = mode.series.enumerated().map { "\(prefix)-\($0.offset + 1): \(hex($0.element));" }
        lines += mode.sequential.enumerated().map {
            "\(prefix)-sequential-\($0.offset + 1): \(hex($0.element));"
        }
        lines += mode.diverging.enumerated().map {
            "\(prefix)-diverging-\($0.offset + 1): \(hex($0.element));"
        }
        lines.append("\(prefix)-background: \(hex(mode.background));")
        return lines
    }

    /// One mode as a W3C Design Tokens (DTCG 2025.10) document: a `chart` group of color tokens,
    /// `series`, `sequential` and `diverging` numbered from 1, and `background`, each `$value`
    /// in the format's structured sRGB form with its hex.
    static func designTokens(_ mode: ChartColors.Mode, chart: ChartColors) -> JSONValue {
        func token(_ color: RGBColor) -> JSONValue {
            let c = color.clamped.rgb8
            return .object([
                (
                    "$value",
                    .object([
                        ("colorSpace", .string("srgb")),
                        ("components", .array([c.red, c.green, c.blue].map { .number(Double($0) / 255) })),
                        ("hex", .string(hex(color))),
                    ])
                )
            ])
        }
        func group(_ colors: [RGBColor]) -> JSONValue {
            .object(colors.enumerated().map { (String($0.offset + 1), token($0.element)) })
        }
        var members: [(key: String, value: JSONValue)] = [
            ("$type", .string("color")),
            ("$description", .string("\(chart.name) chart colors, \(mode.name) mode: exported from Colr")),
            ("series", group(mode.series)),
        ]
        if !mode.sequential.isEmpty { members.append(("sequential", group(mode.sequential))) }
        if !mode.diverging.isEmpty { members.append(("diverging", group(mode.diverging))) }
        members.append(("background", token(mode.background)))
        return .object([("chart", .object(members))])
    }

    /// Every mode's colors in one plain JSON document, modes in order:
    /// `{"name": …, "order": [...], "modes": {"light": {"series": [...], "sequential": [...],
    /// "diverging": [...], "background": "#…"}}}`.
    static func plainJSON(_ modes: [ChartColors.Mode], chart: ChartColors) -> JSONValue {
        .object([
            ("name", .string(chart.name)),
            ("order", .array(modes.map { .string($0.name) })),
            (
                "modes",
                .object(
                    modes.map { mode in
                        (
                            mode.name,
                            .object([
                                ("series", hexArray(mode.series)), ("sequential", hexArray(mode.sequential)),
                                ("diverging", hexArray(mode.diverging)),
                                ("background", .string(hex(mode.background))),
                            ])
                        )
                    })
            ),
        ])
    }
}
