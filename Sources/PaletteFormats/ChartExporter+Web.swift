import ColorKit

extension ChartExporter {
    /// An ES module of D3 schemes: `schemeColrLightCategory` for `d3.scaleOrdinal`, and the ramps
    /// as arrays for `d3.interpolateRgbBasis` (`d3.scaleSequential(d3.interpolateRgbBasis(a))`).
    static func d3(_ modes: [ChartColors.Mode], chart: ChartColors) -> String {
        let name = ColorIdentifier.identifier(chart.name.isEmpty ? "Colr" : chart.name, style: .pascal)
        var lines = ["// \(CSSVariables.comment(chart.name)) chart schemes for D3: exported from Colr.", ""]
        for mode in modes {
            let prefix = "scheme" + name + ColorIdentifier.identifier(mode.name, style: .pascal)
            for (kind, colors) in [
                ("Category", mode.series), ("Sequential", mode.sequential), ("Diverging", mode.diverging),
            ] where !colors.isEmpty {
                let items = colors.map { "\"\(hex($0))\"" }.joined(separator: ", ")
                lines.append("export const \(prefix)\(kind) = [\(items)];")
            }
            lines.append("export const \(prefix)Background = \"\(hex(mode.background))\";")
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// `@theme { --color-chart-1: #…; }` from the first mode, then every later mode under the
    /// Tailwind variants that switch it (``TailwindTheme``), so `bg-chart-1` follows the
    /// project's `dark` and `contrast-more` as the theme export's colors do.
    static func tailwind(_ modes: [ChartColors.Mode], chart: ChartColors) -> String {
        TailwindTheme(
            title: "\(chart.name) chart colors for Tailwind CSS v4: exported from Colr.",
            base: declarations(modes[0], prefix: "--color-chart"),
            variants: modes.dropFirst().map {
                .init(
                    path: TailwindTheme.path(forMode: $0.name),
                    declarations: declarations($0, prefix: "--color-chart"))
            }
        ).css
    }
}
