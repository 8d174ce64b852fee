import ColorKit
import ColrModels
import ViewKit

/// "Charts": colors for a chart's series, drawn as real charts (bars, lines with markers, a
/// stacked area, a pie, a heat map) on the backgrounds of each mode of a theme, seen through each
/// color-vision deficiency, with the proof of what they reach beside them.
///
/// From a theme, the colors are generated: the brand leads (or whichever colors the person pins)
/// and the count changes live. From a palette, they are the palette's own, checked against the
/// same proof, with the smallest repair and a switch between the palette as it is and repaired.
final class ChartsController: ViewController {
    /// Where the series come from.
    enum Origin: Equatable {
        /// Generated from the theme, led by the pinned colors.
        case theme
        /// A palette a team uses, in series order: checked and repaired, not generated.
        case palette([RGBColor])
    }

    /// The theme whose modes, backgrounds and status colors the colors must suit.
    let theme: Theme
    /// What the chart colors are called in exports.
    let name: String
    let origin: Origin
    /// How many series (from a palette: its colors, at most twelve).
    var count: Int
    /// The colors that lead a generated palette, in order.
    var pins: [RGBColor]
    var vision = ChartVision.typical
    /// The mode whose charts and figures are shown.
    var mode = ThemeMode.light
    /// From a palette: whether the repaired colors are shown rather than the palette as it is.
    var showsRepair = false
    /// The colors generated, or the repaired palette; nil when none could be made.
    private(set) var palette: CategoricalPalette?
    /// From a palette: the check and the repair.
    private(set) var repair: CategoricalRepair?
    /// Each mode's sequential ramp from the lead color, for the heat map.
    private(set) var ramps: [ThemeMode: [RGBColor]] = [:]
    let status = Label.status()
    let pinField = TextField(placeholder: "#RRGGBB, #RRGGBB")
    let contentView = View()
    /// Kept across rebuilds, so a chart is drawn again only when what it shows changes.
    let canvases: [ChartCanvas]

    static let modes = ThemeMode.allCases
    static let visions: [(String, ChartVision)] = [
        ("Typical", .typical), ("Protanopia", .protan), ("Deuteranopia", .deutan), ("Tritanopia", .tritan),
    ]

    init(theme: Theme, name: String, origin: Origin = .theme) {
        self.theme = theme
        self.name = name
        self.origin = origin
        switch origin {
        case .theme:
            count = 8
            pins = [theme.source.brand]
        case .palette(let colors):
            count = min(colors.count, CategoricalPalette.countRange.upperBound)
            pins = []
        }
        canvases = ChartSketch.Kind.allCases.map {
            ChartCanvas(
                ChartSketch(kind: $0, series: [], ramp: [], background: RGBColor(RGB8(rgb: 0xffffff))))
        }
        super.init()
        title = "Charts"
        regenerate()
    }

    override var routeComponent: String? { AppRoute.charts.segment }

    /// The modes as the palette is proved in.
    var chartModes: [ChartMode] { Self.modes.map { ChartMode(theme: theme, mode: $0) } }

    /// The color the ramps and a diverging export start from.
    var lead: RGBColor {
        switch origin {
        case .theme: pins.first ?? theme.source.brand
        case .palette(let colors): colors.first ?? theme.source.brand
        }
    }

    /// Generates (or checks and repairs) again for the current count and pins.
    func regenerate() {
        do {
            switch origin {
            case .theme:
                repair = nil
                palette = try CategoricalPalette.generate(count: count, modes: chartModes, pinned: pins)
            case .palette(let colors):
                guard colors.count >= CategoricalPalette.countRange.lowerBound else {
                    palette = nil
                    repair = nil
                    status.text =
                        "A chart's series need at least two colors, and this palette has one. "
                        + "Add another to check them as chart colors."
                    return
                }
                let checked = try CategoricalPalette.repair(Array(colors.prefix(count)), modes: chartModes)
                repair = checked
                palette = checked.after
            }
            var ramps: [ThemeMode: [RGBColor]] = [:]
            for (mode, chart) in zip(Self.modes, chartModes) {
                ramps[mode] = try SequentialScale.generate(from: lead, form: .continuous(stops: 9), on: chart)
                    .colors
            }
            self.ramps = ramps
        } catch {
            palette = nil
            status.text = "No chart colors: \(error.description)."
        }
    }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 0)
        contentView.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 20))
        view.addSubview(contentView)
        status.font = AppFont.caption.font
        pinField.accessibilityLabel = "Pinned colors"
        pinField.borderStyle = .roundedRect
        pinField.delegate = self
        pinField.text = Self.list(pins)
        show()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        show()
    }

    /// Colors as a person writes them: `#3366CC, #FF8800`.
    static func list(_ colors: [RGBColor]) -> String {
        colors.map(\.rgb8.hex).joined(separator: ", ")
    }
}

extension ChartsController: TextFieldDelegate {
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        pin(textField.text)
        return false
    }
}
