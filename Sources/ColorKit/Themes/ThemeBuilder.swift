/// Builds one mode of a ``Theme``: backgrounds first, then every role that sits on them, each
/// as near its preferred tone as its promises allow, then fills and what sits on them.
struct ThemeBuilder {
    let mode: ThemeMode
    let target: ThemeTarget
    let brand: RGBColor
    let source: Theme.Source
    let overrides: [Theme.Override]
    /// The promises of this mode.
    let pairs: [ThemePair]
    let tones: ThemeTones
    /// The neutral's hue and chroma: a given grey's, or a trace of the brand's.
    let neutral: (hue: Double, chroma: Double)
    var palette = ThemePalette()
    var notes: [ThemeNote] = []
    /// The placed roles' luminances in the target's measure; a pair is checked once both of its
    /// roles are placed.
    private var luminances: [ThemeRole: Double] = [:]

    init(
        mode: ThemeMode, target: ThemeTarget, brand: RGBColor, source: Theme.Source,
        overrides: [Theme.Override]
    ) {
        self.mode = mode
        self.target = target
        self.brand = brand
        self.source = source
        self.overrides = overrides
        pairs = ThemePair.declared(in: mode, target: target)
        tones = ThemeTones.of(mode)
        if let grey = source.neutral.map({ OKLCH(GamutMapping.toSRGB($0)) }) {
            neutral = (grey.hue, min(grey.chroma, 0.04))
        } else {
            let lch = OKLCH(brand)
            neutral = (lch.hue, min(lch.chroma * 0.1, 0.012))
        }
    }

    mutating func build() {
        // A brand that reads on white (on black in a dark mode) is kept as the tint: the
        // backgrounds give way to it, and only when none could would the brand move.
        let keepsBrand = override(.tint) == nil && brandCanStay
        for (role, lightness, chroma) in [
            (ThemeRole.background, tones.background, 0.4),
            (.secondaryBackground, tones.secondaryBackground, 1),
            (.surface, tones.surface, 0.4),
        ] {
            if let fixed = override(role) {
                place(role, fixed)
                continue
            }
            let preferred = OKLCH(lightness: lightness, chroma: neutral.chroma * chroma, hue: neutral.hue)
            var color = tone(neutral.hue, neutral.chroma * chroma, lightness)
            if keepsBrand, !brandReads(on: color, as: role) {
                color = ContrastRepair.nearest(to: preferred) { brandReads(on: $0, as: role) } ?? color
            }
            place(role, color)
        }
        for (role, lightness) in [
            (ThemeRole.label, tones.label), (.secondaryLabel, tones.secondaryLabel),
            (.tertiaryLabel, tones.tertiaryLabel), (.separator, tones.separator),
        ] {
            solve(role, OKLCH(lightness: lightness, chroma: neutral.chroma * 1.2, hue: neutral.hue))
        }
        placeTint()
        placeSecondary()
        for role in [ThemeRole.success, .warning, .destructive] {
            solve(role, ThemeTones.signal(role, mode: mode, lightness: tones.signal(role)))
        }
        separateSignals()
        placeOnColor(.onDestructive, on: .destructive)
        solve(.focusRing, OKLCH(palette[.tint]))
    }

    /// Whether the brand, as the tint, reads on this mode's furthest background (white, or black
    /// in a dark mode) with the builder's margin, and has a text that reads on it as a fill: then
    /// some backgrounds keep it.
    var brandCanStay: Bool {
        let end = RGBColor(white: mode.isDark ? 0 : 1)
        let fill = pairs.first { $0.text == .onTint && $0.on == .tint }
        let textReads = onCandidates.contains { target.measure(text: $0, on: brand) >= (fill?.minimum ?? 0) }
        return textReads && ThemeRole.backgrounds.allSatisfy { brandReads(on: end, as: $0) }
    }

    /// Whether the brand as the tint keeps its promise on `color` as background `role`, with the
    /// builder's ``margin``: the background is a color the builder makes, so another faithful
    /// measure must find the pair kept too.
    func brandReads(on color: RGBColor, as role: ThemeRole) -> Bool {
        pairs.filter { $0.text == .tint && $0.on == role }.allSatisfy {
            target.measure(text: brand, on: color) >= $0.minimum * Self.margin
        }
    }

    // MARK: Placing roles

    func override(_ role: ThemeRole) -> RGBColor? {
        overrides.last { $0.role == role }.map { RGBColor($0.color.rgb8).withAlpha(1) }
    }

    mutating func place(_ role: ThemeRole, _ color: RGBColor) {
        palette[role] = color
        luminances[role] = target.luminance(color)
    }

    /// Whether `color` as `role` keeps every promise whose other role is already placed, and,
    /// for a fill, leaves room for a text color on it.
    ///
    /// Colors the builder makes are held to `margin` times each minimum (see ``margin``); the
    /// brand, which is kept whenever it meets its pairs, is held to the minimum itself.
    func passes(_ role: ThemeRole, _ color: RGBColor, margin: Double = Self.margin) -> Bool {
        // The searches ask this dozens of times per role: each luminance is computed once.
        let y = target.luminance(color)
        for pair in pairs where pair.text == role {
            guard let background = luminances[pair.on] else { continue }
            if target.measure(textLuminance: y, backgroundLuminance: background) < pair.minimum * margin {
                return false
            }
        }
        if let pair = pairs.first(where: { $0.on == role && $0.text.isOnColor }) {
            let texts =
                override(pair.text).map { [target.luminance($0)] } ?? onCandidates.map(target.luminance)
            return texts.contains {
                target.measure(textLuminance: $0, backgroundLuminance: y) >= pair.minimum * margin
            }
        }
        return true
    }

