import ColorKit
import ColrModels
import ViewKit

/// "Scale": the color's tonal scale, 50…950, each step a swatch with its name, hex and the
/// text that reads on it at the chosen target (AA 4.5:1, AAA 7:1 or APCA Lc 60, as the API's
/// `scale` takes), the color itself marked where it sits. Save as Palette keeps the steps shown.
final class ScaleController: ViewController {
    let hex: ColorHex
    let services: AppServices
    let status = Label.status()
    private(set) var scale: TonalScale
    /// Whether the steps were saved: the target changes only what is said about them, so one
    /// save keeps them.
    private var saved = false
    private let content = View()

    init(hex: ColorHex, services: AppServices) {
        self.hex = hex
        self.services = services
        self.scale = TonalScale(base: hex.color)
        super.init()
        title = "Scale"
    }

    override var routeComponent: String? { AppRoute.scale.segment }

    var target: ContrastTarget { scale.target }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 0)
        content.layout = .stack(.vertical, spacing: 6, padding: EdgeInsets(all: 20))
        content.layout.maximumWidth = 720
        view.addSubview(content)
        show()
    }

    /// Makes the scale hold `target` and shows it.
    func choose(_ target: ContrastTarget) {
        guard target != scale.target else { return }
        scale = TonalScale(base: hex.color, target: target)
        status.text = ""
        show()
    }

    /// The target as the note states it: "4.5:1", "APCA Lc 60".
    static func threshold(_ target: ContrastTarget) -> String {
        switch target {
        case .aa, .aaa: ContrastText.ratio(target.threshold)
        case .apca: ContrastText.title(target)
        }
    }

    /// What a step says about its text: "white text 5.8:1", "black 7.2:1 or white 7.3:1",
    /// "no text at 7:1".
    func verdict(_ step: TonalScale.Step) -> String {
        func measure(_ ink: TonalScale.Ink) -> String {
            let value = ink == .black ? step.blackText : step.whiteText
            return switch target {
            case .aa, .aaa: ContrastText.ratio(value)
            case .apca: ContrastText.lc(value)
            }
        }
        return switch step.readable {
        case [.black]: "black text " + measure(.black)
        case [.white]: "white text " + measure(.white)
        case [.black, .white]: "black \(measure(.black)) or white \(measure(.white))"
        default: "no text at \(Self.threshold(target))"
        }
    }

    private func show() {
        guard isViewLoaded else { return }
        content.subviews.forEach { $0.removeFromSuperview() }
        let targets = ContrastText.targets
        content.addSubview(
            ChoiceRow(targets.map(\.0), selected: targets.firstIndex { $0.1 == target } ?? 0) {
                [weak self] index in
                self?.choose(targets[index].1)
            })
        let note = Label.caption(
            "Each step names the text that reads on it at \(Self.threshold(target)) or more. "
                + "Your color is step \(scale.pinned).")
        content.addSubview(note)
        for step in scale.steps { content.addSubview(row(step)) }
        let save = Button(title: "Save as Palette") { [weak self] in
            guard let self else { return }
            saveAsPalette()
        }
        save.style = .filled
        content.addSubview(save)
        content.addSubview(status)
    }

    private func row(_ step: TonalScale.Step) -> SampleText {
        let hexText = "#" + ColorHex(step.color.rgb8).value.uppercased()
        let yours = step.name == scale.pinned ? " · your color" : ""
        let row = SampleText("\(step.name)  \(hexText)  \(verdict(step))\(yours)")
        row.layout.height = 44
        row.cornerRadius = 8
        row.backgroundColor = AppColor.color(step.color)
        // Shown in the ink that reads best, so where neither meets the target the row still
        // reads as well as it can.
        row.textColor = AppColor.color(step.bestInk.color)
        row.font = AppFont.body.font
        row.accessibilityLabel =
            "\(step.name): \(hexText)\(yours.isEmpty ? "" : ", your color"), \(verdict(step))"
        return row
    }

    private func saveAsPalette() {
        let name = "#\(hex.value.uppercased()) scale"
        guard !saved,
            let draft = try? PaletteDraft(
                name: name, colors: scale.steps.map { ColorHex($0.color.rgb8) }, tags: [])
        else { return }
        saved = true
        saveNewPalette(draft, services: services, status: status) { [weak self] stored in
            if !stored { self?.saved = false }
        }
    }
}
