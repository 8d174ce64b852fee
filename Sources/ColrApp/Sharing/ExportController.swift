import ColrModels
import PaletteFormats
import ViewKit

/// "Export": every format Colr writes, one row each, with Copy (text formats) and Download.
/// A form sheet over the editor; what it copies or saves is exactly what `colr export` and
/// `GET /api/v1/schemes/{id}/export` give.
final class ExportController: ViewController {
    weak var editor: PaletteEditorController?
    /// The palette as the editor holds it now (an editor rebuilt from a URL loads it later).
    var palette: Palette { editor?.palette ?? snapshot }
    private let snapshot: Palette
    let status = Label.status()
    /// The rows' buttons by format, for tests and for keyboard order.
    private(set) var copyButtons: [PaletteFormat: Button] = [:]
    private(set) var downloadButtons: [PaletteFormat: Button] = [:]

    init(editor: PaletteEditorController) {
        self.editor = editor
        self.snapshot = editor.palette
        super.init()
        title = "Export"
    }

    override var routeComponent: String? { AppRoute.export.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 4, alignment: .fill, padding: EdgeInsets(all: 20))
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        navigationItem.rightBarButtonItem?.style = .done
        status.font = AppFont.caption.font
        view.addSubview(status)
        for format in PaletteFormat.allCases {
            view.addSubview(row(for: format))
        }
    }

    private func row(for format: PaletteFormat) -> View {
        let copy: (() -> Void)? =
            format.isText
            ? { [weak self] in
                guard let self else { return }
                window?.pasteboard.string = String(decoding: bytes(format), as: UTF8.self)
                status.text = "Copied the \(format.title)"
            } : nil
        let row = ExportRow(title: format.title, copy: copy) { [weak self] in
            guard let self else { return }
            let document = PaletteDocument(name: palette.name, colors: palette.colors)
            let file = DownloadFile(
                name: PaletteExporter.fileName(document, as: format), mediaType: format.mediaType,
                contents: bytes(format))
            status.text = window?.download(file) == true ? "Downloading \(file.name)" : "Failed :("
        }
        copyButtons[format] = row.copy
        downloadButtons[format] = row.download
        return row
    }

    private func bytes(_ format: PaletteFormat) -> [UInt8] {
        PaletteExporter.export(PaletteDocument(name: palette.name, colors: palette.colors), as: format)
    }
}
