import ColorKit
import ColrDomain
import ColrModels
import ViewKit

/// "Image Colors": the dominant colors of an image the person picked, found in OKLab; a slider
/// sets how many, and Create Palette keeps them. Pushed inside the Import sheet.
final class ImageColorsController: ViewController {
    weak var list: PalettesController?
    let services: AppServices
    let image: PickedImage
    let countSlider = Slider(minimum: 2, maximum: 10, value: 5)
    let countLabel = Label()
    let rows = View()
    let create = Button(title: "Create Palette")
    let status = Label.status()
    private(set) var colors: [DominantColors.Cluster] = []

    init(image: PickedImage, list: PalettesController?, services: AppServices) {
        self.image = image
        self.list = list
        self.services = services
        super.init()
        title = "Image Colors"
    }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, alignment: .fill, padding: EdgeInsets(all: 24))
        let source = Label.caption("From “\(image.name)”")
        countSlider.accessibilityLabel = "Number of colors"
        countSlider.step = 1
        countSlider.onValueChanged = { [weak self] value in
            guard let self else { return }
            extract(count: Int(value.rounded()))
        }
        rows.layout = .stack(.vertical, spacing: 8, alignment: .fill)
        create.style = .filled
        create.action = { [weak self] in
            guard let self else { return }
            saveAsPalette()
        }
        for part in [source, countLabel, countSlider, rows, create, status] as [View] {
            view.addSubview(part)
        }
        extract(count: 5)
    }

    /// Clusters the picked pixels again; 48×48 pixels take well under a millisecond.
    func extract(count: Int) {
        let pixels = RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
        guard let found = try? DominantColors.find(in: pixels, count: count) else {
            colors = []
            countLabel.text = "The image has no opaque pixels."
            create.isEnabled = false
            rows.subviews.forEach { $0.removeFromSuperview() }
            return
        }
        colors = found
        countSlider.value = Double(count)
        countLabel.text =
            "\(count) colors" + (found.count < count ? " (the image has only \(found.count))" : "")
        create.isEnabled = true
        rows.subviews.forEach { $0.removeFromSuperview() }
        for (position, cluster) in found.enumerated() {
            let row = PaletteColorRow(
                entry: SchemeEntry(id: position + 1, hex: ColorHex(cluster.color.rgb8)), position: position,
                count: found.count, editable: false)
            row.addSubview(Label.caption("\(Int((cluster.share * 100).rounded()))%"))
            rows.addSubview(row)
        }
    }

    private func saveAsPalette() {
        guard !colors.isEmpty else { return }
        let name = image.name.split(separator: ".").dropLast().joined(separator: ".")
        let hexes = colors.map { ColorHex($0.color.rgb8) }
        guard
            let draft = try? PaletteDraft(
                name: name.isEmpty ? PaletteTitle.suggest(for: colors.map(\.color)) : String(name.prefix(60)),
                colors: hexes, tags: [])
        else { return }
        create.isEnabled = false
        createPalette(draft, services: services, showingIn: list, status: status) { [weak self] in
            self?.create.isEnabled = true
        }
    }
}
