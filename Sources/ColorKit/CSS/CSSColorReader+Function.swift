extension CSSColorReader {
    /// A color function's value: `rgb(…)`, `lab(from … l a b)`, `color(display-p3 …)` and the rest.
    func read(_ function: Function, _ arguments: [CSSComponent], call: CSSComponent) throws(ColorKitError)
        -> CSSColor
    {
        var items = arguments.filter { !$0.isWhitespace }
        let closing = call.end - 1
        var origin: CSSColor?
        if let first = items.first, first.kind == .identifier("from") {
            guard !function.isAppExtension else {
                throw fail(first, "\(function.rawValue)() has no relative form; use hsl(from …)")
            }
            guard items.count >= 2 else { throw fail(first, "expected a color after \"from\"") }
            origin = try color(items[1])
            items.removeFirst(2)
        }
        var space = function.space
        if function == .color {
            guard let first = items.first, case .identifier(let name) = first.kind, name != "none" else {
                throw fail(
                    items.first ?? call, "color() needs a color space first, such as srgb or display-p3")
            }
            guard let named = CSSColorSpace.predefined(named: name) else {
                throw fail(
                    first,
                    "unsupported color space \"\(name)\"; use srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65"
                )
            }
            space = named
            items.removeFirst()
        }
        let isLegacy = items.contains { $0.kind == .comma }
        let (components, alphaItem) = try split(
            items, function: function, isLegacy: isLegacy && origin == nil, call: call)
        guard components.count == 3 else {
            let position = components.count > 3 ? components[3].position : closing
            throw fail(at: position, "\(function.rawValue)() takes 3 components, found \(components.count)")
        }
        let keywords = origin.map { Self.keywords(of: $0, in: space, function: function) } ?? [:]
        var values: [Double?] = []
        var units: [CSSNumeric.Unit?] = []
        for (index, component) in components.enumerated() {
            let (value, unit) = try resolve(
                component, function.slot(index), keywords: keywords, isLegacy: isLegacy)
            values.append(value)
            units.append(unit)
        }
        let alpha =
            try alphaItem.map { (item) throws(ColorKitError) in
                try resolve(item, .alpha, keywords: keywords, isLegacy: isLegacy).value
            } ?? (origin == nil || alphaItem != nil ? 1 : keywords["alpha"] ?? 1)
        if isLegacy { try checkLegacyUnits(function, components, units) }
        if origin != nil, [.hsl, .hsla, .hwb].contains(function) {
            // Written numbers and percentages do not mix here; channel keywords go with either.
            let written = (1...2).map { components[$0].kind.isNumberToken ? units[$0] : nil }
            if let a = written[0], let b = written[1], a != b {
                throw fail(
                    components[2],
                    "\(function.rawValue)() takes both of these as numbers or both as percentages")
            }
        }
        return Self.make(function, space: space, values: values, alpha: alpha, isRelative: origin != nil)
    }

    /// The components and the alpha, from either syntax.
    private func split(_ items: [CSSComponent], function: Function, isLegacy: Bool, call: CSSComponent)
        throws(ColorKitError)
        -> (components: [CSSComponent], alpha: CSSComponent?)
    {
        if items.contains(where: { $0.kind == .comma }) {
            guard isLegacy, function.allowsLegacySyntax else {
                let comma = items.first { $0.kind == .comma }!
                throw fail(comma, "\(function.rawValue)() separates components with spaces, not commas")
            }
            var components: [CSSComponent] = []
            var expectValue = true
            for item in items {
                switch (item.kind, expectValue) {
                case (.comma, false): expectValue = true
                case (.identifier("none"), _):
                    throw fail(item, "\"none\" is not allowed in the comma-separated syntax")
                case (.slash, _):
                    throw fail(item, "the comma-separated syntax gives alpha after a comma, not \"/\"")
                case (.number, true), (.function, true):
                    components.append(item)
                    expectValue = false
                default:
                    throw fail(
                        item,
                        expectValue ? "expected a number" : "mixing commas and spaces between components")
                }
            }
            if expectValue { throw fail(items.last!, "expected a number after \",\"") }
            guard components.count <= 4 else {
                throw fail(
                    components[4], "\(function.rawValue)() takes 3 components, found \(components.count)")
            }
            let alpha = components.count == 4 ? components.removeLast() : nil
            return (components, alpha)
        }
        var components: [CSSComponent] = []
        var alpha: CSSComponent?
        var sawSlash = false
        for item in items {
            switch item.kind {
            case .slash:
                guard !sawSlash, !components.isEmpty else { throw fail(item, "unexpected \"/\"") }
                sawSlash = true
            case .number, .identifier, .function:
                if !sawSlash {
                    components.append(item)
                } else if alpha == nil {
                    alpha = item
                } else {
                    throw fail(item, "only one alpha value may follow \"/\"")
                }
            default:
                throw fail(item, "unexpected \(item.label)")
            }
        }
        if sawSlash && alpha == nil { throw fail(at: call.end - 1, "expected an alpha value after \"/\"") }
        return (components, alpha)
    }

    /// A relative color's channel keywords: the origin's components in the function's space.
    /// A component the origin lacks stays `none` when the origin is already in that space, as
    /// does its alpha (inside calc() it counts as 0); a conversion turns it into 0, and a hue
    /// the conversion leaves powerless is `none` (csswg-drafts #10151's resolution).
    private static func keywords(of origin: CSSColor, in space: CSSColorSpace, function: Function) -> [String:
        Double?]
    {
        let components = origin.space == space ? origin.components : origin.converted(to: space).components
        let scale = function == .rgb || function == .rgba ? 255.0 : 1
        var keywords: [String: Double?] = ["alpha": origin.alpha]
        for (name, value) in zip(space.channelKeywords, components) {
            keywords[name] = .some(value.map { $0 * scale })
        }
        return keywords
    }

    /// One component's value (nil for `none`) and the type it was written in.
    func resolve(_ item: CSSComponent, _ slot: Slot, keywords: [String: Double?], isLegacy: Bool)
        throws(ColorKitError)
        -> (value: Double?, unit: CSSNumeric.Unit?)
    {
        let numeric: CSSNumeric
        switch item.kind {
        case .identifier("none"):
            guard !isLegacy else { throw fail(item, "\"none\" is not allowed in the comma-separated syntax") }
            return (nil, nil)
        case .identifier(let word):
            guard let value = keywords[word] else {
                throw fail(
                    item,
                    keywords.isEmpty
                        ? "expected a number"
                        : "unknown channel \"\(word)\"; use \(keywords.keys.sorted().joined(separator: ", "))"
                )
            }
            return (value, .number)
        case .number(let value, let unit):
            guard let typed = CSSNumeric(value, unit: unit) else {
                throw fail(
                    item,
                    slot == .hue
                        ? "unknown angle unit \"\(unit)\"; use deg, rad, grad or turn"
                        : "unexpected unit \"\(unit)\"")
            }
            numeric = typed
        case .function:
            let calc = CSSCalc(input: input, keywords: keywords.compactMapValues { $0 ?? 0 })
            numeric = try calc.evaluate(item)
        default:
            throw fail(item, "expected a number")
        }
        guard let placed = Self.place(numeric, in: slot) else {
            if slot == .hue { throw fail(item, "a hue cannot be a percentage") }
            throw fail(item, slot == .alpha ? "unexpected unit \"deg\" in alpha" : "unexpected unit \"deg\"")
        }
        return (placed.value, placed.unit)
    }

    /// A number in a component: its value in the component's units and the type it was written
    /// in, or nil when the component does not take that type (a percentage hue, an angle elsewhere).
    /// Shared with ``FastColorReader``, so both paths read a component the same way.
    static func place(_ numeric: CSSNumeric, in slot: Slot) -> (value: Double, unit: CSSNumeric.Unit)? {
        switch (slot, numeric.unit) {
        case (.hue, .percentage): nil
        case (.hue, _): (numeric.value, numeric.unit)
        case (_, .angle): nil
        case (.scaled(let reference), .percentage): (numeric.value / 100 * reference, .percentage)
        case (.alpha, .percentage): (numeric.value / 100, .percentage)
        default: (numeric.value, .number)
        }
    }

    /// The comma-separated syntax is stricter: rgb() wants all numbers or all percentages, and
    /// hsl() percentages for saturation and lightness.
    private func checkLegacyUnits(
        _ function: Function, _ components: [CSSComponent], _ units: [CSSNumeric.Unit?]
    ) throws(ColorKitError) {
        guard let index = Self.legacyUnitProblem(function, units) else { return }
        if function == .rgb || function == .rgba {
            throw fail(components[index], "the comma-separated syntax needs all numbers or all percentages")
        }
        throw fail(components[index], "expected a percentage")
    }

    /// The component whose type the comma-separated syntax refuses, or nil when all are right.
    static func legacyUnitProblem(_ function: Function, _ units: [CSSNumeric.Unit?]) -> Int? {
        switch function {
        case .rgb, .rgba:
            let percentages = units.filter { $0 == .percentage }.count
            return percentages == 0 || percentages == units.count ? nil : 0
        case .hsl, .hsla:
            return (1...2).first { units[$0] != .percentage }
        default: return nil
        }
    }

    /// The color, with the clamping CSS does when it computes one.
    /// Shared with ``FastColorReader``, so both paths build the same color.
    static func make(
        _ function: Function, space: CSSColorSpace, values: [Double?], alpha: Double?, isRelative: Bool
    ) -> CSSColor {
        let alpha = alpha.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        func clamp(_ value: Double?, _ low: Double, _ high: Double = .infinity) -> Double? {
            value.map { $0.isNaN ? 0 : min(max($0, low), high) }
        }
        func hue(_ value: Double?) -> Double? { value.map { $0.isFinite ? ColorMath.normalizeHue($0) : 0 } }
        switch function {
        case .rgb, .rgba:
            // Only the absolute form clamps; a relative color keeps what its arithmetic gives.
            let channels = values.map {
                isRelative ? $0.map { $0 / 255 } : clamp($0, 0, 255).map { $0 / 255 }
            }
            return CSSColor(space: .srgb, components: channels, alpha: alpha, isLegacy: !isRelative)
        case .hsl, .hsla, .hwb:
            let polar = CSSColor(
                space: space,
                components: [hue(values[0]), clamp(values[1], function == .hwb ? -.infinity : 0), values[2]],
                alpha: alpha, isLegacy: !isRelative)
            return polar
        case .hsb, .hsv:
            let hsb = HSB(
                hue: hue(values[0]) ?? 0, saturation: clamp(values[1], 0) ?? 0, brightness: values[2] ?? 0,
                alpha: alpha ?? 1)
            return CSSColor(hsb.rgbColor.clamped)
        case .lab, .oklab:
            let top = function == .lab ? 100.0 : 1
            return CSSColor(
                space: space, components: [clamp(values[0], 0, top), values[1], values[2]], alpha: alpha)
        case .lch, .oklch:
            let top = function == .lch ? 100.0 : 1
            return CSSColor(
                space: space, components: [clamp(values[0], 0, top), clamp(values[1], 0), hue(values[2])],
                alpha: alpha)
        case .color:
            return CSSColor(space: space, components: values, alpha: alpha)
        }
    }
}

extension CSSComponent.Kind {
    var isNumberToken: Bool {
        if case .number = self { true } else { false }
    }
}
