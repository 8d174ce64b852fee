/// A title for a palette from what its colors are: the one or two hue families that carry it
/// ("Blue & Orange", "Green Tones"), or its greys.
public enum PaletteTitle {
    /// A hue family, named the way people name colors at a glance.
    enum Family: String, CaseIterable {
        case red = "Red", orange = "Orange", yellow = "Yellow", green = "Green", teal = "Teal"
        case blue = "Blue", purple = "Purple", pink = "Pink", grey = "Grey"

        /// The family of a color by its OKLCH hue; colors with almost no chroma are grey.
        init(_ color: OKLCH) {
            guard color.chroma >= 0.04 else {
                self = .grey
                return
            }
            switch color.hue {
            case ..<15, 350...: self = .pink
            case ..<45: self = .red
            case ..<75: self = .orange
            case ..<115: self = .yellow
            case ..<165: self = .green
            case ..<215: self = .teal
            case ..<275: self = .blue
            case ..<320: self = .purple
            default: self = .pink
            }
        }
    }

    /// A suggested title for `colors`; "Empty Palette" for none.
    public static func suggest(for colors: [RGBColor]) -> String {
        guard !colors.isEmpty else { return "Empty Palette" }
        var weight: [Family: Double] = [:]
        for color in colors {
            let lch = OKLCH(GamutMapping.toSRGB(color))
            // Vivid colors carry a palette's character more than pale or muted ones.
            weight[Family(lch), default: 0] += 1 + lch.chroma * 4
        }
        let ranked = weight.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue
        }
        .map(\.key)
        let hues = ranked.filter { $0 != .grey }
        switch hues.count {
        case 0: return "Greys"
        case 1: return "\(hues[0].rawValue) Tones"
        default: return "\(hues[0].rawValue) & \(hues[1].rawValue)"
        }
    }
}
