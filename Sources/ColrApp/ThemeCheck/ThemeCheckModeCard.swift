import ColorKit
import ColrModels
import ViewKit

/// One mode of a checked theme: how many of its checks pass, and each failing pair named, with
/// its figure against the minimum and the fix proposed for it (or why there is none).
final class ThemeCheckModeCard: View {
    /// The most failures listed on a card; the rest are counted, and the report has them all.
    static let listed = 8

    init(mode: String, checks: [TokenCheck], fixes: [TokenCheck.Key: TokenFix], width: Double?) {
        super.init()
        layout = .stack(.vertical, spacing: 6, padding: EdgeInsets(all: 14))
        if let width { layout.width = width }
        cornerRadius = 12
        backgroundColor = .secondarySystemBackground
        accessibilityLabel = "Mode \(mode)"
        let failures = checks.filter(\.fails)
        let title = Label(mode)
        title.font = Font(size: 17, weight: 600)
        addSubview(title)
        let tally = Label.caption(
            failures.isEmpty
                ? "All \(checks.count) checks pass"
                : "\(failures.count) of \(checks.count) checks fail")
        if !failures.isEmpty { tally.textColor = AppColor.error.color }
        addSubview(tally)
        for check in failures.prefix(Self.listed) {
            let line = Label(Self.describe(check, fix: fixes[check.key]))
            line.font = AppFont.caption.font
            addSubview(line)
        }
        if failures.count > Self.listed {
            addSubview(Label.caption("and \(failures.count - Self.listed) more in the report"))
        }
    }

    /// "✕ --fg-muted on --bg-inset: 4.12:1, needs 4.5:1. Fix: --fg-muted #59636E → #57606A."
    static func describe(_ check: TokenCheck, fix: TokenFix?) -> String {
        let measure = check.pair.measure
        var text =
            "✕ \(check.pair.text) on \(check.pair.on)"
            + (check.canvas.map { " over \($0)" } ?? "")
            + ": \(figure(check.value, measure)), needs "
            + ThemeCheckBody.Check.describe(check.pair.minimum, measure: measure.rawValue, exact: true)
        if let wide = check.wideValue, wide < check.pair.minimum {
            text += " (\(figure(wide, measure)) on a Display P3 screen)"
        }
        text += "."
        if let fix, let to = fix.to {
            text += " Fix: \(fix.token) \(fix.from.hex) → \(to.hex)."
        } else if let reason = fix?.impossible {
            text += " No fix: \(reason)"
        }
        return text
    }

    /// A measured value as the reports write it: "4.12:1", "Lc 52.31".
    static func figure(_ value: Double, _ measure: TokenPair.Measure) -> String {
        ThemeCheckBody.Check.describe(value, measure: measure.rawValue)
    }
}
