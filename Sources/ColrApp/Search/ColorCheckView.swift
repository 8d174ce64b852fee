import ColorKit
import ColrModels
import ViewKit

/// One color checked for everyone, on its own screen: how it looks with each full color-vision
/// deficiency, and how white and black text read on it (WCAG 2 ratio with AA and AAA verdicts,
/// and APCA Lc, which differs between the two because it weighs polarity).
///
/// The same measures as the palette Check, for a color that is not in a palette yet.
final class ColorCheckView: View {
    /// The five "Seen with" tiles, sized by `adapt(regular:)`.
    private var tiles: [View] = []

    init(color: RGBColor) {
        super.init()
        layout = .stack(
            .vertical, spacing: 8, padding: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        accessibilityLabel = "Check"
        addSubview(Label.caption("Seen with"))
        let visions = View()
        visions.layout = .stack(.horizontal, spacing: 6)
        visions.accessibilityLabel = "Seen with each color-vision deficiency"
        tiles =
            [Self.tile("Typical", color)]
            + ColorVisionDeficiency.allCases.map {
                Self.tile($0.title, ColorVisionSimulation.displayable(color, $0))
            }
        for tile in tiles { visions.addSubview(tile) }
        addSubview(visions)
        adapt(regular: false)
        // A little more air above the second group than inside it, so the tiles' hex lines
        // do not run into its heading.
        let textHeading = Label.caption("Text on it")
        textHeading.layout.padding = EdgeInsets(top: 6, leading: 0, bottom: 0, trailing: 0)
        addSubview(textHeading)
        for (name, text) in [("White", RGBColor(white: 1)), ("Black", RGBColor(white: 0))] {
            addSubview(Self.contrastRow(name, text: text, background: color))
        }
    }

    /// Shares a phone's width among the tiles; a wide window gives each a swatch's width
    /// instead, so five swatches do not stretch into bars a fifth of the window wide.
    func adapt(regular: Bool) {
        for tile in tiles {
            tile.layout.grows = !regular
            tile.layout.width = regular ? 112 : nil
        }
    }

    /// What the row for `name` text on `background` says: "White text: 4.6:1, AA pass, AAA fail,
    /// Lc -62".
    static func summary(_ name: String, text: RGBColor, background: RGBColor) -> String {
        let ratio = Contrast.ratio(text, background)
        return "\(name) text: \(ContrastText.ratio(ratio)), \(ContrastText.verdicts(ratio)), "
            + ContrastText.lc(APCA.contrast(text: text, background: background))
    }

    /// A swatch of the color as seen, with what it is called and its hex underneath.
    private static func tile(_ title: String, _ seen: RGBColor) -> View {
        let hex = "#" + ColorHex(seen.rgb8).value.uppercased()
        let tile = View()
        tile.layout = .stack(.vertical, spacing: 2)
        // Five equal shares of a 390-point phone are 68 points: room for "Achromatopsia" at
        // 10 points semibold.
        let swatch = View()
        swatch.layout.height = 36
        swatch.cornerRadius = 6
        swatch.backgroundColor = AppColor.color(seen)
        swatch.accessibilityLabel = "\(title): \(hex)"
        tile.addSubview(swatch)
        for line in [title, hex] {
            // A narrow tile may break "Achromat-opsia", but at its joint and with a hyphen.
            let label = Label(line.replacingOccurrences(of: "op", with: "\u{00AD}op"))
            label.font = Font(size: 10, weight: line == title ? 600 : 400)
            label.textColor = line == title ? AppColor.ink.color : AppColor.muted.color
            tile.addSubview(label)
        }
        return tile
    }

    private static func contrastRow(_ name: String, text: RGBColor, background: RGBColor) -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 10, alignment: .center)
        let sample = SampleText("Aa")
        sample.layout.width = 52
        sample.layout.height = 40
        sample.cornerRadius = 8
        sample.backgroundColor = AppColor.color(background)
        sample.textColor = AppColor.color(text)
        sample.accessibilityLabel = "Sample of \(name.lowercased()) text on the color"
        let detail = Label(summary(name, text: text, background: background))
        detail.layout.grows = true
        row.addSubview(sample)
        row.addSubview(detail)
        return row
    }
}
