#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension DivergingScale {
    /// A diverging scale from `negative` (the first class) through a neutral midpoint to
    /// `positive` (the last).
    ///
    /// The midpoint is `midpoint` when given, otherwise a grey as near the backgrounds'
    /// lightness as ``ScaleRequirements/minimumBackgroundDistance`` (with a margin) allows. The
    /// ends keep their hues; they meet at their mean lightness (held at least
    /// ``minimumWingSpan`` from the midpoint) and at the smaller of the chromas sRGB holds
    /// there, so the wings are mirror images in lightness and equal in length. Each wing runs
    /// in its end's hue, lightness linear and chroma rising as u^``chromaExponent(count:)``; the
    /// classes sit at equal fractions of arc length (ΔEOK), averaged over the two wings, which
    /// keeps their lightnesses paired exactly.
    ///
    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for a count ``ScaleForm`` does not
    /// allow, and ``ColorKitError/unsatisfiable(reason:)`` when the ends are not two hues
    /// (``minimumHueSeparation``) or naming the first requirement missed.
    public static func generate(
        from negative: RGBColor, to positive: RGBColor, midpoint: RGBColor? = nil, form: ScaleForm,
        on mode: ChartMode, requirements: ScaleRequirements = .standard
    ) throws(ColorKitError) -> DivergingScale {
        try form.validate()
        let backdrop = try ScaleBackdrop(mode.backgrounds)
        let ends = [negative, positive].map { OKLCH(GamutMapping.toSRGB($0.withAlpha(1))) }
        let separation = CategoricalProof.hueDistance(ends[0].hue, ends[1].hue)
        guard ends.allSatisfy({ $0.chroma >= 0.04 }), separation >= minimumHueSeparation else {
            throw .unsatisfiable(
                reason:
                    "a diverging scale's ends must be two hues at least \(Int(minimumHueSeparation))° apart; \(negative.hex) and \(positive.hex) are not"
            )
        }
        let clearing = requirements.minimumBackgroundDistance + 0.015
        let middle =
            midpoint.map { RGBColor(GamutMapping.toSRGB($0.withAlpha(1)).rgb8) }
            ?? RGBColor(
                GamutMapping.toSRGB(
                    OKLCH(
                        lightness: backdrop.nearestLightness(chroma: 0, hue: 0, clearing: clearing),
                        chroma: 0, hue: 0)
                ).rgb8)
        let centre = OKLCH(middle).lightness
        let mean = (ends[0].lightness + ends[1].lightness) / 2
        let lightness =
            backdrop.isLight
            ? min(max(mean, SequentialScale.darkEnd), centre - minimumWingSpan)
            : max(min(mean, SequentialScale.lightEnd - 0.03), centre + minimumWingSpan)
        let chroma =
            ends.map { end in
                let wanted = max(end.chroma, leastEndChroma)
                return OKLCH(GamutMapping.toSRGB(OKLCH(lightness: lightness, chroma: wanted, hue: end.hue)))
                    .chroma
            }.min() ?? 0
        let exponent = chromaExponent(count: form.count)
        let wings = ends.map { end in
            ScalePath { u in
                OKLCH(
                    lightness: centre + (lightness - centre) * u, chroma: chroma * pow(u, exponent),
                    hue: end.hue)
            }
        }
        let positions = sharedPositions(wings, steps: form.count / 2)
        let left = positions.reversed().map { wings[0].color(atSample: $0) }
        let right = positions.map { wings[1].color(atSample: $0) }
        let colors = left + (form.count % 2 == 1 ? [middle] : []) + right
        let proof = ScaleProof(
            diverging: colors, midpoint: middle, backgrounds: mode.backgrounds, isClassed: form.isClassed,
            requirements: requirements)
        guard proof.isMet else {
            throw .unsatisfiable(reason: "a diverging scale of \(form.count): \(proof.shortfallSummary)")
        }
        return DivergingScale(
            colors: colors, midpoint: middle, form: form, backgrounds: mode.backgrounds, proof: proof)
    }

    /// The sample positions of a wing's classes 1…`steps` (outward), at equal fractions of arc
    /// length averaged over the wings: both wings are read at the same u, so their classes
    /// share lightness exactly, and each is as near even as the other allows.
    static func sharedPositions(_ wings: [ScalePath], steps: Int) -> [Double] {
        let count = ScalePath.sampleCount
        let fraction = (0..<count).map { index in
            wings.map { $0.arc[index] / max($0.length, 1e-12) }.reduce(0, +) / Double(wings.count)
        }
        return (1...steps).map { step in
            let target = Double(step) / Double(steps)
            var index = 1
            while index < count - 1, fraction[index] < target { index += 1 }
            let span = fraction[index] - fraction[index - 1]
            let t = span > 0 ? (target - fraction[index - 1]) / span : 0
            return Double(index - 1) + min(max(t, 0), 1)
        }
    }
}
