import ColorKit
import ViewKit

/// One mode of a theme applied to a sample app screen built from ViewKit's own views: a
/// navigation bar, a grouped table with separators, a focused text field, buttons on each fill,
/// status text, and an alert with a destructive action. Seen through a color-vision deficiency
/// when one is chosen, so a designer sees what those readers see.
///
/// It is a picture of an app, not a second app: nothing in it takes focus except the disabled
/// button that shows `tertiaryLabel`, and that not even (disabled controls are skipped).
final class ThemePreview: View {
    let mode: ThemeMode

    /// A preview `width` points wide, or as wide as its container (up to 420) when nil.
    init(_ palette: ThemePalette, mode: ThemeMode, vision: ColorVisionDeficiency?, width: Double?) {
        self.mode = mode
        super.init()
        func color(_ role: ThemeRole) -> ViewKit.Color {
            let rgb = palette[role]
            return AppColor.color(vision.map { ColorVisionSimulation.displayable(rgb, $0) } ?? rgb)
        }
        accessibilityLabel = "\(mode.title) preview"
        layout = .stack(.vertical, spacing: 0)
        // A fixed width side by side; on a phone, the screen's width up to a phone's own
        // (a maximum width takes the whole row, so it is set only then).
        if let width { layout.width = width } else { layout.maximumWidth = 420 }
        cornerRadius = 14
        backgroundColor = color(.secondaryBackground)

        let bar = View()
        bar.layout = .stack(.horizontal, spacing: 8, alignment: .center, padding: EdgeInsets(all: 12))
        bar.backgroundColor = color(.background)
        bar.cornerRadius = 14
        let title = Label("Inbox")
        title.font = Font(size: 17, weight: 600)
        title.textColor = color(.label)
        title.layout.grows = true
        bar.addSubview(title)
        bar.addSubview(text("Edit", color(.tint)))
        addSubview(bar)
        addSubview(rule(color(.separator)))

        let content = View()
        content.layout = .stack(.vertical, spacing: 10, padding: EdgeInsets(all: 12))
        content.addSubview(text("TODAY", color(.secondaryLabel), size: 13))
        let table = View()
        table.layout = .stack(.vertical, spacing: 0)
        table.backgroundColor = color(.surface)
        table.cornerRadius = 10
        for (index, (subject, time)) in [("Design review", "10:30"), ("Brand colors", "Yesterday")]
            .enumerated()
        {
            if index > 0 { table.addSubview(rule(color(.separator))) }
            let row = View()
            row.layout = .stack(
                .horizontal, spacing: 8, padding: EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12))
            let subjectLabel = text(subject, color(.label))
            subjectLabel.layout.grows = true
            row.addSubview(subjectLabel)
            row.addSubview(text(time, color(.secondaryLabel), size: 15))
            table.addSubview(row)
        }
        content.addSubview(table)

        // A focused field: the ring around a field drawn on the surface, edged by a separator.
        let ring = View()
        ring.layout = .stack(.vertical, spacing: 0, padding: EdgeInsets(all: 2))
        ring.backgroundColor = color(.focusRing)
        ring.cornerRadius = 10
        let edge = View()
        edge.layout = .stack(.vertical, spacing: 0, padding: EdgeInsets(all: 1))
        edge.backgroundColor = color(.separator)
        edge.cornerRadius = 8
        let field = View()
        field.layout = .stack(
            .vertical, spacing: 0, padding: EdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10))
        field.backgroundColor = color(.surface)
        field.cornerRadius = 7
        field.addSubview(text("Search mail", color(.secondaryLabel), size: 15))
        edge.addSubview(field)
        ring.addSubview(edge)
        content.addSubview(ring)

        let buttons = View()
        buttons.layout = .stack(.horizontal, spacing: 6, alignment: .center)
        buttons.layout.wraps = true
        for (title, fill, ink) in [
            ("Send", ThemeRole.tint, ThemeRole.onTint), ("Archive", .tintContainer, .onTintContainer),
            ("Share", .secondary, .onSecondary),
        ] {
            buttons.addSubview(chip(title, fill: color(fill), ink: color(ink)))
        }
        let disabled = Button(title: "Later")
        disabled.isEnabled = false
        disabled.setTitleColor(color(.tertiaryLabel), for: .disabled)
        disabled.font = Font(size: 15, weight: 600)
        buttons.addSubview(disabled)
        content.addSubview(buttons)

        let statuses = View()
        statuses.layout = .stack(.horizontal, spacing: 12)
        statuses.layout.wraps = true
        statuses.addSubview(text("✓ Sent", color(.success), size: 15))
        statuses.addSubview(text("! Storage low", color(.warning), size: 15))
        statuses.addSubview(text("✕ Not delivered", color(.destructive), size: 15))
        content.addSubview(statuses)

        let alert = View()
        alert.layout = .stack(.vertical, spacing: 6, padding: EdgeInsets(all: 12))
        alert.backgroundColor = color(.surface)
        alert.cornerRadius = 12
        let heading = text("Delete 2 messages?", color(.label))
        alert.addSubview(heading)
        alert.addSubview(text("This cannot be undone.", color(.secondaryLabel), size: 15))
        let actions = View()
        actions.layout = .stack(.horizontal, spacing: 6)
        actions.addSubview(text("Cancel", color(.tint)))
        let spacer = View()
        spacer.layout.grows = true
        actions.addSubview(spacer)
        actions.addSubview(chip("Delete", fill: color(.destructive), ink: color(.onDestructive)))
        alert.addSubview(actions)
        content.addSubview(alert)
        addSubview(content)
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

    private func rule(_ color: ViewKit.Color) -> View {
        let line = View()
        line.layout.height = 1
        line.backgroundColor = color
        return line
    }
}
