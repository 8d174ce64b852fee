import ColorKit
import ViewKit
import ViewKitThemes

/// One mode of a theme applied to a sample app screen built from ViewKit's own views: a
/// navigation bar, a grouped table with separators, a focused text field, buttons on each fill,
/// status text, and an alert with a destructive action. Seen through a color-vision deficiency
/// when one is chosen, so a designer sees what those readers see.
///
/// Every view inside is colored by ViewKit's semantic colors (`Color.label`, `.tint`,
/// `.tintContainer`, …), and the preview gives them this mode's colors with a
/// ``ViewKit/View/colorThemeOverride``: the sample shows what a ViewKit app given this theme
/// looks like, through the same mapping (ViewKitThemes) that gives Colr its own look.
///
/// It is a picture of an app, not a second app: nothing in it takes focus except the disabled
/// button that shows `tertiaryLabel`, and that not even (disabled controls are skipped).
final class ThemePreview: View {
    let mode: ThemeMode

    /// A preview `width` points wide, or as wide as its container (up to 420) when nil.
    /// `lookAlike` are status roles that cannot be told apart with `vision` in this mode: they
    /// are ringed and named.
    init(
        _ palette: ThemePalette, mode: ThemeMode, vision: ColorVisionDeficiency?, width: Double?,
        lookAlike: [(ThemeRole, ThemeRole)] = []
    ) {
        self.mode = mode
        super.init()
        colorThemeOverride = ColorTheme.Override(
            ColorTheme { role, _ in
                vision.map { ColorVisionSimulation.displayable(palette[role], $0) } ?? palette[role]
            }, appearance: mode.appearance)
        accessibilityLabel = "\(mode.title) preview"
        layout = .stack(.vertical, spacing: 0)
        // A fixed width side by side; on a phone, the screen's width up to a phone's own
        // (a maximum width takes the whole row, so it is set only then).
        if let width { layout.width = width } else { layout.maximumWidth = 420 }
        cornerRadius = 14
        backgroundColor = .secondarySystemBackground

        let bar = View()
        bar.layout = .stack(.horizontal, spacing: 8, alignment: .center, padding: EdgeInsets(all: 12))
        bar.backgroundColor = .barBackground
        bar.cornerRadius = 14
        let title = Label("Inbox")
        title.font = Font(size: 17, weight: 600)
        title.textColor = .label
        title.layout.grows = true
        bar.addSubview(title)
        bar.addSubview(text("Edit", .tint))
        addSubview(bar)
        addSubview(rule())

        let content = View()
        content.layout = .stack(.vertical, spacing: 10, padding: EdgeInsets(all: 12))
        content.addSubview(text("TODAY", .secondaryLabel, size: 13))
        content.addSubview(table())
        content.addSubview(field())
        content.addSubview(buttons())
        content.addSubview(statuses(lookAlike, vision: vision))
        content.addSubview(alert(tintLooksAlike: lookAlike.contains { $0.0 == .tint || $0.1 == .tint }))
        addSubview(content)
    }

