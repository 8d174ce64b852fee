/// Reads a color from CSS component values: hex, names, the color functions of CSS Color 4
/// (absolute and relative), `color-mix()` and, when asked, the app's `hsb()`.
struct CSSColorReader {
    let input: String
    let catalogs: [ColorNameCatalog]
    /// Whether `hsb()`/`hsv()` are read too: the app's own notation, not CSS.
    let readsHSB: Bool

    /// The functions read, for error messages.
    var functionNames: String {
        "rgb, hsl, hwb, lab, lch, oklab, oklch, color, color-mix" + (readsHSB ? " or hsb" : "")
    }

    func fail(_ component: CSSComponent, _ reason: String) -> ColorKitError {
        .invalidColor(input: input, position: component.position, reason: reason)
    }

    func fail(at position: Int, _ reason: String) -> ColorKitError {
        .invalidColor(input: input, position: position, reason: reason)
    }

    /// The color one component value stands for.
    func color(_ component: CSSComponent) throws(ColorKitError) -> CSSColor {
        switch component.kind {
        case .hash(let digits):
            guard let rgb8 = HexNotation.parse(Substring(digits)) else {
                let problem = HexNotation.diagnose(Substring(digits))
                throw fail(at: component.position + 1 + problem.offset, problem.reason)
            }
            return CSSColor(RGBColor(rgb8))
        case .identifier(let name):
            return try named(name, at: component)
        case .function(let name, let arguments):
            if name == "color-mix" { return try ColorMixReader(reader: self).mix(arguments, call: component) }
            if name == "alpha" { return try alpha(arguments, call: component) }
            if name == "light-dark" {
                throw fail(
                    component,
                    "light-dark() takes its color from a page's color scheme, and there is none here")
            }
            guard let function = Function(rawValue: name), readsHSB || !function.isAppExtension else {
                throw fail(component, "unknown color function \"\(name)\"; expected \(functionNames)")
            }
            return try read(function, arguments, call: component)
        default:
            throw fail(component, "expected a color, found \(component.label)")
        }
    }

    /// `alpha(from <color> [/ <alpha>])`: the color as it was, with its opacity replaced.
    private func alpha(_ arguments: [CSSComponent], call: CSSComponent) throws(ColorKitError) -> CSSColor {
        let items = arguments.filter { !$0.isWhitespace }
        guard items.count >= 2, items[0].kind == .identifier("from") else {
            throw fail(items.first ?? call, "alpha() starts with \"from\" and a color")
        }
        var color = try self.color(items[1])
        guard items.count > 2 else { return color }
        guard items.count == 4, items[2].kind == .slash else {
            throw fail(items[2], "alpha() takes a color, then \"/\" and an alpha value")
        }
        let value = try resolve(items[3], .alpha, keywords: ["alpha": color.alpha], isLegacy: false).value
        color.alpha = value.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        return color
    }

    private func named(_ name: String, at component: CSSComponent) throws(ColorKitError) -> CSSColor {
        switch name {
        case "transparent": return CSSColor(RGBColor(white: 0, alpha: 0))
        case "currentcolor":
            throw fail(component, "currentcolor takes the color of an element, and there is none here")
        default:
            for catalog in catalogs {
                if let named = catalog.color(named: name) { return CSSColor(named.color) }
            }
            throw .unknownName(name, namespaces: catalogs.map(\.namespace))
        }
    }

    /// The color functions.
    enum Function: String {
        case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color, hsb, hsv

        var isAppExtension: Bool { self == .hsb || self == .hsv }

        /// Only the CSS Color 3 functions (and the app's hsb) accept commas between components.
        var allowsLegacySyntax: Bool {
            switch self {
            case .rgb, .rgba, .hsl, .hsla, .hsb, .hsv: true
            default: false
            }
        }

        /// The space the components are written in (`color()` names its own).
        var space: CSSColorSpace {
            switch self {
            case .rgb, .rgba, .color: .srgb
            case .hsl, .hsla, .hsb, .hsv: .hsl
            case .hwb: .hwb
            case .lab: .lab
            case .lch: .lch
            case .oklab: .oklab
            case .oklch: .oklch
            }
        }

        /// What a percentage of component `index` (0…2) is 100 % of, or that it is a hue.
        func slot(_ index: Int) -> Slot {
            switch (self, index) {
            case (.rgb, _), (.rgba, _): .scaled(255)
            case (.hsl, 0), (.hsla, 0), (.hwb, 0), (.hsb, 0), (.hsv, 0): .hue
            case (.hsl, _), (.hsla, _), (.hwb, _), (.hsb, _), (.hsv, _): .scaled(100)
            case (.lab, 0): .scaled(100)
            case (.lab, _): .scaled(125)
            case (.lch, 0): .scaled(100)
            case (.lch, 1): .scaled(150)
            case (.oklab, 0), (.oklch, 0): .scaled(1)
            case (.oklab, _), (.oklch, 1): .scaled(0.4)
            case (.lch, _), (.oklch, _): .hue
            case (.color, _): .scaled(1)
            }
        }
    }

    /// What a component accepts.
    enum Slot: Equatable {
        /// A number, or a percentage of the given reference.
        case scaled(Double)
        /// A number of degrees, or an angle.
        case hue
        /// Opacity: a number 0…1 or a percentage.
        case alpha
    }
}
