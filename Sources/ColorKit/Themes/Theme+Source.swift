extension Theme.Source {
    /// The source a palette suggests: its first color as the brand, its greyest color (if grey
    /// enough, OKLCH chroma under 0.04) as the neutral, and as the secondary the most vivid of
    /// the rest whose hue is at least 30° from the brand's, or failing that the most vivid of
    /// the rest. Nil for an empty palette.
    public init?(palette colors: [RGBColor]) {
        guard let brand = colors.first else { return nil }
        let rest = colors.dropFirst().map { (color: $0, lch: OKLCH(GamutMapping.toSRGB($0))) }
        let neutral = rest.filter { $0.lch.chroma < 0.04 }.min { $0.lch.chroma < $1.lch.chroma }
        let accents = rest.filter { $0.lch.chroma >= 0.04 }
        let brandHue = OKLCH(GamutMapping.toSRGB(brand)).hue
        func hueDistance(_ hue: Double) -> Double {
            let difference = abs(hue - brandHue).truncatingRemainder(dividingBy: 360)
            return min(difference, 360 - difference)
        }
        let distinct = accents.filter { hueDistance($0.lch.hue) >= 30 }
        let secondary = (distinct.isEmpty ? accents : distinct).max { $0.lch.chroma < $1.lch.chroma }
        self.init(brand: brand, secondary: secondary?.color, neutral: neutral?.color)
    }
}
