import ViewKit

/// ViewKit's own demo: every piece of the framework on a few small screens, used by the tests
/// and served at `/viewkit-demo` for the browser tests.
///
/// Routes: `/items`, `/items/item-N`, `/draw`, `/form`, `/modal`, `/modal/~sheet`, `/modal/~popover`, `/more-1` …
public struct DemoRouter: ScreenRouter {
    /// Creates the router.
    public init() {}

    /// The tab bar with six tabs (so the sixth lands in "More").
    public func makeRootViewController() -> ViewController {
        let model = DemoModel()
        return TabBarController(viewControllers: [
            NavigationController(rootViewController: ItemsController(model: model)),
            NavigationController(rootViewController: DrawController(model: model)),
            NavigationController(rootViewController: FormController(model: model)),
            NavigationController(rootViewController: ModalDemoController()),
            NavigationController(rootViewController: ExtraController(number: 1)),
            NavigationController(rootViewController: ExtraController(number: 2)),
        ])
    }

    /// Item screens and the sheet.
    public func viewController(for segment: String, from parent: ViewController) -> ViewController? {
        if segment.hasPrefix("item-"), let number = Int(segment.dropFirst(5)),
            (1...ItemsController.count).contains(number)
        {
            // The items list's model, as when the person taps a row: one model per session.
            return ItemController(number: number, model: (parent as? ItemsController)?.model ?? DemoModel())
        }
        if segment == "sheet" { return SheetController(style: .overFullScreen) }
        if segment == "page" { return SheetController(style: .fullScreen) }
        if segment == "popover" {
            return (parent as? ModalDemoController)?.popover() ?? SheetController(style: .popover)
        }
        return nil
    }
}
