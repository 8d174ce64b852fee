import ColrDomain
import ColrModels
import Foundation
import ViewKit

/// The Colr app's screens and their URLs: the tabs (`/colors`, `/picker`, `/search`, `/palettes`,
/// `/top`) and the screens they lead to, such as `/colors/detail-red/~change`,
/// `/search/color-ff00ff/theme`, `/search/tag-warm`, `/palettes/palette-7/~share` and
/// `/palettes/check-theme`, and the welcome sheet `~welcome`. Each segment is an ``AppRoute``
/// (ColrModels), which the server's links into the app use too; this router turns a route and
/// the screen it opens over into a controller.
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

    /// The screen for a URL segment, over `parent`, the screen on top when it is applied; nil for
    /// a segment that names no screen (``AppRoute/init(segment:)``), or none over this parent.
    public func viewController(for segment: String, from parent: ViewController) -> ViewController? {
        AppRoute(segment: segment).flatMap { viewController(for: $0, from: parent) }
    }

    /// The screen for `route` over `parent`: the Change modal changes whatever color its parent
    /// shows, a palette's screens open over its editor, and a screen rebuilt from a URL that needs
    /// the store starts as a stub that loads when it appears.
    func viewController(for route: AppRoute, from parent: ViewController) -> ViewController? {
        switch route {
        case .colors, .picker, .search, .palettes, .top:
            // Tabs are selected, never pushed.
            return nil
        case .detail(let name):
            return ColorsController.detail(named: name)
        case .change:
            let selection =
                (parent as? DetailController)?.selection ?? (parent as? TopColorController)?.selection
            return selection.map { ChangeColorController(selection: $0).inSheet() }
        case .copy:
            return (parent as? any ColorCopying)?.copyController()
        case .welcome:
            return WelcomeController()
        case .color(let hex):
            return ColorScreenController.loading(hex, services: services)
        case .tag(let tag):
            let list = TaggedColorsController(
                tag: tag, page: ColorPage(colors: [], nextCursor: nil), services: services)
            list.needsInitialLoad = true
            return list
        case .scale:
            return (parent as? ColorScreenController).map {
                ScaleController(hex: $0.color.hex, services: services)
            }
        case .harmonies:
            return (parent as? ColorScreenController).map {
                HarmoniesController(hex: $0.color.hex, services: services)
            }
        case .theme:
            if let screen = parent as? ColorScreenController { return screen.themeController() }
            return (parent as? PaletteEditorController)?.themeController()
        case .addToPalette:
            return (parent as? ColorScreenController)?.paletteChooser()
        case .palette(let id):
            let stub = Palette(
                id: id, name: "", colors: [], tags: [], createdAt: Date(timeIntervalSince1970: 0))
            let editor =
                (parent as? PalettesController)?.editor(for: stub)
                ?? PaletteEditorController(palette: stub, services: services)
            editor.needsInitialLoad = true
            return editor
        case .importPalette:
            return (parent as? PalettesController).map { ImportController(list: $0).inSheet() }
        case .checkTheme:
            return parent is PalettesController ? ThemeCheckController(services: services) : nil
        case .share:
            return (parent as? PaletteEditorController).map { ShareController(editor: $0).inSheet() }
        case .export:
            return (parent as? PaletteEditorController).map { ExportController(editor: $0).inSheet() }
        case .history:
            return (parent as? PaletteEditorController).map { HistoryController(editor: $0) }
        case .check:
            return (parent as? PaletteEditorController).map { PaletteCheckController(editor: $0) }
        case .charts:
            if let theme = parent as? ThemeController { return theme.chartsController() }
            return (parent as? PaletteEditorController)?.chartsController()
        }
    }
}
