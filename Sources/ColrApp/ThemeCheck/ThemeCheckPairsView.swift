import ColorKit
import ViewKit

/// A mode's failing pairs as samples, each as it is and as its fix makes it, seen through the
/// chosen color-vision deficiency: "Aa" in the pair's own colors, its figure under it in black
/// or white (whichever reads), so the difference a fix makes is seen, not only read.
final class ThemeCheckPairsView: View {
    /// The most pairs drawn; the mode's card lists more, the report all.
    static let drawn = 6

    /// The pairs in `checks`; `besidePreview` when it shares a row with the preview, whose
    /// leftover width it takes (under the preview, on a phone, it keeps its own height).
    init(
        checks: [TokenCheck], fixes: [TokenCheck.Key: TokenFix], vision: ColorVisionDeficiency?,
        besidePreview: Bool
    ) {
        super.init()
        layout = .stack(.vertical, spacing: 8)
        layout.grows = besidePreview
        accessibilityLabel = "Failing pairs, before and after their fixes"
        guard !checks.isEmpty else {
            let none = Label("Every pair in this mode passes.")
            none.font = AppFont.caption.font
            addSubview(none)
            return
        }
        for check in checks.prefix(Self.drawn) {
            let row = View()
            row.layout = .stack(.horizontal, spacing: 8, alignment: .center)
            row.addSubview(sample(check, vision: vision, label: "before"))
            let after = fixes[check.key]?.checks.first { $0.key == check.key }
            if let after, fixes[check.key]?.to != nil {
                row.addSubview(sample(after, vision: vision, label: "after"))
            }
            let name = Label("\(check.pair.text) on \(check.pair.on)")
            name.font = AppFont.caption.font
            row.addSubview(name)
            addSubview(row)
        }
    }

    private func sample(_ check: TokenCheck, vision: ColorVisionDeficiency?, label: String) -> SampleText {
        func seen(_ color: RGBColor) -> RGBColor {
            vision.map { ColorVisionSimulation.displayable(color, $0) } ?? color
        }
        let cell = SampleText("Aa")
        cell.font = Font(size: 18, weight: 600)
        cell.layout.width = 76
        cell.layout.height = 58
        cell.cornerRadius = 6
        cell.textColor = AppColor.color(seen(check.textSeen))
        cell.backgroundColor = AppColor.color(seen(check.onSeen))
        cell.captionColor = AppColor.color(Ink.on(seen(check.onSeen)).color)
        let figure = ThemeCheckModeCard.figure(check.value, check.pair.measure)
        cell.caption = (check.fails ? "✕" : "✓") + figure
        cell.accessibilityLabel =
            "\(check.pair.text) on \(check.pair.on) \(label): \(figure), \(check.fails ? "fails" : "passes")"
        return cell
    }
}
