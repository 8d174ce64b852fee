import ArgumentParser
import ColorKit
import Foundation
import PaletteFormats

extension ChartFormat: ExpressibleByArgument {}

extension ChartPaletteCommand {
    /// Everything a chart library's file can hold, for each mode asked for: `count` series
    /// (the given colors first), a 9-stop sequential ramp from the brand for heat maps and
    /// ordinal scales, a 9-stop diverging ramp between the first two colors when two are given,
    /// and the mode's background.
    static func chartColors(name: String, colors: [RGBColor], count: Int, modes: [ThemeMode])
        throws(ColorKitError) -> ChartColors
    {
        guard let brand = colors.first else {
            throw .unsatisfiable(reason: "chart colors need a brand color")
        }
        let theme = Theme(brand: brand)
        let charts = modes.map { ChartMode(theme: theme, mode: $0) }
        let palette = try CategoricalPalette.generate(count: count, modes: charts, pinned: colors)
        var result: [ChartColors.Mode] = []
        for (chart, series) in zip(charts, palette.colors) {
            let sequential = try SequentialScale.generate(from: brand, form: .continuous(stops: 9), on: chart)
            let diverging =
                colors.count >= 2
                ? try DivergingScale.generate(
                    from: brand, to: colors[1], form: .continuous(stops: 9), on: chart
                ).colors
                : []
            result.append(
                ChartColors.Mode(
                    name: chart.name, series: series, sequential: sequential.colors, diverging: diverging,
                    background: chart.backgrounds[0]))
        }
        return ChartColors(name: name, modes: result)
    }

    /// Writes `format`'s files for the chart into `directory`, and says which it wrote.
    func export(_ format: ChartFormat, colors given: [RGBColor], modes: [ThemeMode]) throws {
        let chart = try Self.chartColors(name: name, colors: given, count: count, modes: modes)
        let folder = URL(fileURLWithPath: output ?? ".", isDirectory: true)
        for file in try ChartExporter.export(chart, as: format) {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.bytes).write(to: url, options: .atomic)
            Swift.print("wrote \(url.path)")
        }
    }
}
