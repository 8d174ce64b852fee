import ColorKit
import ColrModels
import ViewKit

/// A screen filled with the selected color, with a Change button that presents the modal.
final class DetailController: ViewController, ColorCopying {
    let selection: ColorSelection

    init(selection: ColorSelection, title: String = "Detail") {
        self.selection = selection
        super.init()
        self.title = title
    }

    override var routeComponent: String? { AppRoute.detail(name: selection.routeName).segment }

    let copyButton = Button(title: "Copy")
    /// Says when the color lies outside sRGB, and which displayable color stands in for it.
    let gamutNote = Label()
    var copyAnchor: View? { copyButton }
    var copiedColor: RGBColor { selection.color }

    override func viewDidLoad() {
        view.accessibilityLabel = "Color"
        view.layout = .stack(.vertical, alignment: .center, padding: EdgeInsets(all: 24))
        view.observe { [weak self] in
            guard let self else { return }
            view.backgroundColor = AppColor.color(selection.color)
            copyButton.setTitleColor(AppColor.readableText(on: selection.color), for: .normal)
            let color = selection.color
            gamutNote.isHidden = color.isInGamut
            gamutNote.text =
                color.isInGamut
                ? ""
                : "Outside sRGB: shown as \(GamutMapping.toSRGB(color).hex), its nearest screen color. "
                    + GamutNote.wideGamutSentence(color)
            gamutNote.textColor = AppColor.readableText(on: GamutMapping.toSRGB(color))
        }
        gamutNote.font = AppFont.caption.font
        copyButton.action = { [weak self] in
            guard let self else { return }
            present(copyController(), animated: true)
        }
        view.addSubview(copyButton)
        view.addSubview(gamutNote)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Change") { [weak self] in
            guard let self else { return }
            present(ChangeColorController(selection: selection).inSheet(), animated: true)
        }
    }
}
