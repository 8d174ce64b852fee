import ColorKit
import ViewKit

/// A screen filled with the selected color, with a Change button that presents the modal.
final class DetailController: ViewController {
    let selection: ColorSelection

    init(selection: ColorSelection, title: String = "Detail") {
        self.selection = selection
        super.init()
        self.title = title
    }

    override var routeComponent: String? { "detail-" + selection.routeName }

    override func viewDidLoad() {
        view.accessibilityLabel = "Color"
        view.observe { [weak self] in
            guard let self else { return }
            view.backgroundColor = AppColor.color(selection.color)
        }
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Change") { [weak self] in
            guard let self else { return }
            present(
                ChangeColorController.sheet(selection: selection),
                animated: true)
        }
    }
}
