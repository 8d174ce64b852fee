import ColrCore
import Foundation
import ViewKit

/// The Colr chapter's search: a hex field and a Search button that says "Loading" while it
/// looks and "None :(" when the color is unknown; a known color opens its screen.
final class SearchController: ViewController {
    let services: AppServices
    let field = TextField(placeholder: "#abcabc")
    let search = Button(title: "Search")

    init(services: AppServices) {
        self.services = services
        super.init()
        title = "Search"
        tabBarItem = TabBarItem(title: "Search", icon: "⌕")
    }

    override var routeComponent: String? { "search" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 16, padding: EdgeInsets(all: 24))
        search.style = .filled
        search.action = { [weak self] in
            guard let self else { return }
            lookUp()
        }
        view.addSubview(field)
        view.addSubview(search)
    }

    private func lookUp() {
        guard let hex = ColorHex(field.text.trimmingCharacters(in: .whitespaces)) else {
            search.setTitle("None :(", for: .normal)
            return
        }
        search.setTitle("Loading", for: .normal)
        search.isEnabled = false
        let store = services.store
        perform {
            try await store.color(hex)
        } completion: { [weak self] result in
            guard let self else { return }
            search.isEnabled = true
            switch result {
            case .success(let color?):
                search.setTitle("Search", for: .normal)
                navigationController?.pushViewController(
                    ColorScreenController(color: color, services: services), animated: true)
            case .success(nil):
                search.setTitle("None :(", for: .normal)
            case .failure:
                search.setTitle("Failed :(", for: .normal)
            }
        }
    }
}
