/// Measures every promise of a token set in every mode.
///
/// Translucent colors are composited the way a screen draws them: the text over the background,
/// and a translucent background first over its canvas (each canvas the pair names, or the mode's
/// default background). Wide-gamut colors are measured twice, as an sRGB display shows them
/// (CSS Color 4 gamut mapping) and as a Display P3 display does; a pair fails if either fails.
public struct TokenChecker: Sendable {
    /// The theme.
    public let tokens: TokenSet
    /// What it promises.
    public let promises: TokenPromises
    /// Colors tried in place of the set's, by mode and token: how a fix is weighed without
    /// copying the set for every candidate.
    var overrides: [String: [String: RGBColor]] = [:]

    /// A checker for `tokens` against `promises`.
    public init(tokens: TokenSet, promises: TokenPromises) {
        self.tokens = tokens
        self.promises = promises
    }

    /// The color of `name` in `mode`, as tried or as the set has it.
    func color(_ name: String, in mode: String) -> RGBColor? {
        color(name, at: tokens.position(of: name), in: mode)
    }

    /// ``color(_:in:)`` with the name's place in the set found only when needed: the fix search
    /// asks for tried colors thousands of times, and an override answers before any lookup.
    private func color(_ name: String, at position: @autoclosure () -> Int?, in mode: String) -> RGBColor? {
        if !overrides.isEmpty, let tried = overrides[mode]?[name] { return tried }
        return position().flatMap { tokens.tokens[$0].values.rgbColor(in: mode) }
    }

    /// Every check, collapse and missing name, mode by mode.
    public func report(modes only: [String]? = nil) -> TokenCheckReport {
        let modes = only.map { wanted in tokens.modes.filter { wanted.contains($0) } } ?? tokens.modes
        var checks: [TokenCheck] = []
        // One check a pair and mode, most often: a design system makes thousands.
        checks.reserveCapacity(promises.pairs.count * modes.count)
        var problems: [TokenReferenceProblem] = []
        var backgrounds: [String: String] = [:]
        // Each pair's tokens found once, not once per mode.
        let positions = promises.pairs.map { (tokens.position(of: $0.text), tokens.position(of: $0.on)) }
        // Every name the promises use that the set lacks, once, in the order they are written.
        var seen = Set<String>()
        func note(_ name: String, isKnown: Bool) {
            if !isKnown && seen.insert(name).inserted {
                problems.append(TokenReferenceProblem(token: name, mode: nil))
            }
        }
        for (pair, position) in zip(promises.pairs, positions) {
            note(pair.text, isKnown: position.0 != nil)
            note(pair.on, isKnown: position.1 != nil)
            for canvas in pair.canvas { note(canvas, isKnown: tokens.contains(canvas)) }
        }
        for name in promises.signals.flatMap(\.tokens) { note(name, isKnown: tokens.contains(name)) }
        if let background = promises.background { note(background, isKnown: tokens.contains(background)) }
        var missingInMode = Set<[String]>()
        // One pair in one mode.
        func visit(_ pair: TokenPair, at position: (Int?, Int?), in mode: String, background: String?) {
            let text = color(pair.text, at: position.0, in: mode)
            let on = color(pair.on, at: position.1, in: mode)
            // A token the set has, missing in this mode: named once per mode.
            if text == nil, position.0 != nil, missingInMode.insert([pair.text, mode]).inserted {
                problems.append(TokenReferenceProblem(token: pair.text, mode: mode))
            }
            if on == nil, position.1 != nil, missingInMode.insert([pair.on, mode]).inserted {
                problems.append(TokenReferenceProblem(token: pair.on, mode: mode))
            }
            guard let text, let on else { return }
            measure(pair, text: text, on: on, in: mode, defaultBackground: background, into: &checks)
        }
        for mode in modes {
            let background = defaultBackground(in: mode)
            if let background { backgrounds[mode] = background }
            for index in promises.pairs.indices where promises.pairs[index].applies(in: mode) {
                visit(promises.pairs[index], at: positions[index], in: mode, background: background)
            }
        }
        return TokenCheckReport(
            modes: modes, checks: checks, collapses: collapses(in: modes), problems: problems,
            defaultBackgrounds: backgrounds)
    }

    /// The token translucent colors sit on in `mode` when a pair names no canvas: the declared
    /// background, else the first opaque background of a pair that applies; nil means white.
    public func defaultBackground(in mode: String) -> String? {
        if let declared = promises.background, color(declared, in: mode) != nil { return declared }
        return promises.pairs.first { pair in
            pair.applies(in: mode) && color(pair.on, in: mode).map { !$0.isTranslucent } == true
        }?.on
    }

