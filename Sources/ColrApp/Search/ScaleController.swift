import ColorKit
import ColrCore
import ViewKit

/// "Scale": the color's tonal scale, 50…950, each step a swatch with its name, hex and the
/// text that reads on it at AA (black on 50–400, white on 500–950); Save as Palette keeps it.
final class ScaleController: ViewController {
    let hex: ColorHex
    let services: AppServices
    let status = Label()
    private(set) var scale: TonalScale
    private var saved = false

    init(hex: ColorHex, services: AppServices) {
        self.hex = hex
        self.services = services
        self.scale = TonalScale(base: hex.color)
        super.init()
        title = "Scale"
    }

    override var routeComponent: String? { "scale" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 6, padding: EdgeInsets(all: 20))
        view.layout.maximumWidth = 720
        let note = Label("Black text reads on 50–400 and white text on 500–950, at 4.5:1 or more.")
        note.font = AppFont.caption.font
        note.textColor = AppColor.muted.color
        view.addSubview(note)
        for step in scale.steps {
            let row = SampleText("\(step.name)  #\(ColorHex(step.color.rgb8).value.uppercased())")
            let ink = step.name <= 400 ? RGBColor(white: 0) : RGBColor(white: 1)
            let ratio = step.name <= 400 ? step.onBlack : step.onWhite
            row.layout.height = 44
            row.cornerRadius = 8
            row.backgroundColor = AppColor.color(step.color)
            row.textColor = AppColor.color(ink)
            row.font = AppFont.body.font
            row.accessibilityLabel =
                "\(step.name): #\(ColorHex(step.color.rgb8).value.uppercased()), "
                + "\(step.name <= 400 ? "black" : "white") text \(ContrastText.ratio(ratio))"
            view.addSubview(row)
        }
        let save = Button(title: "Save as Palette") { [weak self] in
            guard let self else { return }
            saveAsPalette()
        }
        save.style = .filled
        view.addSubview(save)
        status.accessibilityLabel = "Status"
        status.announcesChanges = .polite
        view.addSubview(status)
    }

    private func saveAsPalette() {
        guard !saved, let window,
            let draft = try? PaletteDraft(
                name: "#\(hex.value.uppercased()) scale", colors: scale.steps.map { ColorHex($0.color.rgb8) },
                tags: [])
        else { return }
        saved = true
        let store = services.store
        let (owner, writer) = (window.visitor, window.client)
        perform {
            try await store.createScheme(draft, owner: owner, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            if case .success(let palette) = result {
                status.text = "Saved as “\(palette.name)” in Palettes"
            } else {
                saved = false
                status.text = "Failed :( Try again."
            }
        }
    }
}
