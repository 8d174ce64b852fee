import ColorKit
import ColrDomain
import ColrModels
import Foundation
import ViewKit

/// The ColorModel chapter's picker: hue, saturation and brightness sliders with their values,
/// the web color, and the chart. Starts at 60°, 50 %, 100 % (#FFFF80).
final class PickerController: ViewController, ColorCopying {
    let model = HSBColorModel()
    let services: AppServices

    init(services: AppServices) {
        self.services = services
        chart = ChartView(model: model)
        super.init()
        title = "Picker"
        tabBarItem = TabBarItem(title: "Picker", icon: "◎")
    }

    override var routeComponent: String? { AppRoute.picker.segment }

    var copiedColor: RGBColor { model.color }
    var copyAnchor: View? { nil }

    private let chart: ChartView
    private let controls = View()
    private let swatch = View()

    override func viewDidLoad() {
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Copy") { [weak self] in
            guard let self else { return }
            present(copyController(), animated: true)
        }
        view.addSubview(chart)
        swatch.accessibilityLabel = "Current color"
        swatch.layout.height = 160
        swatch.cornerRadius = 16
        swatch.observe { [weak self] in
            guard let self else { return }
            swatch.backgroundColor = AppColor.color(model.color)
        }
        controls.addSubview(swatch)
        let web = Label()
        web.font = AppFont.hex.font
        web.accessibilityLabel = "Web color"
        web.textAlignment = .center
        web.observe { [weak self] in
            guard let self else { return }
            web.text = model.hex
        }
        controls.addSubview(web)
        controls.addSubview(row("H", maximum: 360, value: \.hue, unit: ("°", "degrees")))
        controls.addSubview(row("S", maximum: 100, value: \.saturation, unit: ("%", "percent")))
        controls.addSubview(row("B", maximum: 100, value: \.brightness, unit: ("%", "percent")))
        let open = Button(title: "Open in Colr") { [weak self] in
            guard let self else { return }
            openColor()
        }
        open.style = .filled
        controls.addSubview(open)
        controls.addSubview(
            AppHooks.eyedropperButton { [weak self] hex in
                self?.model.set(hex.color)
            })
        view.addSubview(controls)
        adaptToWidth()
    }

    override func viewWillAppear(_ animated: Bool) {
        adaptToWidth()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        adaptToWidth()
    }

    /// A phone gets the chapter's column; a wide window puts the chart beside the controls,
    /// under a large swatch of the color, so nothing needs scrolling.
    private func adaptToWidth() {
        guard isViewLoaded else { return }
        let regular = traitCollection.horizontalSizeClass == .regular
        view.layout =
            regular
            ? .stack(.horizontal, spacing: 32, alignment: .leading, padding: EdgeInsets(all: 32))
            : .stack(.vertical, spacing: 14, padding: EdgeInsets(all: 20))
        chart.layout.grows = regular
        controls.layout = .stack(.vertical, spacing: 14)
        controls.layout.width = regular ? 340 : nil
        swatch.isHidden = !regular
    }

    /// Opens the current color's Colr screen, where it can be tagged.
    private func openColor() {
        let hex = ColorHex(model.color.rgb8)
        let store = services.store
        perform {
            try await store.colors.color(hex)
        } completion: { [weak self] result in
            guard let self else { return }
            let known = (try? result.get()) ?? nil
            let color =
                known ?? StoredColor(id: 0, hex: hex, createdAt: Date(timeIntervalSince1970: 0), tags: [])
            navigationController?.pushViewController(
                ColorScreenController(color: color, services: services), animated: true)
        }
    }

    /// A letter, a slider bound both ways to one component, and the component's value.
    ///
    /// The unit is shown as a symbol and spoken as a word: a screen reader says "60 degrees",
    /// not "60" or "60 degree sign".
    private func row(
        _ letter: String, maximum: Double, value: ReferenceWritableKeyPath<HSBColorModel, Double>,
        unit: (symbol: String, spoken: String)
    ) -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 12, alignment: .center)
        let name = Label(letter)
        name.font = AppFont.body.font
        name.layout.width = 20
        let slider = Slider(minimum: 0, maximum: maximum, value: model[keyPath: value])
        slider.accessibilityLabel = letter
        slider.layout.grows = true
        slider.bind(\.value, to: model, value)
        slider.onValueChanged = { [weak self] in
            guard let self else { return }
            model[keyPath: value] = $0
        }
        let label = Label()
        label.layout.width = 56
        label.textAlignment = .trailing
        label.accessibilityLabel = letter + " value"
        label.observe { [weak self] in
            guard let self else { return }
            let number = Int(model[keyPath: value])
            label.text = "\(number)\(unit.symbol)"
            slider.accessibilityValue = "\(number) \(unit.spoken)"
        }
        for view in [name, slider, label] as [View] { row.addSubview(view) }
        return row
    }
}
