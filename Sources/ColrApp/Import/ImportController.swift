import ColrModels
import PaletteFormats
import ViewKit

/// "Import": makes a new palette from a file (GIMP `.gpl`, Adobe `.ase`, CSS custom properties,
/// design tokens, Android `colors.xml`, a zipped asset catalog) or from an image's colors. A form sheet over the palette list; the new
/// palette opens in its editor.
final class ImportController: ViewController {
    weak var list: PalettesController?
    let services: AppServices
    let picker = FilePicker(
        title: "Choose a File",
        allowedExtensions: [".gpl", ".ase", ".css", ".json", ".tokens", ".xml", ".zip"])
    let imagePicker = ImagePicker(title: "Choose an Image")
    let status = Label.status(announces: .assertive)

    init(list: PalettesController) {
        self.list = list
        self.services = list.services
        super.init()
        title = "Import"
    }

    override var routeComponent: String? { AppRoute.importPalette.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 14, alignment: .fill, padding: EdgeInsets(all: 24))
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        let note = Label.caption(
            "A GIMP palette (.gpl), an Adobe swatch file (.ase), CSS custom properties, design tokens "
                + "(.json), Android colors (.xml) or a zipped asset catalog becomes a new palette of yours, "
                + "up to 64 colors.")
        picker.style = .filled
        picker.onPick = { [weak self] file in
            guard let self else { return }
            importFile(file)
        }
        picker.onRefusal = { [weak self] reason in
            guard let self else { return }
            status.text = reason
        }
        let imageNote = Label.caption(
            "Or take the colors of a photo or picture: it is read on this device, and only a thumbnail is sent."
        )
        imagePicker.onPickImage = { [weak self] image in
            guard let self else { return }
            status.text = ""
            navigationController?.pushViewController(
                ImageColorsController(image: image, list: list, services: services), animated: true)
        }
        imagePicker.onRefusal = { [weak self] reason in
            guard let self else { return }
            status.text = reason
        }
        status.textColor = AppColor.error.color
        let checkNote = Label.caption(
            "Or check a theme you already have (CSS, design tokens, Tailwind, an asset catalog, Android or "
                + "Material): every pair in every mode, with the smallest fix for each that fails.")
        let check = Button(title: "Check a Theme") { [weak self] in
            guard let self else { return }
            let list = self.list
            dismiss(animated: true)
            list?.checkTheme()
        }
        let row = View()  // a row, so the button keeps its own width
        row.layout = .stack(.horizontal, spacing: 8)
        row.addSubview(check)
        for part in [note, picker, imageNote, imagePicker, checkNote, row, status] as [View] {
            view.addSubview(part)
        }
    }

    private func importFile(_ file: PickedFile) {
        let draft: PaletteDraft
        do {
            let format = Self.format(of: file)
            guard let format else {
                status.text =
                    "“\(file.name)” is not a palette file Colr reads (.gpl, .ase, .css, .json, .xml, .zip)."
                return
            }
            draft = try PaletteImporter.read(file.contents, as: format).schemeDraft()
        } catch let error as PaletteFormatError {
            status.text = error.description
            return
        } catch {
            status.text = (error as? ColrError)?.description ?? "The file could not be read."
            return
        }
        createPalette(draft, services: services, showingIn: list, status: status)
    }

    /// The format a file's contents say, or its extension when they do not.
    static func format(of file: PickedFile) -> PaletteFormat? {
        PaletteImporter.format(of: file.contents, named: file.name)
    }
}
