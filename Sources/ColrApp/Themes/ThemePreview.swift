import ColorKit
import ViewKit
import ViewKitThemes

/// One mode of a theme applied to a sample app made of ViewKit's own controllers and views: a
/// navigation controller holding an inbox (``ThemeSampleController``: a table, a focused text
/// field, buttons on each fill, status text), and an alert with a destructive action. Seen
/// through a color-vision deficiency when one is chosen, so a designer sees what those readers
/// see.
///
/// Both are still pictures (``ViewKit/ViewController/snapshotView()``) under a
/// ``ViewKit/View/colorThemeOverride`` holding this mode's colors: the sample is what a ViewKit
/// app given this theme looks like, through the same mapping (ViewKitThemes) that gives Colr its
/// own look, and nothing in it takes focus or taps. What looks alike to the chosen reader is
/// said in text beside the pictures.
final class ThemePreview: View {
    let mode: ThemeMode

    /// A preview `width` points wide, or as wide as its container (up to 420) when nil, named
    /// after `title` (a checked theme's own mode name) or else the mode.
    /// `lookAlike` are status roles that cannot be told apart with `vision` in this mode: they
    /// are ringed and named.
    init(
        _ palette: ThemePalette, mode: ThemeMode, vision: ColorVisionDeficiency?, width: Double?,
        lookAlike: [(ThemeRole, ThemeRole)] = [], title: String? = nil
    ) {
        self.mode = mode
        super.init()
        colorThemeOverride = ColorTheme.Override(
            ColorTheme { role, _ in
                vision.map { ColorVisionSimulation.displayable(palette[role], $0) } ?? palette[role]
            }, appearance: mode.appearance)
        accessibilityLabel = "\(title ?? mode.title) preview"
        layout = .stack(.vertical, spacing: 10)
        // A fixed width side by side; on a phone, the screen's width up to a phone's own
        // (a maximum width takes the whole row, so it is set only then).
        if let width { layout.width = width } else { layout.maximumWidth = 420 }
        cornerRadius = 14
        backgroundColor = .secondarySystemBackground

        let alike = Set(lookAlike.flatMap { [$0.0, $0.1] })
        let inbox = NavigationController(rootViewController: ThemeSampleController(ringed: alike))
        let screen = inbox.snapshotView()
        screen.accessibilityLabel = "Sample inbox in \(title ?? mode.title.lowercased()) mode"
        screen.cornerRadius = 14
        addSubview(screen)

        let bottom = View()
        bottom.layout = .stack(
            .vertical, spacing: 8, padding: EdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12))
        for (first, second) in lookAlike {
            let who = vision.map { "with " + $0.title.lowercased() } ?? "to everyone"
            let note = Label("\(first.heading) and \(second.title) look alike \(who)")
            note.font = Font(size: 13)
            note.textColor = .label
            note.accessibilityLabel = "Look alike: \(first.title) and \(second.title)"
            bottom.addSubview(note)
        }
        let alert = Self.alert(tintLooksAlike: alike.contains(.tint)).snapshotView()
        alert.accessibilityLabel = "Sample alert with a destructive action"
        alert.cornerRadius = 14
        bottom.addSubview(alert)
        addSubview(bottom)
    }

    /// "Delete 2 messages?": Cancel in the tint, Delete destructive; Cancel ringed when the tint
    /// looks like a status to this reader.
    private static func alert(tintLooksAlike: Bool) -> AlertController {
        let alert = AlertController(title: "Delete 2 messages?", message: "This cannot be undone.")
        alert.addAction(.init(title: "Cancel", style: .cancel))
        alert.addAction(.init(title: "Delete", style: .destructive))
        if tintLooksAlike,
            let cancel = alert.view.allViews.first(where: { ($0 as? Button)?.currentTitle == "Cancel" })
        {
            ring(cancel)
        }
        return alert
    }

    /// Marks a view whose color looks like another's to this reader.
    static func ring(_ view: View) {
        view.borderWidth = 2
        view.borderColor = .label
    }
}
