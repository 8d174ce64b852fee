extension SequentialScale {
    /// The far end's lightness on a light background: a deep shade that still shows its hue
    /// (ColorBrewer's darkest blue, #08306b, is OKLab L 0.31).
    static let darkEnd = 0.30
    /// The far end's lightness on a dark background: a pale tint short of white.
    static let lightEnd = 0.95
    /// The hue a multi-hue scale's light end turns toward (OKLCH yellow), and how far at most.
    static let yellow = (hue: 95.0, turn: 90.0)

    /// A scale from one color (a brand color): its hue from a tint near the background's
    /// lightness to a deep shade (a light background) or a pale tint (a dark one), through the
    /// color itself where its lightness leaves room (moved in lightness where it does not).
    ///
    /// The nearest color is as close to the backgrounds as ``ScaleRequirements/minimumBackgroundDistance``
    /// (with a margin) allows, so the classes share the widest lightness range. The path runs
    /// in straight OKLab segments through those three colors, gamut-mapped, and the colors are
    /// placed at equal ΔEOK along it (``ScalePath/evenColors(count:rounds:)``).
    ///
    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for a count ``ScaleForm`` does not
    /// allow, and ``ColorKitError/unsatisfiable(reason:)`` naming the first requirement missed
    /// when the backgrounds leave too little lightness (a mid-grey page, say).
    public static func generate(
        from color: RGBColor, hues: Hues = .single, form: ScaleForm, on mode: ChartMode,
        requirements: ScaleRequirements = .standard
    ) throws(ColorKitError) -> SequentialScale {
        try form.validate()
        let backdrop = try ScaleBackdrop(mode.backgrounds)
        let source = OKLCH(GamutMapping.toSRGB(color.withAlpha(1)))
        let lightHue = hues == .multi ? turned(source.hue, toward: yellow.hue, by: yellow.turn) : source.hue
        // A pale end with little chroma reads as a tint of the hue; a multi-hue one can afford
        // more, since yellows keep their chroma near white.
        let lightChroma = hues == .multi ? 0.10 : min(source.chroma, 0.04)
        let darkChroma = min(source.chroma, 0.16) * 0.75
        let clearing = requirements.minimumBackgroundDistance + 0.015
        let near: OKLCH
        let far: OKLCH
        if backdrop.isLight {
            let lightness = backdrop.nearestLightness(chroma: lightChroma, hue: lightHue, clearing: clearing)
            near = OKLCH(lightness: lightness, chroma: lightChroma, hue: lightHue)
            far = OKLCH(lightness: darkEnd, chroma: darkChroma, hue: source.hue)
        } else {
            let lightness = backdrop.nearestLightness(chroma: darkChroma, hue: source.hue, clearing: clearing)
            near = OKLCH(lightness: lightness, chroma: darkChroma, hue: source.hue)
            far = OKLCH(lightness: lightEnd, chroma: lightChroma, hue: lightHue)
        }
        var controls = [near]
        // The source color is passed through when it sits well inside the range, so the brand
        // is (nearly) one of the classes; moved in lightness to the edge of that band otherwise.
        let (low, high) = (
            min(near.lightness, far.lightness) + 0.12, max(near.lightness, far.lightness) - 0.12
        )
        if low < high {
            var middle = source
            middle.lightness = min(max(source.lightness, low), high)
            controls.append(middle)
        }
        controls.append(far)
        let path = ScalePath(through: controls.map { OKLab(GamutMapping.toSRGB($0)) })
        return try proven(
            path.evenColors(count: form.count), form: form, backgrounds: mode.backgrounds,
            requirements: requirements)
    }

    /// A scale between two given colors, `start` for the lowest value: a straight path in
    /// OKLab (gamut-mapped), colors at equal ΔEOK along it, the ends as given (8-bit).
    ///
    /// Throws ``ColorKitError/unsatisfiable(reason:)`` when the ends share a lightness (a
    /// sequential scale is read by lightness), or naming the first requirement missed (an end
    /// too near the background, say).
    public static func generate(
        from start: RGBColor, to end: RGBColor, form: ScaleForm, on mode: ChartMode,
        requirements: ScaleRequirements = .standard
    ) throws(ColorKitError) -> SequentialScale {
        try form.validate()
        _ = try ScaleBackdrop(mode.backgrounds)
        let ends = [start, end].map { OKLab(RGBColor(GamutMapping.toSRGB($0.withAlpha(1)).rgb8)) }
        guard abs(ends[0].lightness - ends[1].lightness) >= 0.01 else {
            throw .unsatisfiable(
                reason:
                    "a sequential scale needs one end lighter than the other; \(start.hex) and \(end.hex) are not"
            )
        }
        return try proven(
            ScalePath(through: ends).evenColors(count: form.count), form: form, backgrounds: mode.backgrounds,
            requirements: requirements)
    }

    /// A scale from a theme's tint, on that mode's backgrounds (background, secondary
    /// background, surface).
    public static func generate(
        theme: Theme, mode: ThemeMode, hues: Hues = .single, form: ScaleForm,
        requirements: ScaleRequirements = .standard
    ) throws(ColorKitError) -> SequentialScale {
        let chart = ChartMode(theme: theme, mode: mode)
        return try generate(
            from: theme.color(.tint, in: mode), hues: hues, form: form, on: chart, requirements: requirements)
    }

    /// `hue` turned toward `target` the short way round, by at most `limit` degrees.
    static func turned(_ hue: Double, toward target: Double, by limit: Double) -> Double {
        var difference = (target - hue).truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference -= 360 }
        if difference < -180 { difference += 360 }
        let turn = min(max(difference, -limit), limit)
        return (hue + turn + 360).truncatingRemainder(dividingBy: 360)
    }
}
