import ColrDomain
import ColrModels
import Foundation
import ViewKit

/// The Colr chapter's search: a field and a Search button that says "Loading" while it looks and
/// "None :(" when nothing matches. A color in any notation the API reads (hex with or without
/// `#`, CSS syntax, a CSS or UIKit name) opens its screen; any other word lists the colors
/// tagged with it. Return searches too, and typing clears "None :(".
final class SearchController: ViewController, TextFieldDelegate {
    let services: AppServices
    let field = TextField(placeholder: "#abcabc")
    let search = Button(title: "Search")

    /// What a search found.
    enum Found {
        case color(StoredColor)
        case tagged(TagName, ColorPage)
        case nothing
    }

    init(services: AppServices) {
        self.services = services
        super.init()
        title = "Search"
        tabBarItem = TabBarItem(title: "Search", icon: "⌕")
    }

    override var routeComponent: String? { AppRoute.search.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 16, padding: EdgeInsets(all: 24))
        search.style = .filled
        // Its title is the search's answer ("None :("), so a screen reader hears it.
        search.announcesChanges = .polite
        search.action = { [weak self] in
            guard let self else { return }
            lookUp()
        }
        field.delegate = self
        field.onTextChange = { [weak self] _ in
            guard let self, search.isEnabled else { return }
            // An answer belongs to the text it answered; new text has not been searched yet.
            search.setTitle("Search", for: .normal)
        }
        view.addSubview(field)
        view.addSubview(search)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        lookUp()
        return true
    }

    /// The color a search text names, if it names one; a bare hex needs no `#` here.
    static func color(in text: String) -> ColorHex? {
        ColorHex(text) ?? (try? ColorHex.parse(text))
    }

    private func lookUp() {
        guard search.isEnabled else { return }
        let text = field.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        let hex = Self.color(in: text)
        let tag = hex == nil ? try? TagName(text) : nil
        guard hex != nil || tag != nil else {
            search.setTitle("None :(", for: .normal)
            return
        }
        search.setTitle("Loading", for: .normal)
        search.isEnabled = false
        let store = services.store
        perform { () async throws -> Found in
            if let hex {
                // Every color has a screen; one nobody has tagged yet simply has no tags.
                let stored = try await store.colors.color(hex)
                return .color(stored ?? StoredColor(id: 0, hex: hex, createdAt: Date(), tags: []))
            }
            guard let tag else { return .nothing }
            let page = try await store.colors.colors(
                tagged: tag, after: nil, limit: TaggedColorsController.pageSize)
            return page.colors.isEmpty ? .nothing : .tagged(tag, page)
        } completion: { [weak self] result in
            guard let self else { return }
            search.isEnabled = true
            switch result {
            case .success(.color(let color)):
                search.setTitle("Search", for: .normal)
                let screen = ColorScreenController(color: color, services: services)
                if (try? ColorHex.parseNotingGamut(text).inGamut) == false { screen.gamutMappedFrom = text }
                navigationController?.pushViewController(screen, animated: true)
            case .success(.tagged(let tag, let page)):
                search.setTitle("Search", for: .normal)
                navigationController?.pushViewController(
                    TaggedColorsController(tag: tag, page: page, services: services), animated: true)
            case .success(.nothing):
                search.setTitle("None :(", for: .normal)
            case .failure:
                search.setTitle("Failed :(", for: .normal)
            }
        }
    }
}
