import ColorKit
import ColrDomain
import ColrModels
import ViewKit

/// One stored color: its swatch and hex, a field and an Add button for tags, how it reads for
/// everyone (``ColorCheckView``), and its tags.
/// Tags added anywhere (another browser, the API, another server) appear here live.
final class ColorScreenController: ViewController, TableViewDataSource, TextFieldDelegate, ColorCopying {
    private(set) var color: StoredColor {
        didSet { tags = color.tags.map(\.name) }
    }
    /// The tags on screen: the stored color's, or newer ones the change feed announced.
    private(set) var tags: [TagName]
    let services: AppServices
    let tagField = TextField(placeholder: "tag")
    let add = Button(title: "Add")
    let table = TableView()
    /// How the color reads for everyone; its tiles follow the window's width.
    let check: ColorCheckView
    /// Set when the screen was rebuilt from a URL and must fetch its color's tags.
    var needsInitialLoad = false
    /// What the person typed, when it named a color outside sRGB that this hex stands in for.
    var gamutMappedFrom: String?
    private var keepButton: Button?
    let copyButton = Button(title: "Copy")
    var copyAnchor: View? { copyButton }
    var copiedColor: RGBColor { color.hex.color }

    init(color: StoredColor, services: AppServices) {
        self.color = color
        self.tags = color.tags.map(\.name)
        self.services = services
        self.check = ColorCheckView(color: color.hex.color)
        super.init()
        title = color.hex.value
        edgesForExtendedLayout = .none
    }

    override var routeComponent: String? { AppRoute.color(color.hex).segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical)
        let header = View()
        header.layout = .stack(.horizontal, spacing: 12, alignment: .center, padding: EdgeInsets(all: 12))
        header.backgroundColor = AppColor.fill.color
        let swatch = View()
        swatch.layout.width = 44
        swatch.layout.height = 44
        swatch.cornerRadius = 8
        swatch.accessibilityLabel = "Swatch"
        swatch.backgroundColor = AppColor.color(color.hex.color)
        let hex = Label("#" + color.hex.value.uppercased())
        hex.font = AppFont.hex.font
        tagField.layout.grows = true
        tagField.delegate = self
        add.setTitle("Adding...", for: .disabled)
        add.announcesChanges = .polite  // "Adding..." and back are heard, not only seen
        add.setTitleColor(AppColor.muted.color, for: .disabled)
        add.action = { [weak self] in
            guard let self else { return }
            addTag()
        }
        for view in [swatch, hex, tagField, add] as [View] { header.addSubview(view) }
        view.addSubview(header)
        let actions = View()
        actions.layout = .stack(
            .horizontal, spacing: 8, padding: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
        actions.layout.wraps = true  // four buttons outgrow a phone's width
        let keep = Button(title: "Add to Palette") { [weak self] in
            guard let self else { return }
            choosePalette()
        }
        keep.announcesChanges = .polite  // "Added to …" is heard, not only seen
        keepButton = keep
        copyButton.action = { [weak self] in
            guard let self else { return }
            present(copyController(), animated: true)
        }
        let scale = Button(title: "Scale") { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(
                ScaleController(hex: color.hex, services: services), animated: true)
        }
        actions.addSubview(keep)
        actions.addSubview(copyButton)
        let harmonies = Button(title: "Harmonies") { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(
                HarmoniesController(hex: color.hex, services: services), animated: true)
        }
        let theme = Button(title: "Theme") { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(themeController(), animated: true)
        }
        actions.addSubview(scale)
        actions.addSubview(harmonies)
        actions.addSubview(theme)
        // A color on the screen, picked where the browser can, opens as this screen does.
        actions.addSubview(
            AppHooks.eyedropperButton { [weak self] hex in
                guard let self, hex != color.hex else { return }
                navigationController?.pushViewController(
                    ColorScreenController.loading(hex, services: services), animated: true)
            })
        view.addSubview(actions)
        if let typed = gamutMappedFrom {
            let wide = (try? ColorParser(catalogs: [.css, .uikit]).parse(typed)).map(
                GamutNote.wideGamutSentence)
            let note = Label.caption(
                "\(typed) is outside sRGB; #\(color.hex.value.uppercased()) is its nearest screen color. "
                    + (wide ?? ""))
            note.layout.padding = EdgeInsets(top: 0, leading: 12, bottom: 4, trailing: 12)
            view.addSubview(note)
        }
        view.addSubview(check)
        check.adapt(regular: traitCollection.horizontalSizeClass == .regular)
        table.layout.grows = true
        table.dataSource = self
        view.addSubview(table)
        let hexValue = color.hex
        // This color's changes alone: each one delivered renders the screen, so hearing every
        // color's would cost each open color screen a render per change anywhere.
        subscribe(to: services.feed.changes(of: hexValue)) { [weak self] change in
            guard let self else { return }
            // The announcement carries the tags; only one too long to carry them needs a read.
            if let tags = change.tags { show(tags) } else { refresh() }
        }
        if needsInitialLoad { refresh() }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        check.adapt(regular: traitCollection.horizontalSizeClass == .regular)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        addTag()
        return true
    }

    private func addTag() {
        guard add.isEnabled else { return }
        let raw = tagField.text
        guard let tag = try? TagName(raw) else {
            tagField.text = "Failed :("
            return
        }
        add.isEnabled = false
        tagField.isEnabled = false
        let store = services.store
        let writer = window?.client ?? "app"
        let hex = color.hex
        perform {
            try await store.tagging.addTags([tag], to: hex, client: writer)
        } completion: { [weak self] result in
            guard let self else { return }
            add.isEnabled = true
            tagField.isEnabled = true
            switch result {
            case .success(let updated):
                color = updated
                tagField.text = ""
                table.reloadData()
            case .failure:
                tagField.text = "Failed :("
            }
        }
    }

    /// The palette chooser in a navigation bar, pointing at the Add to Palette button.
    func paletteChooser() -> NavigationController {
        let chooser = PaletteChooserController(hex: color.hex, services: services)
        chooser.onAdded = { [weak self] name in
            guard let self else { return }
            keepButton?.setTitle("Added to “\(name)”", for: .normal)
        }
        let navigation = NavigationController(rootViewController: chooser)
        navigation.modalPresentationStyle = .popover
        navigation.popoverSourceView = keepButton
        return navigation
    }

    private func choosePalette() {
        present(paletteChooser(), animated: true)
    }

    private func refresh() {
        let store = services.store
        let hex = color.hex
        perform {
            try await store.colors.color(hex)
        } completion: { [weak self] result in
            guard let self, case .success(let fresh?) = result else { return }
            color = fresh
            table.reloadData()
        }
    }

    /// Shows tags announced by the change feed, if they differ from those on screen.
    private func show(_ announced: [TagName]) {
        guard announced != tags else { return }
        tags = announced
        table.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { tags.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: tags[indexPath.row].value, key: tags[indexPath.row].value)
    }
}

extension ColorScreenController {
    /// The Theme screen of this color as the brand.
    func themeController() -> ThemeController {
        ThemeController(
            source: .init(brand: color.hex.color), name: "#" + color.hex.value.uppercased(),
            services: services)
    }
}
