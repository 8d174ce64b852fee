import ColorKit
import ColrDomain
import ColrModels
import ViewKit

/// The most-tagged color in the store, shown like the detail (between the bars, not under
/// them), with the same Change modal.
final class TopColorController: ViewController, ColorCopying {
    let store: Repositories
    let selection = ColorSelection(color: RGBColor(white: 1), routeName: "top")
    let caption = Label()
    /// The store's most-tagged color and its tag count, once loaded.
    private var top: (hex: ColorHex, tagCount: Int)?

    init(store: Repositories) {
        self.store = store
        super.init()
        title = "Top Color"
        tabBarItem = TabBarItem(title: "Top Color", icon: "★")
        edgesForExtendedLayout = .none
    }

    override var routeComponent: String? { "top" }

    let copyButton = Button(title: "Copy")
    var copyAnchor: View? { copyButton }
    var copiedColor: RGBColor { selection.color }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, alignment: .center, padding: EdgeInsets(all: 24))
        view.accessibilityLabel = "Color"
        view.observe { [weak self] in
            guard let self else { return }
            view.backgroundColor = AppColor.color(selection.color)
            // The caption sits on the color itself, so it takes black or white by contrast.
            caption.textColor = AppColor.readableText(on: selection.color)
            copyButton.setTitleColor(AppColor.readableText(on: selection.color), for: .normal)
            // Until the top color loads (or Change picks one) the caption says what is happening.
            if selection.routeName != "top" { captionColor() }
        }
        caption.font = AppFont.hex.font
        caption.accessibilityLabel = "Top color"
        view.addSubview(caption)
        copyButton.action = { [weak self] in
            guard let self else { return }
            present(copyController(), animated: true)
        }
        view.addSubview(copyButton)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Change") { [weak self] in
            guard let self else { return }
            present(
                ChangeColorController.sheet(selection: selection),
                animated: true)
        }
        // Loaded once: after a change through the modal, the screen keeps the changed color.
        loadTopColor()
    }

    private func loadTopColor() {
        let store = self.store
        caption.text = "Loading"
        perform {
            try await store.colors.topColors(limit: 1).first
        } completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ranked?):
                top = (ranked.color.hex, ranked.tagCount)
                selection.color = ranked.color.hex.color
                selection.routeName = ranked.color.hex.value
                captionColor()
            case .success(nil):
                caption.text = "No colors yet"
            case .failure:
                caption.text = "Failed :("
            }
        }
    }

    /// Names the color on screen: the top color with its tag count, or the one Change chose.
    private func captionColor() {
        let shown = ColorHex(selection.color.rgb8)
        if let top, top.hex == shown {
            caption.text = "#\(shown.value.uppercased()) · \(top.tagCount) tags"
        } else {
            caption.text = "#" + shown.value.uppercased()
        }
    }
}
