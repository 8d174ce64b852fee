import ColorKit

extension ChartExporter {
    /// A matplotlib style sheet. matplotlib reads hex colors in `cycler` without the `#` (a `#`
    /// starts a comment in a style file), so colors are written bare in quotes.
    static func matplotlibStyle(_ mode: ChartColors.Mode, chart: ChartColors) -> String {
        func bare(_ color: RGBColor) -> String { String(hex(color).dropFirst()) }
        let cycle = mode.series.map { "'\(bare($0))'" }.joined(separator: ", ")
        return [
            "## \(pythonComment(chart.name)) chart colors, \(pythonComment(mode.name)) mode: exported from Colr.",
            "## Use with: matplotlib.pyplot.style.use(\"path/to/this.mplstyle\")",
            "axes.prop_cycle: cycler('color', [\(cycle)])",
            "axes.facecolor: \(bare(mode.background))",
            "figure.facecolor: \(bare(mode.background))",
            "savefig.facecolor: \(bare(mode.background))",
            "",
        ].joined(separator: "\n")
    }

    /// A Python module of `ListedColormap`s, one per mode and ramp, named
    /// `<chart>_<mode>_sequential` / `_diverging` (also registered with matplotlib under those
    /// names when the module is imported), so `cmap="acme_light_sequential"` works after an import.
    static func matplotlibColormaps(_ modes: [ChartColors.Mode], chart: ChartColors) -> String {
        let prefix = ColorIdentifier.identifier(chart.name.isEmpty ? "Colr" : chart.name, style: .snake)
        var lines = [
            "\"\"\"\(pythonComment(chart.name)) chart colormaps: exported from Colr.",
            "",
            "Import this module (matplotlib is all it needs), then pass a colormap by object or by name:",
            "    import \(prefix)_colormaps as cm; ax.imshow(data, cmap=cm.NAME)  # or cmap=\"NAME\"",
            "\"\"\"",
            "import matplotlib",
            "from matplotlib.colors import ListedColormap",
            "",
            "__all__ = []",
            "",
        ]
        for mode in modes {
            let modeName = ColorIdentifier.identifier(mode.name, style: .snake)
            for (kind, ramp) in [("sequential", mode.sequential), ("diverging", mode.diverging)]
            where !ramp.isEmpty {
                let name = "\(prefix)_\(modeName)_\(kind)"
                let colors = ramp.map { "\"\(hex($0))\"" }.joined(separator: ", ")
                lines += [
                    "\(name) = ListedColormap([\(colors)], name=\"\(name)\")",
                    "__all__.append(\"\(name)\")",
                ]
            }
        }
        lines += [
            "",
            "# Registered so `cmap=\"name\"` works too; a second import must not fail on a taken name.",
            "for _name in __all__:",
            "    if _name not in matplotlib.colormaps:",
            "        matplotlib.colormaps.register(globals()[_name])",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Text safe on one line of a Python comment or docstring.
    static func pythonComment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\"", with: "'")
            .replacingOccurrences(of: "\\", with: "/")
    }
}