    /// The checks of one pair in one mode: one, or one per canvas when its background is
    /// translucent; none when a token is missing.
    func measure(_ pair: TokenPair, in mode: String, defaultBackground: String?) -> [TokenCheck] {
        guard let text = color(pair.text, in: mode), let on = color(pair.on, in: mode)
        else { return [] }
        var checks: [TokenCheck] = []
        measure(pair, text: text, on: on, in: mode, defaultBackground: defaultBackground, into: &checks)
        return checks
    }

    /// ``measure(_:in:defaultBackground:)`` with the pair's colors already looked up, appending
    /// to `checks`: the report's loop, which makes thousands.
    func measure(
        _ pair: TokenPair, text: RGBColor, on: RGBColor, in mode: String, defaultBackground: String?,
        into checks: inout [TokenCheck]
    ) {
        guard on.isTranslucent else {
            checks.append(check(pair, mode: mode, text: text, on: on, canvas: nil, isDefault: false))
            return
        }
        func append(canvas name: String?, isDefault: Bool) {
            let base: RGBColor
            if let name {
                guard let value = color(name, in: mode) else { return }
                base = value.composited(over: RGBColor(white: 1))
            } else {
                base = RGBColor(white: 1)
            }
            checks.append(
                check(
                    pair, mode: mode, text: text, on: on.composited(over: base), canvas: name ?? "white",
                    isDefault: isDefault))
        }
        if pair.canvas.isEmpty {
            append(canvas: defaultBackground, isDefault: true)
        } else {
            for name in pair.canvas { append(canvas: name, isDefault: false) }
        }
    }

    /// Measures `text` on the (opaque) `on` for both kinds of display.
    func check(
        _ pair: TokenPair, mode: String, text: RGBColor, on: RGBColor, canvas: String?, isDefault: Bool
    ) -> TokenCheck {
        let narrowOn = Self.sRGBDisplay(on)
        let narrowText = Self.sRGBDisplay(text).composited(over: narrowOn)
        let target = pair.measure.target
        let value = target.measure(text: narrowText, on: narrowOn)
        var wide: Double?
        if !text.isInGamut || !on.isInGamut {
            let wideOn = Self.displayP3Display(on)
            wide = target.measureOnWideDisplay(text: Self.compositedInP3(text, over: wideOn), on: wideOn)
        }
        return TokenCheck(
            mode: mode, pair: pair, canvas: canvas, canvasIsDefault: isDefault, textSeen: narrowText,
            onSeen: narrowOn, value: value, wideValue: wide)
    }

    /// The color as an sRGB display shows it: mapped into sRGB the CSS Color 4 way, alpha kept.
    static func sRGBDisplay(_ color: RGBColor) -> RGBColor {
        if color.isInGamut { return color }
        var mapped = GamutMapping.toSRGB(color.withAlpha(1))
        mapped.alpha = color.alpha
        return mapped
    }

    /// The color as a Display P3 display shows it: clipped to P3's gamut, still expressed in
    /// extended sRGB.
    static func displayP3Display(_ color: RGBColor) -> RGBColor {
        let p3 = CSSColor(color).converted(to: .displayP3)
        let clipped = p3.components.map { min(max($0 ?? 0, 0), 1) }
        var back = CSSColor(space: .displayP3, components: clipped, alpha: color.alpha).rgbColor
        back.alpha = color.alpha
        return back
    }

    /// `text` composited over `backdrop` in Display P3's own encoding, as a P3 screen blends.
    static func compositedInP3(_ text: RGBColor, over backdrop: RGBColor) -> RGBColor {
        guard text.isTranslucent else { return displayP3Display(text) }
        func p3(_ color: RGBColor) -> RGBColor {
            let c = CSSColor(color).converted(to: .displayP3).components.map { $0 ?? 0 }
            return RGBColor(red: c[0], green: c[1], blue: c[2], alpha: color.alpha)
        }
        let mixed = p3(displayP3Display(text)).composited(over: p3(backdrop))
        return CSSColor(space: .displayP3, components: [mixed.red, mixed.green, mixed.blue]).rgbColor
    }
}

extension TokenPair.Measure {
    /// The theme target whose measure this is: WCAG ratios for text and non-text, APCA's Lc.
    var target: ThemeTarget { self == .apca ? .apca : .aa }
}
