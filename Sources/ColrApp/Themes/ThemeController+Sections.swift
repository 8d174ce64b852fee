import ColorKit
import ColrModels
import PaletteFormats
import ViewKit

extension ThemeController {
    /// "31 of 31 pairs pass", then each of the mode's pairs, failing ones first.
    func addPairs() {
        let checks = theme.checks.filter { $0.mode == mode }
        let failing = checks.filter { !$0.passes }
        let heading = Label(
            "\(checks.count - failing.count) of \(checks.count) pairs pass in \(mode.title.lowercased())")
        heading.font = Font(size: 20, weight: 600)
        content(heading)
        for check in failing + checks.filter(\.passes) {
            let value = theme.target.describe(((check.value * 10).rounded() / 10))
            let line = Label(
                "\(check.passes ? "Pass" : "Fail") · \(check.pair.text.heading) on \(check.pair.on.title): "
                    + "\(value), needs \(theme.target.describe(check.pair.minimum))")
            line.font = AppFont.caption.font
            line.textColor = check.passes ? AppColor.ink.color : AppColor.error.color
            content(line)
        }
    }

    /// The mode's roles, each a swatch with its hex and an Override button; the open one has its field.
    func addRoles() {
        let heading = Label("Roles in \(mode.title.lowercased())")
        heading.font = Font(size: 20, weight: 600)
        content(heading)
        let overridden = Set(theme.overrides.filter { $0.mode == mode }.map(\.role))
        for (role, color) in theme[mode].roles {
            let row = View()
            row.layout = .stack(.horizontal, spacing: 8, alignment: .center)
            let hex = "#" + ColorHex(color.rgb8).value.uppercased()
            let swatch = Label("\(role.heading)  \(hex)\(overridden.contains(role) ? " · yours" : "")")
            swatch.backgroundColor = AppColor.color(color)
            swatch.textColor = AppColor.readableText(on: color)
            swatch.cornerRadius = 8
            swatch.layout.padding = EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
            swatch.layout.grows = true
            row.addSubview(swatch)
            let button = Button(title: "Override") { [weak self] in self?.edit(role) }
            button.accessibilityLabel = "Override \(role.title)"
            row.addSubview(button)
            content(row)
            if editing == role {
                let form = View()
                form.layout = .stack(.horizontal, spacing: 8, alignment: .center)
                overrideField.layout.grows = true
                form.addSubview(overrideField)
                let keep = Button(title: "Keep") { [weak self] in
                    guard let self else { return }
                    applyOverride(overrideField.text)
                }
                keep.style = .filled
                form.addSubview(keep)
                content(form)
            }
        }
        if !theme.overrides.isEmpty {
            content(Button(title: "Reset Overrides") { [weak self] in self?.resetOverrides() })
        }
    }

    /// Each export format with Copy (text formats) and Download.
    func addExports() {
        let heading = Label("Export")
        heading.font = Font(size: 20, weight: 600)
        content(heading)
        for format in ThemeFormat.allCases {
            let copy: (() -> Void)? =
                format.isText
                ? { [weak self] in
                    guard let self else { return }
                    window?.pasteboard.string = String(
                        decoding: ThemeExporter.export(theme, name: name, as: format), as: UTF8.self)
                    status.text = "Copied the \(format.title)"
                } : nil
            content(
                ExportRow(title: format.title, copy: copy) { [weak self] in
                    guard let self else { return }
                    let file = DownloadFile(
                        name: ThemeExporter.fileName(name: name, as: format), mediaType: format.mediaType,
                        contents: ThemeExporter.export(theme, name: name, as: format))
                    status.text = window?.download(file) == true ? "Downloading \(file.name)" : "Failed :("
                })
        }
    }

    private func content(_ view: View) {
        contentView.addSubview(view)
    }
}
