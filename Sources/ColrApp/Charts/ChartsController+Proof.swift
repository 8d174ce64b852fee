import ColorKit
import ViewKit

extension ChartsController {
    /// What the colors shown reach: a verdict for all modes, what gives and where, then the
    /// chosen mode's figures against what each requirement asks.
    func addProof() {
        guard let proof, let index = Self.modes.firstIndex(of: mode), proof.modes.indices.contains(index)
        else {
            return
        }
        let figures = proof.modes[index]
        let asked = proof.requirements
        let series = figures.contrasts.count
        let verdict = Label(
            proof.isMet
                ? "\(series) series: every requirement met in all four modes"
                : "\(series) series: \(proof.shortfalls.count) requirement\(proof.shortfalls.count == 1 ? "" : "s") missed"
        ).announcingChanges(as: "Proof")
        verdict.font = Font(size: 20, weight: 600)
        contentView.addSubview(verdict)
        for shortfall in proof.shortfalls.prefix(12) {
            let line = Label(Self.sentence(shortfall.description))
            line.textColor = AppColor.error.color
            contentView.addSubview(line)
        }
        if !proof.isMet {
            contentView.addSubview(
                Label(
                    proof.bestCount >= 2
                        ? "The first \(proof.bestCount) series meet everything."
                        : "Not even the first two series meet everything."))
        }
        let worst = figures.prefixDistances.last ?? 0
        let lines = [
            "Nearest two series, for the eye that tells them apart least: ΔEOK \(Self.figure(worst)) "
                + "(at least \(Self.figure(asked.minimumDistance)))",
            "For each eye: "
                + Self.visions.map {
                    "\($0.0.lowercased()) \(Self.figure(figures.distanceByVision[$0.1] ?? 0))"
                }
                .joined(separator: " · "),
            "As series are added (first k): "
                + figures.prefixDistances.enumerated().map { "\($0.offset + 2): \(Self.figure($0.element))" }
                .joined(separator: " · "),
            "Least contrast on the mode's backgrounds: \(Self.ratio(figures.contrasts.min() ?? 0)) "
                + "(at least \(Self.ratio(asked.minimumContrast)), WCAG 1.4.11)",
            "Nearest status color: ΔEOK \(Self.figure(figures.statusDistance)) (at least \(Self.figure(asked.minimumDistance)))",
            "Least chroma: \(Self.figure(figures.chromas.min() ?? 0)) (at least \(Self.figure(asked.minimumChroma)))",
            "Lightness spread: \(Self.figure(figures.lightnessSpread)) (at most \(Self.figure(asked.maximumLightnessSpread)))",
            "Hue drift between modes: at most \(String(format: "%.1f", proof.hueDrift.max() ?? 0))° "
                + "(at most \(String(format: "%.0f", asked.maximumHueDrift))°)",
        ]
        let heading = Label("Proof in \(mode.title.lowercased())")
        heading.font = Font(size: 17, weight: 600)
        contentView.addSubview(heading)
        for text in lines { contentView.addSubview(Label(text)) }
        contentView.addSubview(
            Label.caption(
                "Distances are ΔEOK: the straight-line distance in OKLab, measured on the colors as each "
                    + "eye sees them (Machado 2009, full severity). OKLab is as even as CAM02-UCS for "
                    + "differences of this size and needs no viewing conditions."))
    }

    /// "with 9 series …" as a sentence.
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// A contrast ratio as people write it: 3.21:1.
    static func ratio(_ value: Double) -> String {
        String(format: "%.2f", value) + ":1"
    }
}
