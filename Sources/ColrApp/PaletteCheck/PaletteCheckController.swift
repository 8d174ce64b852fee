import ColorKit
import ColrModels
import ViewKit

/// "Check": the palette as people with each color-vision deficiency see it, at a severity from
/// the slightest anomaly to dichromacy, a grid of every text/background pair's contrast against a
/// target, the pairs that fail with a one-tap repair (the nearest passing color, hue kept), and
/// the colors someone cannot tell apart.
final class PaletteCheckController: ViewController {
    weak var editor: PaletteEditorController?
    /// What the swatches are seen through: typical vision (nil) or a deficiency.
    private(set) var vision: ColorVisionDeficiency?
    /// How severe the previewed deficiency is, 0…1: below 1 an anomalous trichromacy (Machado
    /// 2009 for protan and deutan), at 1 the dichromacy.
    private(set) var severity = 1.0
    /// Kept across rebuilds so the page keeps its control (and its focus) when the value changes.
    let severitySlider = Slider(minimum: 0, maximum: 1, value: 1)
    private(set) var target = ContrastTarget.aa
    private let content = View()

    init(editor: PaletteEditorController) {
        self.editor = editor
        super.init()
        title = "Check"
    }

    override var routeComponent: String? { AppRoute.check.segment }

    var colors: [ColorHex] { editor?.palette.colors ?? [] }

    override func viewDidLoad() {
        severitySlider.step = 0.1
        // Every change rebuilds the screen, so only a released thumb is applied.
        severitySlider.isContinuous = false
        severitySlider.accessibilityLabel = "Severity"
        severitySlider.onValueChanged = { [weak self] value in
            guard let self else { return }
            setSeverity(value)
        }
        view.layout = .stack(.vertical, spacing: 0)
        content.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 20))
        content.layout.maximumWidth = 720
        view.addSubview(content)
        show()
    }

    override func viewWillAppear(_ animated: Bool) {
        show()
    }

    /// Previews the deficiency at `value` (0…1, in tenths: Machado's matrices are by tenths).
    func setSeverity(_ value: Double) {
        severity = min(max((value * 10).rounded() / 10, 0), 1)
        show()
    }

    /// What the preview is called: "deuteranopia", or "deuteranomaly at 60%".
    var visionName: String {
        guard let vision else { return "typical vision" }
        if severity >= 1 { return vision.title.lowercased() }
        return "\(vision.anomalousTitle.lowercased()) at \(Int((severity * 100).rounded()))%"
    }

    /// Rebuilds the screen for the palette as the editor holds it now.
    func show() {
        guard isViewLoaded else { return }
        content.subviews.forEach { $0.removeFromSuperview() }
        let values = colors.map(\.color)
        content.addSubview(Label.caption("Seen with"))
        let visions: [(String, ColorVisionDeficiency?)] =
            [("Typical", nil)] + ColorVisionDeficiency.allCases.map { ($0.title, $0) }
        content.addSubview(
            ChoiceRow(visions.map(\.0), selected: visions.firstIndex { $0.1 == vision } ?? 0) {
                [weak self] index in
                self?.vision = visions[index].1
                self?.show()
            })
        if vision != nil {
            let percent = "\(Int((severity * 100).rounded()))%"
            severitySlider.value = severity
            severitySlider.accessibilityValue = percent
            content.addSubview(Label.caption("Severity \(percent): \(visionName)"))
            content.addSubview(severitySlider)
        }
        let strip = View()
        strip.layout = .stack(.horizontal, spacing: 6)
        strip.accessibilityLabel = "Colors seen with \(visionName)"
        for (hex, value) in zip(colors, values) {
            let swatch = View()
            swatch.layout.grows = true
            swatch.layout.height = 44
            swatch.cornerRadius = 8
            let seen =
                vision.map { ColorVisionSimulation.displayable(value, $0, severity: severity) } ?? value
            swatch.backgroundColor = AppColor.color(seen)
            swatch.accessibilityLabel =
                "#" + hex.value.uppercased()
                + (vision == nil ? "" : ", seen as #\(ColorHex(seen.rgb8).value.uppercased())")
            strip.addSubview(swatch)
        }
        content.addSubview(strip)

        let audit = PaletteAudit(colors: values, target: target)
        content.addSubview(Label.caption("Text contrast"))
        let targets = ContrastText.targets
        content.addSubview(
            ChoiceRow(targets.map(\.0), selected: targets.firstIndex { $0.1 == target } ?? 0) {
                [weak self] index in
                self?.target = targets[index].1
                self?.show()
            })
        content.addSubview(ContrastGrid(colors: values, audit: audit, target: target))
        let failing = audit.pairs.filter { !$0.passes }
        let summary = Label(
            "\(audit.pairs.count - failing.count) of \(audit.pairs.count) pairs pass \(target.name.uppercased())"
        ).announcingChanges(as: "Summary")
        content.addSubview(summary)
        for pair in failing.prefix(24) { content.addSubview(repairRow(pair, values: values)) }

        content.addSubview(Label.caption("Hard to tell apart (with each full deficiency)"))
        if audit.confusions.isEmpty {
            content.addSubview(Label("Every pair stays distinct for every kind of color vision."))
        }
        for confusion in audit.confusions.prefix(24) {
            let names =
                "#\(colors[confusion.first].value.uppercased()) and #\(colors[confusion.second].value.uppercased())"
            content.addSubview(Label("\(names) run together with \(confusion.deficiency.title.lowercased())"))
        }
    }

    private func repairRow(_ pair: PaletteAudit.Pair, values: [RGBColor]) -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 10, alignment: .center)
        let text = values[pair.text]
        let background = values[pair.background]
        let sample = SampleText("Aa")
        sample.layout.width = 52
        sample.layout.height = 44
        sample.backgroundColor = AppColor.color(background)
        sample.textColor = AppColor.color(text)
        sample.cornerRadius = 8
        let hexes =
            "#\(colors[pair.text].value.uppercased()) on #\(colors[pair.background].value.uppercased())"
        sample.accessibilityLabel = "Sample of \(hexes)"
        let detail = Label("\(hexes): \(ContrastText.ratio(pair.ratio))")
        detail.layout.grows = true
        row.addSubview(sample)
        row.addSubview(detail)
        if let fixed = ContrastRepair.repair(text: text, background: background, target: target) {
            let hex = ColorHex(fixed.rgb8)
            let repair = Button(title: "Use #\(hex.value.uppercased())") { [weak self] in
                guard let self else { return }
                editor?.replaceColor(at: pair.text, with: hex)
            }
            repair.accessibilityLabel = "Repair \(hexes) with #\(hex.value.uppercased())"
            row.addSubview(repair)
        }
        return row
    }
}
