extension CategoricalSearch {
    /// The color a pinned series takes in `mode`: `color` itself when it is usable there
    /// (inside the band, on every background, chroma enough), otherwise the usable color of the
    /// same hue nearest to it in OKLab; `color` as given when its hue has none, which the proof
    /// then reports.
    func nearestUsable(to color: RGBColor, hue: Double, in mode: Int) -> Point {
        let given = ChartCandidates.point(color, hue: hue)
        let backgrounds = modes[mode].backgrounds.map(Contrast.relativeLuminance)
        func usable(_ point: Point) -> Bool {
            bands[mode].contains(point.lightness) && point.chroma >= requirements.minimumChroma - 1e-3
                && backgrounds.allSatisfy {
                    Contrast.ratio(luminances: point.luminance, $0) >= requirements.minimumContrast
                }
        }
        if usable(given) { return given }
        let origin = OKLab(color).components
        var best: (distance: Double, point: Point)?
        let band = bands[mode]
        let topChroma = max(OKLCH(color).chroma, requirements.minimumChroma)
        for lightness in stride(from: band.lowerBound, through: band.upperBound, by: 0.005) {
            for chroma in stride(from: topChroma, through: requirements.minimumChroma, by: -0.005) {
                let candidate = OKLCH(lightness: lightness, chroma: chroma, hue: hue)
                guard let point = ChartCandidates.point(candidate, hue: hue), usable(point) else { continue }
                let difference = OKLab(point.color).components - origin
                let distance = (difference * difference).sum()
                if distance < (best?.distance ?? .infinity) { best = (distance, point) }
                break  // the most chroma this lightness allows is the nearest at this lightness
            }
        }
        return best?.point ?? given
    }
}
