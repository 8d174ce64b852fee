/// A format chart libraries read a chart's colors from.
public enum ChartFormat: String, CaseIterable, Sendable {
    /// A Vega-Lite `config` (`range.category`, `ordinal`, `heatmap`, `diverging`, `background`):
    /// one file per mode, passed as a spec's `config` or to `vegaEmbed`'s `config` option.
    case vegaLite
    /// An ECharts theme (`color`, `backgroundColor`, `visualMap.inRange.color`): one file per
    /// mode, for `echarts.registerTheme(name, theme)`.
    case echarts
    /// A matplotlib style sheet (`axes.prop_cycle`, face colors): one file per mode, for
    /// `plt.style.use(path)`.
    case matplotlibStyle
    /// A Python module of matplotlib `ListedColormap`s, every mode's sequential and diverging
    /// ramp, importable with matplotlib alone (`from acme_colormaps import acme_light_sequential`).
    case matplotlibColormaps
    /// An ES module of D3 scheme arrays for `d3.scaleOrdinal` and `d3.interpolateRgbBasis`.
    case d3
    /// A Tailwind CSS v4 `@theme` of `--color-chart-N`, later modes under their `@variant`.
    case tailwind
    /// CSS custom properties (`--chart-N`), later modes under the media queries that select them.
    case css
    /// A W3C Design Tokens (DTCG 2025.10) document of color tokens: one file per mode.
    case designTokens
    /// Every mode's series, ramps and background in one plain JSON document.
    case json

    /// Whether the format writes one file per mode rather than all modes in one file.
    public var isPerMode: Bool {
        switch self {
        case .vegaLite, .echarts, .matplotlibStyle, .designTokens: true
        case .matplotlibColormaps, .d3, .tailwind, .css, .json: false
        }
    }

    /// What people call the format, for menus.
    public var title: String {
        switch self {
        case .vegaLite: "Vega-Lite config"
        case .echarts: "ECharts theme"
        case .matplotlibStyle: "matplotlib style"
        case .matplotlibColormaps: "matplotlib colormaps"
        case .d3: "D3 schemes"
        case .tailwind: "Tailwind theme"
        case .css: "CSS variables"
        case .designTokens: "Design Tokens (DTCG)"
        case .json: "JSON"
        }
    }

    /// The media type to serve or download the file with.
    public var mediaType: String {
        switch self {
        case .vegaLite, .echarts, .designTokens, .json: "application/json"
        case .matplotlibStyle: "text/plain; charset=utf-8"
        case .matplotlibColormaps: "text/x-python; charset=utf-8"
        case .d3: "text/javascript; charset=utf-8"
        case .tailwind, .css: "text/css; charset=utf-8"
        }
    }
}
