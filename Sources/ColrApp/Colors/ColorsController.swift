import ColorKit
import ColrModels
import ViewKit

/// The ColorViewer chapter's first screen: one button per UIKit class color, each titled and
/// filled with its color; a tap pushes the detail in that color.
///
/// The chapter tints each title with its color, which leaves yellow and cyan unreadable on
/// white; here the color fills the button and its title is black or white by contrast.
final class ColorsController: ViewController {
    /// UIKit's class colors shown as buttons, in the chapter's order first.
    static let names = ["red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown"]

    override init() {
        super.init()
        title = "Colors"
        tabBarItem = TabBarItem(title: "Colors", icon: "◐")
    }

    override var routeComponent: String? { AppRoute.colors.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 10, alignment: .center, padding: EdgeInsets(all: 24))
        for name in Self.names {
            guard let named = ColorNameCatalog.uikit.color(named: name) else { continue }
            let button = Button(title: name.prefix(1).uppercased() + name.dropFirst()) { [weak self] in
                guard let self else { return }
                show(named)
            }
            button.style = .filled
            button.backgroundColor = AppColor.color(named.color)
            button.setTitleColor(AppColor.readableText(on: named.color), for: .normal)
            button.font = AppFont.title.font
            button.layout.width = 220
            view.addSubview(button)
        }
    }

    private func show(_ named: NamedColor) {
        let selection = ColorSelection(color: named.color, routeName: named.name)
        navigationController?.pushViewController(DetailController(selection: selection), animated: true)
    }

    /// The detail for a route's name, such as `red` or `ff8000`; nil if it names no color.
    static func detail(named name: String) -> DetailController? {
        guard let color = ColorSelection.parse(name) else { return nil }
        return DetailController(selection: ColorSelection(color: color, routeName: name))
    }
}
