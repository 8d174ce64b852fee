import ColorKit
import ColrCore
import ViewKit

/// "Scale": the color's tonal scale, 50…950, each step a swatch with its name, hex and the
/// text that reads on it (black on 50–400, white on 500–950) at the chosen target: AA 4.5:1,
/// AAA 7:1 or APCA Lc 60, as the API's `scale` takes. Save as Palette keeps the steps shown.
final class ScaleController: ViewController {
    let hex: ColorHex
    let services: AppServices
    let status = Label()
    private(set) var scale: TonalScale
    /// The target whose scale was last saved, so one tap saves it once but another target's
    /// scale can still be saved.
    private var saved: ContrastTarget?
    private let content = View()

    init(hex: ColorHex, services: AppServices) {
        self.hex = hex
        self.services = services
        self.scale = TonalScale(base: hex.color)
        super.init()
        title = "Scale"
    }

    override var routeComponent: String? { "scale" }

    var target: ContrastTarget { scale.target }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 0)
        content.layout = .stack(.vertical, spacing: 6, padding: EdgeInsets(all: 20))
        content.layout.maximumWidth = 720
        view.addSubview(content)
        status.accessibilityLabel = "Status"
        status.announcesChanges = .polite
        show()
    }

    /// Makes the scale hold `target` and shows it.
    func choose(_ target: ContrastTarget) {
        guard target != scale.target else { return }
        scale = TonalScale(base: hex.color, target: target)
        status.text = ""
        show()
    }

    /// What the note says the steps promise: "at 4.5:1 or more", "at APCA Lc 60 or more".
    static func promise(_ target: ContrastTarget) -> String {
        switch target {
        case .aa, .aaa: "at \(ContrastText.ratio(target.threshold)) or more"
        case .apca: "at \(ContrastText.title(target)) or more"
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
        let note = Label(
            "Black text reads on 50–400 and white text on 500–950, \(Self.promise(target)).")
        note.font = AppFont.caption.font
        note.textColor = AppColor.muted.color
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
        let dark = step.name > 400
        let ink = dark ? RGBColor(white: 1) : RGBColor(white: 0)
        let row = SampleText("\(step.name)  \(hexText)")
        row.layout.height = 44
        row.cornerRadius = 8
        row.backgroundColor = AppColor.color(step.color)
        row.textColor = AppColor.color(ink)
        row.font = AppFont.body.font
        // The label says the contrast in the target's own measure, so a screen reader hears
        // the promise kept.
        let measure =
            switch target {
            case .aa, .aaa: ContrastText.ratio(dark ? step.onWhite : step.onBlack)
            case .apca: ContrastText.lc(APCA.contrast(text: ink, background: step.color))
            }
        row.accessibilityLabel = "\(step.name): \(hexText), \(dark ? "white" : "black") text \(measure)"
        return row
    }

    private func saveAsPalette() {
        let target = target
        let name =
            "#\(hex.value.uppercased()) scale" + (target == .aa ? "" : " (\(ContrastText.title(target)))")
        guard saved != target, let window,
            let draft = try? PaletteDraft(
                name: name, colors: scale.steps.map { ColorHex($0.color.rgb8) }, tags: [])
        else { return }
        saved = target
        let store = services.store
        let (owner, writer) = (window.visitor, window.client)
        perform {
            try await store.createScheme(draft, owner: owner, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            if case .success(let palette) = result {
                status.text = "Saved as “\(palette.name)” in Palettes"
            } else {
                if saved == target { saved = nil }
                status.text = "Failed :( Try again."
            }
        }
    }
}
