import ColorKit
import ColrModels
import ViewKit

/// "Theme": an app theme from a color or a palette. The theme applied to a sample screen in
/// each mode (all four side by side on a wide screen, one at a time on a phone), seen through a
/// color-vision deficiency on request; every promised pair of the chosen mode with its contrast
/// and verdict; a role overridden by hand with the pairs it breaks named; Save and Export.
///
/// Save keeps the theme as a palette is kept (owned, shareable by link, with history): a
/// palette's theme is saved into that palette; a color's theme becomes a new palette of its
/// source colors, the brand first.
final class ThemeController: ViewController {
    let source: Theme.Source
    /// What the theme is called in exports ("#3366CC", a palette's name).
    let name: String
    let services: AppServices
    /// The palette's editor when the theme is a palette's; Save then saves into that palette.
    weak var editor: PaletteEditorController?
    private(set) var theme: Theme
    /// The mode whose pairs and roles are listed, and the one previewed on a phone.
    private(set) var mode = ThemeMode.light
    private(set) var vision: ColorVisionDeficiency?
    /// The role being overridden, while its field is open.
    private(set) var editing: ThemeRole?
    let status = Label.status()
    let overrideField = TextField(placeholder: "#RRGGBB")
    let contentView = View()

    static let visions: [(String, ColorVisionDeficiency?)] = [
        ("Typical", nil), ("Protanopia", .protan), ("Deuteranopia", .deutan), ("Tritanopia", .tritan),
    ]
    static let targets: [(String, ThemeTarget)] = [("AA", .aa), ("AAA", .aaa), ("APCA", .apca)]

    /// The theme of `source`, made with `settings` (a saved theme's target and overrides) when given.
    init(
        source: Theme.Source, name: String, services: AppServices, editor: PaletteEditorController? = nil,
        settings: SchemeTheme? = nil
    ) {
        self.source = source
        self.name = name
        self.services = services
        self.editor = editor
        theme = Theme(
            source: source, target: settings?.themeTarget ?? .aa, overrides: settings?.themeOverrides ?? [])
        super.init()
        title = "Theme"
    }

    /// Keeps the theme: into the palette it came from, or as a new palette of its source colors.
    func save() {
        let settings = SchemeTheme(target: theme.target, overrides: theme.overrides)
        if let editor {
            editor.saveTheme(settings) { [weak self] saved in
                self?.status.text =
                    saved ? "Saved the theme in “\(editor.palette.displayName)”" : "Failed :( Try again."
            }
            return
        }
        let colors = [source.brand, source.secondary, source.neutral].compactMap { $0 }
            .map { ColorHex(GamutMapping.toSRGB($0).rgb8) }
        guard let draft = try? PaletteDraft(name: "\(name) theme", colors: colors, tags: [], theme: settings)
        else {
            status.text = "Failed :( Try again."
            return
        }
        saveNewPalette(draft, services: services, status: status)
    }

    override var routeComponent: String? { AppRoute.theme.segment }

