import ColorKit
import ColrCore
import ViewKit

/// The most-tagged color in the store, shown like the detail (between the bars, not under
/// them), with the same Change modal.
final class TopColorController: ViewController {
    let store: any ColorStore
    let selection = ColorSelection(color: RGBColor(white: 1), routeName: "top")
    let caption = Label()

    init(store: any ColorStore) {
        self.store = store
        super.init()
        title = "Top Color"
        tabBarItem = TabBarItem(title: "Top Color", icon: "★")
        edgesForExtendedLayout = .none
    }

    override var routeComponent: String? { "top" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, alignment: .center, padding: EdgeInsets(all: 24))
        view.accessibilityLabel = "Color"
        view.observe { [weak self] in
            guard let self else { return }
            view.backgroundColor = AppColor.color(selection.color)
        }
        caption.font = AppFont.hex.font
        caption.accessibilityLabel = "Top color"
        view.addSubview(caption)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Change") { [weak self] in
            guard let self else { return }
            present(
                NavigationController(rootViewController: ChangeColorController(selection: selection)),
                animated: true)
        }
        // Loaded once: after a change through the modal, the screen keeps the changed color.
        loadTopColor()
    }

    private func loadTopColor() {
        let store = self.store
        caption.text = "Loading"
        perform {
            try await store.topColors(limit: 1).first
        } completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let top?):
                selection.color = top.color.hex.color
                selection.routeName = top.color.hex.value
                caption.text = "#\(top.color.hex.value.uppercased()) · \(top.tagCount) tags"
                caption.textColor = Contrast.ratio(top.color.hex.color, .init(white: 0)) > 7 ? .black : .white
            case .success(nil):
                caption.text = "No colors yet"
            case .failure:
                caption.text = "Failed :("
            }
        }
    }
}
