import ColorKit
import ViewKit

/// Every text color (rows) on every background (columns) of a palette: each cell is "Aa" in
/// the text color on the background with its contrast ratio, struck through when it fails.
final class ContrastGrid: View {
    init(colors: [RGBColor], audit: PaletteAudit) {
        super.init()
        layout = .stack(.vertical, spacing: 4)
        accessibilityLabel = "Contrast of every pair"
        var pairs: [Int: [Int: PaletteAudit.Pair]] = [:]
        for pair in audit.pairs { pairs[pair.text, default: [:]][pair.background] = pair }
        for (t, text) in colors.enumerated() {
            let row = View()
            row.layout = .stack(.horizontal, spacing: 4)
            for (b, background) in colors.enumerated() {
                let cell = SampleText(t == b ? "" : PaletteCheckController.ratio(pairs[t]?[b]?.ratio ?? 1))
                cell.layout.grows = true
                cell.layout.height = 36
                cell.font = Font(size: 12, weight: 600)
                cell.backgroundColor = AppColor.color(background)
                cell.textColor = AppColor.color(text)
                cell.cornerRadius = 4
                if let pair = pairs[t]?[b] {
                    let verdict = pair.passes ? "passes" : "fails"
                    cell.accessibilityLabel = "text \(t + 1) on \(b + 1): \(cell.text), \(verdict)"
                    if !pair.passes { cell.text = "✕ " + cell.text }
                } else {
                    cell.accessibilityLabel = "color \(t + 1)"
                }
                row.addSubview(cell)
            }
            addSubview(row)
        }
    }
}
