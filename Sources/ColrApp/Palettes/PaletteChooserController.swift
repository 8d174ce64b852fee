import ColrDomain
import ColrModels
import ViewKit

/// "Add to Palette": the palettes this browser may edit, and New Palette first; choosing one
/// adds the color to it and closes. A popover by the button on a wide window, a sheet on a phone;
/// Cancel closes it without adding.
final class PaletteChooserController: TableViewController {
    let hex: ColorHex
    let services: AppServices
    private(set) var palettes: [Palette] = []
    private var busy = false
    /// Told which palette took the color (its name), once it is stored.
    var onAdded: ((String) -> Void)?

    init(hex: ColorHex, services: AppServices) {
        self.hex = hex
        self.services = services
        super.init()
        title = "Add to Palette"
        preferredContentSize = Size(width: 360, height: 2 * 49 + 40)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
    }

    override var routeComponent: String? { AppRoute.addToPalette.segment }

    override func viewWillAppear(_ animated: Bool) {
        guard let visitor = window?.visitor else { return }
        let store = services.store
        perform {
            try await store.schemes.schemes(editableBy: visitor, limit: 100)
        } completion: { [weak self] result in
            guard let self, case .success(let palettes) = result else { return }
            self.palettes = palettes
            // Room for every row up to six; more scroll.
            preferredContentSize = Size(width: 360, height: Double(min(palettes.count + 1, 6)) * 49 + 40)
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        palettes.count + 1
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard indexPath.row > 0 else {
            return TableViewCell(text: "New Palette", detailText: "With this color")
        }
        let palette = palettes[indexPath.row - 1]
        return TableViewCell(
            text: palette.displayName, detailText: Palette.colorCount(palette.colors.count),
            swatches: palette.colors.prefix(8).map { AppColor.color($0.color) })
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        guard !busy, let window else { return }
        busy = true
        let store = services.store
        let (hex, writer, visitor) = (self.hex, window.client, window.visitor)
        let target = indexPath.row > 0 ? palettes[indexPath.row - 1] : nil
        perform { () async throws -> Palette? in
            guard let target else {
                return try await store.editing.createScheme(
                    PaletteDraft(name: "My Colors", colors: [hex], tags: []), owner: visitor, client: writer)
            }
            // Added after the last color listed, by entry: what others saved since is kept.
            return try await store.editing.editScheme(
                id: target.id, operations: [.add(hex, after: target.entries.last?.id, before: nil)],
                base: target.revision, credential: SchemeCredential(visitor: visitor), client: writer)?.scheme
        } completion: { [weak self] result in
            guard let self else { return }
            busy = false
            if case .success(let palette?) = result {
                onAdded?(palette.displayName)
                dismiss(animated: true)
            } else {
                title = "Failed :( Try again"
            }
        }
    }
}
