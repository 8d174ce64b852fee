import ColorKit
import ColrModels
import ViewKit

/// "Harmonies": the colors that go with one color, in each mode (its hue turned in OKLCH, and
/// its monochrome steps), each as a strip of swatches that Save as Palette keeps.
final class HarmoniesController: ViewController {
    let hex: ColorHex
    let services: AppServices
    let status = Label.status()
    private var saving = false

    init(hex: ColorHex, services: AppServices) {
        self.hex = hex
        self.services = services
        super.init()
        title = "Harmonies"
    }

    override var routeComponent: String? { AppRoute.harmonies.segment }

    /// What each mode is called on screen.
    static func title(of mode: ColorScheme.Mode) -> String {
        switch mode {
        case .complementary: "Complementary"
        case .analogous: "Analogous"
        case .triadic: "Triadic"
        case .splitComplementary: "Split Complementary"
        case .tetradic: "Tetradic"
        case .monochrome: "Monochrome"
        }
    }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 10, alignment: .fill, padding: EdgeInsets(all: 20))
        view.layout.maximumWidth = 720
        for mode in ColorScheme.Mode.allCases {
            let colors = ColorScheme(base: hex.color, mode: mode).colors.map { ColorHex($0.rgb8) }
            let header = View()
            header.layout = .stack(.horizontal, spacing: 8, alignment: .center)
            let name = Label(Self.title(of: mode))
            name.font = AppFont.body.font
            name.layout.grows = true
            let saveButton = Button(title: "Save") { [weak self] in
                guard let self else { return }
                save(colors, as: mode)
            }
            saveButton.accessibilityLabel = "Save \(Self.title(of: mode)) as a palette"
            header.addSubview(name)
            header.addSubview(saveButton)
            view.addSubview(header)
            let strip = View()
            strip.layout = .stack(.horizontal, spacing: 4, alignment: .fill)
            strip.accessibilityLabel = Self.title(of: mode)
            for color in colors {
                let swatch = SampleText("#" + color.value.uppercased())
                swatch.accessibilityLabel = swatch.text
                swatch.layout.grows = true
                swatch.layout.height = 56
                swatch.cornerRadius = 8
                swatch.backgroundColor = AppColor.color(color.color)
                swatch.textColor = AppColor.readableText(on: color.color)
                swatch.font = AppFont.caption.font
                strip.addSubview(swatch)
            }
            view.addSubview(strip)
        }
        view.addSubview(status)
    }

    private func save(_ colors: [ColorHex], as mode: ColorScheme.Mode) {
        guard !saving,
            let draft = try? PaletteDraft(
                name: "#\(hex.value.uppercased()) \(Self.title(of: mode).lowercased())", colors: colors,
                tags: [])
        else { return }
        saving = true
        saveNewPalette(draft, services: services, status: status) { [weak self] _ in self?.saving = false }
    }
}