    /// What the colors the builder makes are built to: each minimum and half a percent, so that
    /// another faithful implementation of the measure (rounding its constants or thresholds a
    /// little differently) finds the promise kept too. Checks report against the minimum itself.
    static let margin = 1.005

    /// Places `role` at the tone nearest `preferred` that keeps its promises (or its override).
    mutating func solve(_ role: ThemeRole, _ preferred: OKLCH) {
        if let fixed = override(role) { return place(role, fixed) }
        place(role, nearest(role, preferred))
    }

    /// The tone nearest `preferred` that keeps `role`'s promises; failing every lightness of
    /// that hue, a grey's; failing that, whichever of black and white comes closest.
    func nearest(_ role: ThemeRole, _ preferred: OKLCH) -> RGBColor {
        if let color = ContrastRepair.nearest(to: preferred, where: { passes(role, $0) }) { return color }
        var grey = preferred
        grey.chroma = 0
        if let color = ContrastRepair.nearest(to: grey, where: { passes(role, $0) }) { return color }
        let ends = [RGBColor(white: 0), RGBColor(white: 1)]
        return ends.max { margin(role, $0) < margin(role, $1) } ?? ends[0]
    }

    /// How far `color` as `role` is from its weakest promise, as a fraction of the minimum.
    func margin(_ role: ThemeRole, _ color: RGBColor) -> Double {
        pairs.filter { $0.text == role && luminances[$0.on] != nil }
            .map { target.measure(text: color, on: palette[$0.on]) / $0.minimum }.min() ?? 1
    }

    /// Text colors for fills: white or black, whichever reads better (the two that reach
    /// furthest, so a brand is kept as the tint wherever any text can read on it).
    var onCandidates: [RGBColor] {
        [RGBColor(white: 1), RGBColor(white: 0)]
    }

    /// Places the on-color of `fill`: its override, or whichever candidate reads better.
    mutating func placeOnColor(_ role: ThemeRole, on fill: ThemeRole) {
        if let fixed = override(role) { return place(role, fixed) }
        let background = palette[fill]
        let best = onCandidates.max {
            target.measure(text: $0, on: background) < target.measure(text: $1, on: background)
        }
        place(role, best ?? RGBColor(white: 1))
    }

    /// The tint: the brand itself when it keeps tint's promises, otherwise the nearest color of
    /// its hue that does. In light mode a moved brand is noted and becomes the tint container.
    mutating func placeTint() {
        var containerIsBrand = false
        if let fixed = override(.tint) {
            place(.tint, fixed)
        } else if passes(.tint, brand, margin: 1) {
            place(.tint, brand)
        } else {
            let moved = nearest(.tint, OKLCH(brand))
            place(.tint, moved)
            containerIsBrand =
                mode == .light && override(.tintContainer) == nil && passes(.tintContainer, brand, margin: 1)
            if mode == .light {
                notes.append(
                    .brandMoved(
                        distance: ColorDifference.deltaEOK(brand, moved), isContainer: containerIsBrand))
            }
        }
        placeOnColor(.onTint, on: .tint)
        let lch = OKLCH(brand)
        if let fixed = override(.tintContainer) {
            place(.tintContainer, fixed)
        } else if containerIsBrand {
            place(.tintContainer, brand)
        } else {
            solve(
                .tintContainer,
                OKLCH(
                    lightness: tones.container, chroma: min(lch.chroma, tones.containerChroma), hue: lch.hue))
        }
        solve(
            .onTintContainer, OKLCH(lightness: tones.onContainer, chroma: min(lch.chroma, 0.12), hue: lch.hue)
        )
    }

    /// The secondary fill: a given accent, as itself in light mode when it can be, or a quieter
    /// brand hue; and the text on it.
    mutating func placeSecondary() {
        let accent = source.secondary.map { OKLCH(RGBColor(GamutMapping.toSRGB($0.withAlpha(1)).rgb8)) }
        var preferred =
            accent
            ?? {
                let lch = OKLCH(brand)
                return OKLCH(
                    lightness: 0, chroma: max(min(lch.chroma * 0.45, 0.09), neutral.chroma), hue: lch.hue)
            }()
        if accent == nil || mode != .light { preferred.lightness = tones.secondaryFill }
        solve(.secondary, preferred)
        placeOnColor(.onSecondary, on: .secondary)
    }

    /// `hue` at `chroma` and `lightness`, displayable and 8-bit.
    func tone(_ hue: Double, _ chroma: Double, _ lightness: Double) -> RGBColor {
        ContrastRepair.color(OKLCH(lightness: lightness, chroma: chroma, hue: hue), lightness: lightness)
    }
}

extension ThemeRole {
    /// Whether the role is text drawn on one of the fills.
    var isOnColor: Bool {
        self == .onTint || self == .onTintContainer || self == .onSecondary || self == .onDestructive
    }
}