    /// Chart colors generated for this theme as it stands (overrides included), led by its brand.
    func chartsController() -> ChartsController {
        ChartsController(theme: theme, name: name)
    }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 0)
        contentView.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 20))
        view.addSubview(contentView)
        status.font = AppFont.caption.font
        overrideField.accessibilityLabel = "Override color"
        overrideField.delegate = self
        show()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        show()
    }

    // MARK: Choices

    /// Measures against `target` instead.
    func choose(_ target: ThemeTarget) {
        guard target != theme.target else { return }
        theme = Theme(source: source, target: target, overrides: theme.overrides)
        show()
    }

    /// Lists and (on a phone) previews `mode`.
    func choose(_ mode: ThemeMode) {
        self.mode = mode
        editing = nil
        show()
    }

    /// Shows the previews as someone with `vision` sees them (nil: typical vision).
    func see(_ vision: ColorVisionDeficiency?) {
        self.vision = vision
        show()
    }

    /// Opens the field that overrides `role` in the chosen mode.
    func edit(_ role: ThemeRole) {
        editing = role
        overrideField.text = "#" + ColorHex(theme.color(role, in: mode).rgb8).value.uppercased()
        show()
        overrideField.becomeFirstResponder()
    }

    /// Keeps `text` (a hex color) for the role being edited and names any pair it breaks.
    func applyOverride(_ text: String) {
        guard let role = editing else { return }
        guard let hex = ColorHex(text.trimmingCharacters(in: .whitespaces)) else {
            status.text = "“\(String(text.prefix(40)))” is not a hex color; write it as #F4F4F4."
            return
        }
        theme = theme.overriding(.init(mode: mode, role: role, color: hex.color))
        editing = nil
        let broken = theme.failures.filter { $0.mode == mode && ($0.pair.text == role || $0.pair.on == role) }
        status.text =
            broken.isEmpty
            ? "\(role.heading) is #\(hex.value.uppercased()); every pair still passes."
            : "\(role.heading) is #\(hex.value.uppercased()); now failing: "
                + broken.map { "\($0.pair.text.title) on \($0.pair.on.title)" }.joined(separator: ", ") + "."
        show()
    }

    /// Drops every override.
    func resetOverrides() {
        theme = Theme(source: source, target: theme.target)
        editing = nil
        status.text = "Back to the theme as made."
        show()
    }

    // MARK: Showing

    func show() {
        guard isViewLoaded else { return }
        contentView.subviews.forEach { $0.removeFromSuperview() }
        let modes = ThemeMode.allCases
        contentView.addSubview(
            ChoiceRow(Self.targets.map(\.0), selected: Self.targets.firstIndex { $0.1 == theme.target } ?? 0)
            {
                [weak self] index in self?.choose(Self.targets[index].1)
            })
        contentView.addSubview(
            ChoiceRow(modes.map(\.title), selected: modes.firstIndex(of: mode) ?? 0) { [weak self] index in
                self?.choose(modes[index])
            })
        contentView.addSubview(
            ChoiceRow(Self.visions.map(\.0), selected: Self.visions.firstIndex { $0.1 == vision } ?? 0) {
                [weak self] index in self?.see(Self.visions[index].1)
            })
        // Side by side where the window is wide (wrapping two by two on a tablet); one at the
        // width of a phone otherwise.
        let wide = traitCollection.horizontalSizeClass == .regular
        let previews = View()
        previews.layout = .stack(wide ? .horizontal : .vertical, spacing: 12)
        previews.layout.wraps = wide
        for shownMode in wide ? modes : [mode] {
            previews.addSubview(
                ThemePreview(
                    theme[shownMode], mode: shownMode, vision: vision, width: wide ? 270 : nil,
                    lookAlike: lookAlike(in: shownMode)))
        }
        contentView.addSubview(previews)
        let save = Button(title: "Save Theme") { [weak self] in self?.save() }
        save.style = .filled
        let actions = View()  // a row, so the button keeps its own width
        actions.layout = .stack(.horizontal, spacing: 8)
        actions.addSubview(save)
        actions.addSubview(
            Button(title: "Chart Colors") { [weak self] in
                guard let self else { return }
                navigationController?.pushViewController(chartsController(), animated: true)
            })
        contentView.addSubview(actions)
        for note in theme.notes where Self.concerns(note, mode) {
            contentView.addSubview(Label.caption(note.message))
        }
        contentView.addSubview(status)
        addPairs()
        addRoles()
        addExports()
    }

    /// The status roles the theme could not keep apart in `mode` for the vision being shown.
    func lookAlike(in mode: ThemeMode) -> [(ThemeRole, ThemeRole)] {
        theme.notes.compactMap { note in
            guard case .indistinguishable(let first, let second, let deficiency, let noteMode, _) = note,
                noteMode == mode, deficiency == vision
            else { return nil }
            return (first, second)
        }
    }

    /// Whether a note is about `mode` (or about the theme as a whole).
    static func concerns(_ note: ThemeNote, _ mode: ThemeMode) -> Bool {
        switch note {
        case .indistinguishable(_, _, _, let noteMode, _), .likeTheTint(_, let noteMode): noteMode == mode
        case .brandMoved: true
        }
    }
}

extension ThemeController: TextFieldDelegate {
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        applyOverride(textField.text)
        return false
    }
}
