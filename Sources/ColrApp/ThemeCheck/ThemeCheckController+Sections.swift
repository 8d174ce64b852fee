import Codecs
import ColorKit
import ColrModels
import TokenFormats
import ViewKit

extension ThemeCheckController {
    /// Redraws the screen from its state.
    func show() {
        guard isViewLoaded else { return }
        contentView.subviews.forEach { $0.removeFromSuperview() }
        contentView.addSubview(
            Label.caption(
                "Drop your theme's files here, choose them, or paste one (focus the button, then paste): "
                    + "CSS custom properties, Tailwind, design tokens (.json), a zipped asset catalog, "
                    + "Android colors.xml, Material or Colr theme JSON, with a pairs file if you have one. "
                    + "Every pair is checked in every mode, and each failing one gets its smallest fix."))
        let pick = View()  // a row, so the button keeps its own width
        pick.layout = .stack(.horizontal, spacing: 8)
        pick.addSubview(picker)
        contentView.addSubview(pick)
        let list = View()
        list.layout = .stack(.vertical, spacing: 0)
        for file in files + [pairsFile].compactMap({ $0 }) { list.addSubview(fileRow(file)) }
        contentView.addSubview(list)
        contentView.addSubview(
            ChoiceRow(
                Self.targets.map(\.0), selected: Self.targets.firstIndex { $0.1 == target } ?? 0
            ) { [weak self] index in self?.choose(Self.targets[index].1) })
        contentView.addSubview(guessRow())
        contentView.addSubview(status)
        guard let outcome, !checking else { return }
        contentView.addSubview(heading("Modes"))
        contentView.addSubview(modeCards(outcome))
        contentView.addSubview(heading("Preview"))
        addPreview(outcome)
        contentView.addSubview(downloads(outcome))
    }

    private func fileRow(_ file: TokenFile) -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 8, alignment: .center)
        let kind = file.path == pairsFile?.path ? "pairs" : "theme"
        let name = Label("\(file.path) (\(kind), \(Self.size(file.bytes.count)))")
        name.font = AppFont.caption.font
        row.addSubview(name)
        let remove = Button(title: "Remove") { [weak self] in self?.remove(file.path) }
        remove.accessibilityLabel = "Remove \(file.path)"
        row.addSubview(remove)
        return row
    }

    private func guessRow() -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 8, alignment: .center)
        let toggle = Switch(isOn: infer)
        toggle.accessibilityLabel = "Guess pairs from the token names"
        toggle.onValueChanged = { [weak self] on in self?.setInfer(on) }
        row.addSubview(toggle)
        row.addSubview(Label("Guess pairs from the names (fg on bg, on-x on x)"))
        return row
    }

    /// One card per mode, side by side where the window is wide: how many checks pass, and
    /// each failing pair with its figure and the fix proposed for it.
    private func modeCards(_ outcome: TokenCheckOutcome) -> View {
        let wide = traitCollection.horizontalSizeClass == .regular
        let cards = View()
        cards.layout = .stack(wide ? .horizontal : .vertical, spacing: 12)
        cards.layout.wraps = wide
        let fixes = Self.fixesByCheck(outcome.fixes)
        for mode in outcome.report.modes {
            cards.addSubview(
                ThemeCheckModeCard(
                    mode: mode, checks: outcome.report.checks.filter { $0.mode == mode }, fixes: fixes,
                    width: wide ? 300 : nil))
        }
        return cards
    }

    /// Each failing check's fix, by the check's key.
    static func fixesByCheck(_ fixes: [TokenFix]) -> [TokenCheck.Key: TokenFix] {
        var byCheck: [TokenCheck.Key: TokenFix] = [:]
        for fix in fixes {
            for check in fix.checks { byCheck[check.key] = fix }
        }
        return byCheck
    }

    private func addPreview(_ outcome: TokenCheckOutcome) {
        let modes = outcome.report.modes
        let mode = previewMode ?? modes.first ?? ""
        contentView.addSubview(
            ChoiceRow(modes, selected: modes.firstIndex(of: mode) ?? 0) { [weak self] index in
                self?.preview(modes[index])
            })
        contentView.addSubview(
            ChoiceRow(
                ThemeController.visions.map(\.0),
                selected: ThemeController.visions.firstIndex { $0.1 == vision } ?? 0
            ) { [weak self] index in self?.see(ThemeController.visions[index].1) })
        if fixedTokens != nil {
            contentView.addSubview(
                ChoiceRow(["As it is", "With the fixes"], selected: showsFixed ? 1 : 0) { [weak self] index in
                    self?.showFixes(index == 1)
                })
        }
        guard let tokens = shownTokens else { return }
        let sample = ThemeCheckSample(tokens: tokens, pairs: outcome.promises.pairs, mode: mode)
        let wide = traitCollection.horizontalSizeClass == .regular
        let row = View()
        row.layout = .stack(wide ? .horizontal : .vertical, spacing: 12)
        row.layout.wraps = wide
        let preview = ThemePreview(
            sample.palette, mode: sample.appearance, vision: vision, width: wide ? 320 : nil,
            title: "\(mode)\(showsFixed ? " with the fixes" : "")")
        row.addSubview(preview)
        row.addSubview(
            ThemeCheckPairsView(
                checks: outcome.report.failures.filter { $0.mode == mode },
                fixes: Self.fixesByCheck(outcome.fixes),
                vision: vision, besidePreview: wide))
        contentView.addSubview(row)
        contentView.addSubview(Label.caption(sample.caption))
    }

    private func downloads(_ outcome: TokenCheckOutcome) -> View {
        let row = View()
        row.layout = .stack(.horizontal, spacing: 8)
        row.layout.wraps = true
        if !outcome.rewritten.isEmpty {
            let fixed = Button(title: "Download Fixed Files") { [weak self] in self?.downloadFixed() }
            fixed.style = .filled
            row.addSubview(fixed)
        }
        row.addSubview(Button(title: "Download Report") { [weak self] in self?.downloadReport() })
        return row
    }

    /// The rewritten files: the one file itself, or several in a zip.
    func downloadFixed() {
        guard let rewritten = outcome?.rewritten, let first = rewritten.first else { return }
        let file =
            rewritten.count == 1
            ? DownloadFile(name: first.path, mediaType: "text/plain", contents: first.bytes)
            : DownloadFile(
                name: "fixed-theme.zip", mediaType: "application/zip",
                contents: Self.zip(rewritten))
        status.text = window?.download(file) == true ? "Downloading \(file.name)" : "Failed :("
    }

    /// The report as Markdown, as `colr check --format markdown` writes it: of the theme as
    /// shown, with or without its fixes.
    func downloadReport() {
        guard let outcome else { return }
        let text = CheckReportFormat.markdown.write(outcome.body(afterFixes: showsFixed), version: "app")
        let file = DownloadFile(
            name: "theme-check.md", mediaType: "text/markdown", contents: Array(text.utf8))
        status.text = window?.download(file) == true ? "Downloading \(file.name)" : "Failed :("
    }

    /// Several fixed files in one zip, each under its own name.
    static func zip(_ files: [TokenFile]) -> [UInt8] {
        var archive = ZipArchive()
        for file in files { archive.add(file.path, file.bytes) }
        return archive.bytes
    }

    static func size(_ bytes: Int) -> String {
        bytes < 10_000 ? "\(bytes) bytes" : "\((bytes + 512) / 1024) KB"
    }

    private func heading(_ text: String) -> Label {
        let label = Label(text)
        label.font = Font(size: 20, weight: 600)
        return label
    }
}
