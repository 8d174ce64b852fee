import ColrDomain
import ColrModels
import Foundation
import ViewKit

/// The Colr app's screens and their URLs: the tabs (`/colors`, `/picker`, `/search`, `/palettes`,
/// `/top`) and the screens they lead to, such as `/colors/detail-red/~change`,
/// `/search/color-ff00ff/theme`, `/search/tag-warm`, `/palettes/palette-7/~share` and
/// `/palettes/check-theme`, and the welcome sheet `~welcome`.
public struct ColrRouter: ScreenRouter {
    let services: AppServices

    /// Creates the router over the app's services.
    public init(services: AppServices) {
        self.services = services
    }

    var store: Repositories { services.store }

    /// Draws what each process draws once and every session shows (the Picker's chart), so
    /// that no screen's first render pays for it. Slow, synchronous work: call it off Swift's
    /// cooperative pool, as `buildApplication` does on a thread of its own (`DedicatedThread`).
    public static func prepareDrawings() {
        _ = ChartView.fullBrightness
    }

    /// The tabs: a tab bar on a phone, a sidebar beside the content on a wider window; ⌘K
    /// (Ctrl-K off the Mac) goes to Search from anywhere, ready to type.
    public func makeRootViewController() -> ViewController {
        let search = SearchController(services: services)
        let split = ColrRootController(
            feed: services.feed,
            viewControllers: [
                NavigationController(rootViewController: ColorsController()),
                NavigationController(rootViewController: PickerController(services: services)),
                NavigationController(rootViewController: search),
                NavigationController(rootViewController: PalettesController(services: services)),
                NavigationController(rootViewController: TopColorController(services: services)),
            ], sidebarTitle: "Colr")
        split.addKeyCommand(
            KeyCommand(input: "k", title: "Search") { [weak split, weak search] in
                guard let split, let search else { return }
                split.select(2)
                _ = search.navigationController?.popToRootViewController(animated: false)
                search.field.becomeFirstResponder()
            })
        return split
    }

    /// Details and the Change modal; the modal changes whatever color its parent shows.
    public func viewController(for segment: String, from parent: ViewController) -> ViewController? {
        if segment == "change" {
            let selection =
                (parent as? DetailController)?.selection ?? (parent as? TopColorController)?.selection
            return selection.map { ChangeColorController(selection: $0).inSheet() }
        }
        if segment == "welcome" { return WelcomeController() }
        if segment == "copy" { return (parent as? any ColorCopying)?.copyController() }
        if segment == "import", let list = parent as? PalettesController {
            return ImportController(list: list).inSheet()
        }
        if segment == "check-theme", parent is PalettesController {
            return ThemeCheckController(services: services)
        }
        if segment == "scale", let screen = parent as? ColorScreenController {
            return ScaleController(hex: screen.color.hex, services: services)
        }
        if segment == "harmonies", let screen = parent as? ColorScreenController {
            return HarmoniesController(hex: screen.color.hex, services: services)
        }
        if segment == "theme", let screen = parent as? ColorScreenController {
            return screen.themeController()
        }
        if segment == "add-to-palette" { return (parent as? ColorScreenController)?.paletteChooser() }
        if let editor = parent as? PaletteEditorController, let screen = editor.screen(for: segment) {
            return screen
        }
        if segment.hasPrefix("color-"), let hex = ColorHex(String(segment.dropFirst("color-".count))) {
            // Rebuilt from a URL: show the hex now and let the screen load its tags.
            return ColorScreenController.loading(hex, services: services)
        }
        if segment.hasPrefix("tag-"), let tag = try? TagName(String(segment.dropFirst("tag-".count))) {
            let list = TaggedColorsController(
                tag: tag, page: ColorPage(colors: [], nextCursor: nil), services: services)
            list.needsInitialLoad = true
            return list
        }
        if segment.hasPrefix("palette-"), let id = Int(segment.dropFirst("palette-".count)), id > 0 {
            let stub = Palette(
                id: id, name: "", colors: [], tags: [], createdAt: Date(timeIntervalSince1970: 0))
            let editor =
                (parent as? PalettesController)?.editor(for: stub)
                ?? PaletteEditorController(palette: stub, services: services)
            editor.needsInitialLoad = true
            return editor
        }
        return ColorsController.detail(for: segment)
    }
}
