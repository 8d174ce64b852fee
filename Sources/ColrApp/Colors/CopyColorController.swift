import ColorKit
import ColrModels
import ViewKit

/// "Copy": the color as hex, rgb(), hsl() and oklch(), one row each; tapping a row puts that
/// text on the clipboard and marks the row "Copied". A popover beside its button on a wide
/// window, a sheet on a phone; Done closes it.
final class CopyColorController: TableViewController {
    /// The notations offered, in the order people reach for them.
    static let formats: [ColorFormat] = [.hex, .rgb, .css(.hsl), .css(.oklch)]
    let color: RGBColor
    /// The row copied last, which shows a check mark.
    private(set) var copied: ColorFormat?

    init(color: RGBColor) {
        self.color = color
        super.init()
        title = "Copy"
        preferredContentSize = Size(width: 340, height: 4 * 45 + 40)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        navigationItem.rightBarButtonItem?.style = .done
    }

    override var routeComponent: String? { AppRoute.copy.segment }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Self.formats.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let format = Self.formats[indexPath.row]
        return TableViewCell(
            text: color.formatted(format),
            detailText: copied == format ? "Copied" : format.rawValue.uppercased(),
            accessory: copied == format ? .checkmark : .none)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        let format = Self.formats[indexPath.row]
        window?.pasteboard.string = color.formatted(format)
        copied = format
        tableView.reloadData()
    }

}

/// A screen showing one color, with a Copy button the copy popover points at.
protocol ColorCopying: ViewController {
    /// The color to copy.
    var copiedColor: RGBColor { get }
    /// The view the popover points at; nil for a Copy in the navigation bar, where a popover
    /// without an anchor sits.
    var copyAnchor: View? { get }
}

extension ColorCopying {
    /// The copy popover for this screen's color, in a navigation bar, pointing at its Copy button.
    func copyController() -> NavigationController {
        let navigation = NavigationController(rootViewController: CopyColorController(color: copiedColor))
        navigation.modalPresentationStyle = .popover
        navigation.popoverSourceView = copyAnchor
        return navigation
    }
}
