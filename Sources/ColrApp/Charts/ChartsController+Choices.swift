import ColorKit
import ColrModels
import ViewKit

extension ChartsController {
    /// Draws `count` series instead (2 to 12), keeping the pins.
    func setCount(_ count: Int) {
        let range = CategoricalPalette.countRange
        let wanted = min(max(count, max(range.lowerBound, pins.count)), range.upperBound)
        guard origin == .theme, wanted != self.count else { return }
        self.count = wanted
        regenerate()
        status.text = "\(wanted) series"
        show()
    }

    /// Pins the colors in `text` (hex colors, separated by commas or spaces) to lead the palette,
    /// in order; an empty list leads with the theme's brand again. A word that is not a color is
    /// refused with a reason, and nothing changes.
    func pin(_ text: String) {
        guard origin == .theme else { return }
        let words = text.split { $0 == "," || $0 == " " }.map(String.init)
        var colors: [RGBColor] = []
        for word in words {
            guard let hex = ColorHex(word) else {
                status.text =
                    "“\(String(word.prefix(40)))” is not a hex color; write colors as #3366CC, #FF8800."
                return
            }
            colors.append(hex.color)
        }
        let most = CategoricalPalette.countRange.upperBound
        guard colors.count <= most else {
            status.text = "At most \(most) colors can be pinned; this list has \(colors.count)."
            return
        }
        pins = colors.isEmpty ? [theme.source.brand] : colors
        count = max(count, pins.count)
        pinField.text = Self.list(pins)
        regenerate()
        status.text =
            "Pinned \(Self.list(pins)): they lead, each as it is where a mode allows, "
            + "otherwise moved in lightness and chroma only."
        show()
    }

    /// Shows the charts as someone with `vision` sees them.
    func see(_ vision: ChartVision) {
        self.vision = vision
        show()
    }

    /// Shows `mode`'s charts and figures.
    func choose(_ mode: ThemeMode) {
        self.mode = mode
        show()
    }

    /// From a palette: shows it repaired, or as it is.
    func showRepair(_ repaired: Bool) {
        showsRepair = repaired
        show()
    }

    /// The series as they are drawn in `mode`: generated, repaired, or the palette as it is.
    func series(in mode: ThemeMode) -> [RGBColor] {
        guard let index = Self.modes.firstIndex(of: mode) else { return [] }
        if let repair, !showsRepair { return repair.given }
        guard let palette, palette.colors.indices.contains(index) else { return [] }
        return palette.colors[index]
    }

    /// The proof of what is shown.
    var proof: CategoricalProof? {
        if let repair, !showsRepair { return repair.before }
        return palette?.proof
    }

    /// How `color` looks to the eye being shown.
    func seen(_ color: RGBColor) -> RGBColor {
        guard let deficiency = vision.deficiency else { return color }
        return ColorVisionSimulation.displayable(color, deficiency)
    }
}