    private func table() -> View {
        let table = View()
        table.layout = .stack(.vertical, spacing: 0)
        table.backgroundColor = .systemBackground
        table.cornerRadius = 10
        for (index, (subject, time)) in [("Design review", "10:30"), ("Brand colors", "Yesterday")]
            .enumerated()
        {
            if index > 0 { table.addSubview(rule()) }
            let row = View()
            row.layout = .stack(
                .horizontal, spacing: 8, padding: EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12))
            let subjectLabel = text(subject, .label)
            subjectLabel.layout.grows = true
            row.addSubview(subjectLabel)
            row.addSubview(text(time, .secondaryLabel, size: 15))
            table.addSubview(row)
        }
        return table
    }

    /// A focused field: the ring around a field drawn on the surface, edged by a separator.
    private func field() -> View {
        let ring = View()
        ring.layout = .stack(.vertical, spacing: 0, padding: EdgeInsets(all: 2))
        ring.backgroundColor = .focusRing
        ring.cornerRadius = 10
        let edge = View()
        edge.layout = .stack(.vertical, spacing: 0, padding: EdgeInsets(all: 1))
        edge.backgroundColor = .separator
        edge.cornerRadius = 8
        let field = View()
        field.layout = .stack(
            .vertical, spacing: 0, padding: EdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10))
        field.backgroundColor = .fieldBackground
        field.cornerRadius = 7
        field.addSubview(text("Search mail", .secondaryLabel, size: 15))
        edge.addSubview(field)
        ring.addSubview(edge)
        return ring
    }

    private func buttons() -> View {
        let buttons = View()
        buttons.layout = .stack(.horizontal, spacing: 6, alignment: .center)
        buttons.layout.wraps = true
        for (title, fill, ink) in [
            ("Send", Color.tintFill, Color.onTint), ("Archive", .tintContainer, .onTintContainer),
            ("Share", .secondaryTint, .onSecondaryTint),
        ] {
            buttons.addSubview(chip(title, fill: fill, ink: ink))
        }
        let disabled = Button(title: "Later")
        disabled.isEnabled = false
        disabled.setTitleColor(.tertiaryLabel, for: .disabled)
        disabled.font = Font(size: 15, weight: 600)
        buttons.addSubview(disabled)
        return buttons
    }

    /// The three statuses; those that look alike to this reader are ringed, and a line says so.
    private func statuses(_ lookAlike: [(ThemeRole, ThemeRole)], vision: ColorVisionDeficiency?) -> View {
        let column = View()
        column.layout = .stack(.vertical, spacing: 6)
        let statuses = View()
        statuses.layout = .stack(.horizontal, spacing: 12)
        statuses.layout.wraps = true
        let alike = Set(lookAlike.flatMap { [$0.0, $0.1] })
        for (title, role, color) in [
            ("✓ Sent", ThemeRole.success, Color.systemGreen), ("! Storage low", .warning, .systemOrange),
            ("✕ Not delivered", .destructive, .systemRed),
        ] {
            let label = text(title, color, size: 15)
            if alike.contains(role) { ring(label) }
            statuses.addSubview(label)
        }
        column.addSubview(statuses)
        for (first, second) in lookAlike {
            let who = vision.map { "with " + $0.title.lowercased() } ?? "to everyone"
            let note = text("\(first.heading) and \(second.title) look alike \(who)", .label, size: 13)
            note.accessibilityLabel = "Look alike: \(first.title) and \(second.title)"
            column.addSubview(note)
        }
        return column
    }

    /// An alert; its Cancel (the tint as text) ringed when the tint looks alike to a status.
    private func alert(tintLooksAlike: Bool) -> View {
        let alert = View()
        alert.layout = .stack(.vertical, spacing: 6, padding: EdgeInsets(all: 12))
        alert.backgroundColor = .systemBackground
        alert.cornerRadius = 12
        alert.addSubview(text("Delete 2 messages?", .label))
        alert.addSubview(text("This cannot be undone.", .secondaryLabel, size: 15))
        let actions = View()
        actions.layout = .stack(.horizontal, spacing: 6)
        let cancel = text("Cancel", .tint)
        if tintLooksAlike { ring(cancel) }
        actions.addSubview(cancel)
        let spacer = View()
        spacer.layout.grows = true
        actions.addSubview(spacer)
        actions.addSubview(chip("Delete", fill: .systemRed, ink: .onDestructive))
        alert.addSubview(actions)
        return alert
    }

    private func text(_ string: String, _ color: ViewKit.Color, size: Double = 17) -> Label {
        let label = Label(string)
        label.textColor = color
        label.font = Font(size: size)
        return label
    }

    /// A filled button's look without a button: the preview is not for pressing.
    private func chip(_ title: String, fill: ViewKit.Color, ink: ViewKit.Color) -> Label {
        let chip = Label(title)
        chip.backgroundColor = fill
        chip.textColor = ink
        chip.font = Font(size: 15, weight: 600)
        chip.cornerRadius = 8
        chip.layout.padding = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        return chip
    }

    /// Marks a view whose color looks like another's to this reader.
    private func ring(_ view: View) {
        view.borderWidth = 2
        view.borderColor = .label
    }

    private func rule() -> View {
        let line = View()
        line.layout.height = 1
        line.backgroundColor = .separator
        return line
    }
}
