/// Reads `color-mix()` (CSS Color 5) and mixes its colors: percentages normalized, colors
/// converted to the interpolation space with missing components carried over, alpha
/// premultiplied, hues turned the way the hue interpolation method says.
struct ColorMixReader {
    let reader: CSSColorReader

    /// How two hues are interpolated.
    enum HueMethod: String {
        case shorter, longer, increasing, decreasing
        /// The hues as written, with no turn added: a mix from 350 to 10 goes the long way round.
        case specified
    }

    /// One color with its percentage, if it had one.
    private struct Stop {
        var color: CSSColor
        var percentage: Double?
    }

    func mix(_ arguments: [CSSComponent], call: CSSComponent) throws(ColorKitError) -> CSSColor {
        var parts = Self.split(arguments)
        var space = CSSColorSpace.oklab
        var hueMethod = HueMethod.shorter
        if let first = parts.first, first.first?.kind == .identifier("in") {
            (space, hueMethod) = try method(first, call: call)
            parts.removeFirst()
        }
        guard parts.count >= 2 || (parts.count == 1 && !parts[0].isEmpty) else {
            throw reader.fail(call, "color-mix() needs colors to mix, separated by commas")
        }
        var stops: [Stop] = []
        for part in parts {
            stops.append(try stop(part, call: call))
        }
        return Self.mix(stops.map { ($0.color, $0.percentage) }, in: space, hue: hueMethod)
    }

    private static func split(_ arguments: [CSSComponent]) -> [[CSSComponent]] {
        var parts: [[CSSComponent]] = [[]]
        for component in arguments {
            if component.kind == .comma {
                parts.append([])
            } else if !component.isWhitespace {
                parts[parts.count - 1].append(component)
            }
        }
        return parts
    }

    private func method(_ items: [CSSComponent], call: CSSComponent) throws(ColorKitError) -> (
        CSSColorSpace, HueMethod
    ) {
        guard items.count >= 2, case .identifier(let name) = items[1].kind,
            let space = name == "xyz" ? .xyzD65 : CSSColorSpace(rawValue: name)
        else {
            throw reader.fail(
                items.count >= 2 ? items[1] : items[0],
                "expected a color space after \"in\", such as oklab, srgb or oklch")
        }
        guard items.count > 2 else { return (space, .shorter) }
        guard space.hueIndex != nil else {
            throw reader.fail(items[2], "only hsl, hwb, lch and oklch take a hue interpolation method")
        }
        guard items.count == 4, case .identifier(let word) = items[2].kind,
            let method = HueMethod(rawValue: word),
            items[3].kind == .identifier("hue")
        else {
            throw reader.fail(
                items[2], "expected shorter, longer, increasing, decreasing or specified, then \"hue\"")
        }
        return (space, method)
    }

    private func stop(_ items: [CSSComponent], call: CSSComponent) throws(ColorKitError) -> Stop {
        guard !items.isEmpty else { throw reader.fail(call, "color-mix() has an empty argument") }
        guard items.count <= 2 else {
            throw reader.fail(items[2], "expected a color and at most one percentage")
        }
        var color: CSSColor?
        var percentage: Double?
        for item in items {
            if let value = try percentageValue(item) {
                guard percentage == nil else { throw reader.fail(item, "only one percentage per color") }
                guard (0...100).contains(value) else {
                    throw reader.fail(item, "a percentage in color-mix() is 0% to 100%")
                }
                percentage = value
            } else {
                guard color == nil else {
                    throw reader.fail(item, "expected a percentage, found another color")
                }
                color = try reader.color(item)
            }
        }
        guard let color else { throw reader.fail(items[0], "expected a color beside the percentage") }
        return Stop(color: color, percentage: percentage)
    }

    /// The item's percentage, or nil when it is not one (then it should be a color).
    private func percentageValue(_ item: CSSComponent) throws(ColorKitError) -> Double? {
        switch item.kind {
        case .number(let value, "%"): return value
        case .number: throw reader.fail(item, "expected a percentage")
        case .function(let name, _) where CSSCalc.functions.contains(name):
            let value = try CSSCalc(input: reader.input, keywords: [:]).evaluate(item)
            guard value.unit == .percentage else { throw reader.fail(item, "expected a percentage") }
            return value.value
        default: return nil
        }
    }
}
