import ColrDomain
import ColrModels
import Foundation
import ViewKit

/// "History": every saved state of the palette, newest first, with who made it and when.
/// Choosing one asks, then restores it as a new edit, so restoring loses nothing either.
final class HistoryController: TableViewController {
    weak var editor: PaletteEditorController?
    let services: AppServices
    let paletteID: Int
    private(set) var revisions: [SchemeRevision] = []

    init(editor: PaletteEditorController) {
        self.editor = editor
        self.services = editor.services
        self.paletteID = editor.palette.id
        super.init()
        title = "History"
    }

    override var routeComponent: String? { AppRoute.history.segment }

    override func viewWillAppear(_ animated: Bool) {
        let (store, id) = (services.store, paletteID)
        perform {
            try await store.schemes.schemeRevisions(id: id, limit: 100)
        } completion: { [weak self] result in
            guard let self, case .success(let revisions) = result else { return }
            self.revisions = revisions
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        revisions.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: ViewKit.IndexPath)
        -> TableViewCell
    {
        let revision = revisions[indexPath.row]
        let name = Palette.displayName(revision.name)
        // A theme's settings are part of what a revision holds: a save that changed only them
        // still reads differently from the row before it.
        let theme = revision.theme.map { " · \(Self.summary(of: $0))" } ?? ""
        return TableViewCell(
            text: "\(name) · \(Palette.colorCount(revision.colors.count))\(theme)",
            detailText: "\(who(revision)), \(Self.when(revision.createdAt))",
            swatches: revision.colors.prefix(8).map { AppColor.color($0.color) })
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: ViewKit.IndexPath) {
        tableView.deselectRow(at: indexPath)
        let revision = revisions[indexPath.row]
        guard indexPath.row > 0 else { return }  // the newest is what the palette holds now
        let name = Palette.displayName(revision.name)
        let alert = AlertController(
            title: "Restore this version?",
            message:
                "The palette goes back to \(Palette.colorCount(revision.colors.count)), named “\(name)”"
                + (revision.theme.map { ", as an \(Self.summary(of: $0))" } ?? "")
                + ". Its current state stays in the history.")
        alert.addAction(.init(title: "Cancel", style: .cancel))
        alert.addAction(
            .init(title: "Restore") { [weak self] in
                guard let self, let editor else { return }
                editor.restore(revision)
                navigationController?.popViewController(animated: true)
            })
        present(alert, animated: true)
    }

    /// A theme's settings, short: "AAA theme", "APCA theme, 2 roles chosen".
    static func summary(of theme: SchemeTheme) -> String {
        let target = ThemeController.targets.first { $0.1 == theme.themeTarget }?.0 ?? "AA"
        let chosen = theme.overrides.count
        return chosen == 0
            ? "\(target) theme" : "\(target) theme, \(chosen) role\(chosen == 1 ? "" : "s") chosen"
    }

    /// Who made an edit, from this browser's point of view.
    private func who(_ revision: SchemeRevision) -> String {
        if let visitor = revision.visitor, visitor == window?.visitor { return "You" }
        switch revision.role {
        case .owner: return "The owner"
        case .editor: return "Someone with the edit link"
        case .tokenHolder: return "The API"
        }
    }

    /// A date as people say it for recent edits, and as a date after a week.
    static func when(_ date: Date, now: Date = Date()) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        case ..<604_800: return "\(seconds / 86_400) d ago"
        default:
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: date)
        }
    }
}
