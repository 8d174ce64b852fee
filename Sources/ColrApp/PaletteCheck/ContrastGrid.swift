import ColorKit
import ViewKit

/// Every text color (rows) on every background (columns) of a palette. Each cell shows a sample,
/// "Aa", in the text color on the background, and under it, in black or white (whichever reads
/// on the background, so a failing pair's figures stay legible), line by line: the WCAG 2 ratio
/// (marked ✕ when it misses the chosen target), the WCAG level it reaches (AA, AAA or – for
/// neither) and the APCA Lc. A caption says so; each cell's label says it all in words.
final class ContrastGrid: View {
    /// What a cell's three lines mean, shown above the grid.
    static let legend = "Each cell: a sample, then WCAG ratio (✕ misses the target), WCAG level, APCA Lc"

    init(colors: [RGBColor], audit: PaletteAudit, target: ContrastTarget) {
        super.init()
        layout = .stack(.vertical, spacing: 4)
        accessibilityLabel = "Contrast of every pair"
        addSubview(Label.caption(Self.legend))
        var pairs: [Int: [Int: PaletteAudit.Pair]] = [:]
        for pair in audit.pairs { pairs[pair.text, default: [:]][pair.background] = pair }
        // Narrow cells on a phone: twelve colors leave about 24 points each at 390 wide.
        let fontSize: Double = colors.count > 6 ? 10 : 12
        for (t, text) in colors.enumerated() {
            let row = View()
            row.layout = .stack(.horizontal, spacing: 4)
            for (b, background) in colors.enumerated() {
                let cell = SampleText("Aa")
                cell.layout.grows = true
                cell.layout.height = colors.count > 6 ? 58 : 68
                cell.font = Font(size: fontSize, weight: 600)
                cell.backgroundColor = AppColor.color(background)
                cell.textColor = AppColor.color(text)
                cell.captionColor = AppColor.color(Ink.on(background).color)
                cell.cornerRadius = 4
                if let pair = pairs[t]?[b] {
                    cell.caption = Self.lines(pair)
                    cell.accessibilityLabel = Self.label(pair, target: target)
                } else {
                    cell.accessibilityLabel = "color \(t + 1)"
                }
                row.addSubview(cell)
            }
            addSubview(row)
        }
    }

    /// A cell's three lines: "✕4.2", "–", "-58".
    static func lines(_ pair: PaletteAudit.Pair) -> String {
        let lc = Int(pair.apca.rounded())
        return [
            (pair.passes ? "" : "✕") + ContrastText.number(pair.ratio),
            ContrastText.level(pair.ratio),
            String(lc == 0 ? 0 : lc),
        ].joined(separator: "\n")
    }

    /// A cell in words: "text 2 on 1: 4.2:1, AA fail, AAA fail, Lc -58, fails AA".
    static func label(_ pair: PaletteAudit.Pair, target: ContrastTarget) -> String {
        "text \(pair.text + 1) on \(pair.background + 1): \(ContrastText.ratio(pair.ratio)), "
            + "\(ContrastText.verdicts(pair.ratio)), \(ContrastText.lc(pair.apca)), "
            + "\(pair.passes ? "passes" : "fails") \(ContrastText.title(target))"
    }
}
