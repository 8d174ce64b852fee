import ColrCore
import ViewKit

/// The Colr app's screens and their URLs: `/colors`, `/colors/detail-red`,
/// `/colors/detail-red/~change`, `/picker`, `/top`, `/top/~change`.
public struct ColrRouter: ScreenRouter {
    let store: any ColorStore

    /// Creates the router over a store.
    public init(store: any ColorStore) {
        self.store = store
    }

    /// The tab bar.
    public func makeRootViewController() -> ViewController {
        TabBarController(viewControllers: [
            NavigationController(rootViewController: ColorsController()),
            NavigationController(rootViewController: PickerController()),
            NavigationController(rootViewController: TopColorController(store: store)),
        ])
    }

    /// Details and the Change modal; the modal changes whatever color its parent shows.
    public func viewController(for segment: String, from parent: ViewController) -> ViewController? {
        if segment == "change" {
            let selection =
                (parent as? DetailController)?.selection ?? (parent as? TopColorController)?.selection
            return selection.map {
                NavigationController(rootViewController: ChangeColorController(selection: $0))
            }
        }
        return ColorsController.detail(for: segment)
    }
}
