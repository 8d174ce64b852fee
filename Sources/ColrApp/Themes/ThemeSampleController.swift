import ColorKit
import ViewKit

/// The sample app screen a theme is previewed on: a mail inbox made the way any ViewKit app is
/// made, from ViewKit's own views (a table, a text field, buttons on each fill, status text)
/// under a navigation bar. ``ThemePreview`` shows it as a still picture, once per mode.
final class ThemeSampleController: ViewController, TableViewDataSource {
    /// Status roles that look alike to the reader the preview is for: their text is ringed.
    private let ringed: Set<ThemeRole>

    init(ringed: Set<ThemeRole>) {
        self.ringed = ringed
        super.init()
        title = "Inbox"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        view.layout = .stack(
            .vertical, spacing: 10, padding: EdgeInsets(top: 0, leading: 0, bottom: 12, trailing: 0))
        view.backgroundColor = .secondarySystemBackground

        let table = TableView()
        table.dataSource = self
        view.addSubview(table)

        let rest = View()
        rest.layout = .stack(
            .vertical, spacing: 10, padding: EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        // Drawn focused: the ring the page draws around the field being typed in.
        let search = TextField(placeholder: "Search mail")
        search.accessibilityLabel = "Search mail"
        search.borderWidth = 2
        search.borderColor = .focusRing
        rest.addSubview(search)
        rest.addSubview(buttons())
        rest.addSubview(statuses())
        view.addSubview(rest)
    }

    /// A button on each fill the theme has (destructive included), and a disabled one in
    /// `tertiaryLabel`.
    private func buttons() -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 6, alignment: .center)
        row.layout.wraps = true
        for (title, fill, ink) in [
            ("Send", Color.tintFill, Color.onTint), ("Archive", .tintContainer, .onTintContainer),
            ("Share", .secondaryTint, .onSecondaryTint), ("Delete", .systemRed, .onDestructive),
        ] {
            let button = Button(title: title)
            button.style = .filled
            button.backgroundColor = fill
            button.setTitleColor(ink, for: .normal)
            button.font = Font(size: 15, weight: 600)
            row.addSubview(button)
        }
        let later = Button(title: "Later")
        later.isEnabled = false
        later.setTitleColor(.tertiaryLabel, for: .disabled)
        later.font = Font(size: 15, weight: 600)
        row.addSubview(later)
        return row
    }

    /// The three statuses as text, those that look alike ringed.
    private func statuses() -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 12)
        row.layout.wraps = true
        for (title, role, color) in [
            ("✓ Sent", ThemeRole.success, Color.systemGreen), ("! Storage low", .warning, .systemOrange),
            ("✕ Not delivered", .destructive, .systemRed),
        ] {
            let label = Label(title)
            label.textColor = color
            label.font = Font(size: 15)
            if ringed.contains(role) { ThemePreview.ring(label) }
            row.addSubview(label)
        }
        return row
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Today" }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        indexPath.row == 0
            ? TableViewCell(text: "Design review", detailText: "10:30")
            : TableViewCell(text: "Brand colors", detailText: "Yesterday", accessory: .disclosureIndicator)
    }
}
