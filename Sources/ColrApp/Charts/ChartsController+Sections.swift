import ColorKit
import ColrModels
import PaletteFormats
import ViewKit

extension ChartsController {
    /// Rebuilds the screen: the choices, the charts of the chosen mode, the proof, the exports.
    func show() {
        guard isViewLoaded else { return }
        contentView.subviews.forEach { $0.removeFromSuperview() }
        addChoices()
        contentView.addSubview(status)
        guard palette != nil else { return }
        addSwatches()
        addCharts()
        addProof()
        addExports()
    }

    private func addChoices() {
        switch origin {
        case .theme:
            let stepper = View()
            stepper.layout = .stack(.horizontal, spacing: 8, alignment: .center)
            let fewer = Button(title: "−") { [weak self] in
                guard let self else { return }
                setCount(count - 1)
            }
            fewer.accessibilityLabel = "Fewer series"
            let more = Button(title: "+") { [weak self] in
                guard let self else { return }
                setCount(count + 1)
            }
            more.accessibilityLabel = "More series"
            let range = CategoricalPalette.countRange
            fewer.isEnabled = count > max(range.lowerBound, pins.count)
            more.isEnabled = count < range.upperBound
            let label = Label("\(count) series")
            label.font = Font(size: 20, weight: 600)
            stepper.addSubview(fewer)
            stepper.addSubview(label)
            stepper.addSubview(more)
            contentView.addSubview(stepper)
            let pinRow = View()
            pinRow.layout = .stack(.horizontal, spacing: 8, alignment: .center)
            pinField.layout.grows = true
            pinRow.addSubview(pinField)
            let keep = Button(title: "Pin") { [weak self] in
                guard let self else { return }
                pin(pinField.text)
            }
            keep.style = .filled
            keep.accessibilityLabel = "Pin these colors"
            pinRow.addSubview(keep)
            contentView.addSubview(Label.caption("Pinned colors lead, in order"))
            contentView.addSubview(pinRow)
        case .palette(let colors):
            let choices = ["As it is", "Repaired"]
            contentView.addSubview(
                ChoiceRow(choices, selected: showsRepair ? 1 : 0) { [weak self] index in
                    self?.showRepair(index == 1)
                })
            if colors.count > count {
                contentView.addSubview(
                    Label.caption(
                        "Checking the first \(count) of \(colors.count) colors: charts use at most \(count).")
                )
            }
        }
        contentView.addSubview(
            ChoiceRow(Self.modes.map(\.title), selected: Self.modes.firstIndex(of: mode) ?? 0) {
                [weak self] index in self?.choose(Self.modes[index])
            })
        contentView.addSubview(
            ChoiceRow(Self.visions.map(\.0), selected: Self.visions.firstIndex { $0.1 == vision } ?? 0) {
                [weak self] index in self?.see(Self.visions[index].1)
            })
    }

    /// The series of the mode, in order, as the eye being shown sees them.
    private func addSwatches() {
        let strip = View()
        strip.layout = .stack(.horizontal, spacing: 6)
        strip.layout.wraps = true
        strip.accessibilityLabel = "Series in \(mode.title.lowercased())"
        for (index, color) in series(in: mode).enumerated() {
            let swatch = View()
            swatch.layout.width = 36
            swatch.layout.height = 36
            swatch.cornerRadius = 8
            let shown = seen(color)
            swatch.backgroundColor = AppColor.color(shown)
            swatch.accessibilityLabel =
                "Series \(index + 1) \(color.rgb8.hex)"
                + (vision == .typical ? "" : ", seen as \(shown.rgb8.hex)")
            strip.addSubview(swatch)
        }
        contentView.addSubview(strip)
        guard let repair, showsRepair, let index = Self.modes.firstIndex(of: mode) else { return }
        for (series, (given, fixed)) in zip(repair.given, repair.after.colors[index]).enumerated()
        where given.rgb8 != fixed.rgb8 {
            let moved = ColorDifference.deltaEOK(given, fixed)
            contentView.addSubview(
                Label.caption(
                    "Series \(series + 1): \(given.rgb8.hex) → \(fixed.rgb8.hex), moved ΔEOK \(Self.figure(moved))"
                ))
        }
    }

    /// The five sample charts, side by side where the window is wide.
    private func addCharts() {
        let wide = traitCollection.horizontalSizeClass == .regular
        let row = View()
        row.layout = .stack(wide ? .horizontal : .vertical, spacing: 12)
        row.layout.wraps = wide
        let index = Self.modes.firstIndex(of: mode) ?? 0
        let background = chartModes[index].backgrounds[0]
        let shown = series(in: mode).map(seen)
        let ramp = (ramps[mode] ?? []).map(seen)
        for canvas in canvases {
            canvas.sketch = ChartSketch(
                kind: canvas.sketch.kind, series: shown, ramp: ramp, background: background)
            // A fixed-width cell holds each chart, so a wrapped row packs from the leading edge
            // instead of spreading the charts apart (a canvas centers itself in its space).
            let cell = View()
            cell.layout.width = wide ? 300 : nil
            cell.addSubview(canvas)
            row.addSubview(cell)
        }
        contentView.addSubview(row)
    }

    /// Each export format, with Copy and Download; a per-mode format gives the chosen mode's file.
    private func addExports() {
        let heading = Label(origin == .theme ? "Export" : "Export the repaired colors")
        heading.font = Font(size: 20, weight: 600)
        contentView.addSubview(heading)
        for format in ChartFormat.allCases {
            let title = format.title
            contentView.addSubview(
                ExportRow(
                    title: title,
                    copy: { [weak self] in
                        guard let self, let file = exported(format) else { return }
                        window?.pasteboard.string = String(decoding: file.bytes, as: UTF8.self)
                        status.text =
                            "Copied the \(title)"
                            + (format.isPerMode ? " for \(mode.title.lowercased())" : "")
                    },
                    download: { [weak self] in
                        guard let self, let file = exported(format) else { return }
                        let download = DownloadFile(
                            name: file.name, mediaType: format.mediaType, contents: file.bytes)
                        status.text =
                            window?.download(download) == true ? "Downloading \(file.name)" : "Failed :("
                    }))
        }
    }

    /// The file `format` writes for the colors shown (repaired, from a palette), or nil with the
    /// reason in the status line.
    func exported(_ format: ChartFormat) -> ChartExporter.File? {
        guard let palette else { return nil }
        do {
            let colors = try ChartColors(name: name, palette: palette, brand: lead)
            return try ChartExporter.export(colors, as: format, mode: format.isPerMode ? mode.rawValue : nil)
                .first
        } catch {
            status.text = "Could not export: \(error)"
            return nil
        }
    }

    /// A distance or ratio as the figures print it: three decimals at most.
    static func figure(_ value: Double) -> String {
        guard value.isFinite else { return "none" }
        return String(format: "%.3f", value)
    }
}
