import ViewKit

/// One format on an Export list: its name, Copy when it is text, and Download. The palette's
/// and the theme's Export lists are made of these, so both read and sound the same.
final class ExportRow: View {
    /// Copy, for a text format.
    let copy: Button?
    /// Download.
    let download: Button

    init(title: String, copy: (() -> Void)?, download: @escaping () -> Void) {
        self.copy = copy.map { action in
            let button = Button(title: "Copy", action: action)
            button.accessibilityLabel = "Copy \(title)"
            return button
        }
        self.download = Button(title: "Download", action: download)
        self.download.accessibilityLabel = "Download \(title)"
        super.init()
        layout = .stack(.horizontal, spacing: 8, alignment: .center)
        let name = Label(title)
        name.layout.grows = true
        addSubview(name)
        if let button = self.copy { addSubview(button) }
        addSubview(self.download)
    }
}
