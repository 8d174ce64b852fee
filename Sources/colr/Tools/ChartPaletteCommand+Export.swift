import ArgumentParser
import ColorKit
import Foundation
import PaletteFormats

extension ChartFormat: ExpressibleByArgument {}

extension ChartPaletteCommand {
    /// Everything a chart library's file can hold (``ChartColors/init(name:palette:brand:opposite:)``)
    /// for `count` series, the given colors first, in each mode asked for; the diverging ramp runs
    /// between the first two colors when two are given.
    static func chartColors(name: String, colors: [RGBColor], count: Int, modes: [ThemeMode])
        throws(ColorKitError) -> ChartColors
    {
        guard let brand = colors.first else {
            throw .unsatisfiable(reason: "chart colors need a brand color")
        }
        let theme = Theme(brand: brand)
        let charts = modes.map { ChartMode(theme: theme, mode: $0) }
        let palette = try CategoricalPalette.generate(count: count, modes: charts, pinned: colors)
        return try ChartColors(name: name, palette: palette, brand: brand, opposite: colors.dropFirst().first)
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
