// A frozen copy of ColorKit's parser before CSS Color 4/5 (commit 4e0bc4c): the baseline
// the benchmark measures today's parser against. It is not used anywhere else.
import ColorKit

/// The components of one color function call, checked for syntax and read by position.
struct BaselineArguments {
    /// The components before the alpha, in order (`none` included).
    private(set) var components: [BaselineToken]
    /// The alpha component, if one was given.
    let alpha: BaselineToken?
    /// Whether the call used the comma-separated legacy syntax.
    let isLegacy: Bool
    private let function: BaselineFunction
    private let input: String
    private let closePosition: Int

    init(tokens: [BaselineToken], function: BaselineFunction, input: String, open: Int) throws(ColorKitError)
    {
        self.function = function
        self.input = input
        closePosition = tokens.last?.position ?? open
        let body = tokens.dropLast()  // the closing parenthesis
        isLegacy = body.contains { $0.kind == .comma }
        var components: [BaselineToken] = []
        var alpha: BaselineToken?
        if isLegacy {
            guard function.allowsLegacySyntax else {
                let comma = body.first { $0.kind == .comma }!
                throw .invalidColor(
                    input: input, position: comma.position,
                    reason: "\(function.rawValue)() separates components with spaces, not commas")
            }
            var expectComponent = true
            for token in body {
                switch (token.kind, expectComponent) {
                case (.comma, false): expectComponent = true
                case (.number, true): components.append(token); expectComponent = false
                case (.identifier("none"), _):
                    throw .invalidColor(
                        input: input, position: token.position,
                        reason: "\"none\" is not allowed in the comma-separated syntax")
                case (.slash, _):
                    throw .invalidColor(
                        input: input, position: token.position,
                        reason: "the comma-separated syntax gives alpha after a comma, not \"/\"")
                default:
                    throw .invalidColor(
                        input: input, position: token.position,
                        reason: expectComponent
                            ? "expected a number" : "mixing commas and spaces between components")
                }
            }
            if expectComponent {
                throw .invalidColor(
                    input: input, position: closePosition, reason: "expected a number after \",\"")
            }
            if components.count == 4 { alpha = components.removeLast() }
        } else {
            var sawSlash = false
            for token in body {
                switch token.kind {
                case .slash:
                    guard !sawSlash, !components.isEmpty else {
                        throw .invalidColor(
                            input: input, position: token.position, reason: "unexpected \"/\"")
                    }
                    sawSlash = true
                case .number, .identifier:
                    if !sawSlash {
                        components.append(token)
                    } else if alpha == nil {
                        alpha = token
                    } else {
                        throw .invalidColor(
                            input: input, position: token.position,
                            reason: "only one alpha value may follow \"/\"")
                    }
                default:
                    throw .invalidColor(
                        input: input, position: token.position, reason: "unexpected \(token.kind.label)")
                }
            }
            if sawSlash && alpha == nil {
                throw .invalidColor(
                    input: input, position: closePosition, reason: "expected an alpha value after \"/\"")
            }
        }
        self.components = components
        self.alpha = alpha
    }

    /// Removes and returns the leading identifier (the space of `color()`).
    mutating func takeIdentifier() throws(ColorKitError) -> (name: String, position: Int) {
        guard let first = components.first, case .identifier(let name) = first.kind, name != "none" else {
            throw .invalidColor(
                input: input, position: components.first?.position ?? closePosition,
                reason: "color() needs a color space first, such as srgb or xyz-d65")
        }
        components.removeFirst()
        return (name, first.position)
    }

    /// Fails unless exactly `count` components were given.
    func expect(count: Int) throws(ColorKitError) {
        guard components.count != count else { return }
        let position = components.count > count ? components[count].position : closePosition
        throw .invalidColor(
            input: input, position: position,
            reason: "\(function.rawValue)() takes \(count) components, found \(components.count)")
    }

    /// In the legacy syntax, fails unless all three components are numbers or all are percentages.
    func expectUniformLegacyUnits() throws(ColorKitError) {
        guard isLegacy else { return }
        let percents = components.filter { if case .number(_, "%") = $0.kind { true } else { false } }
        if !percents.isEmpty && percents.count != components.count {
            throw .invalidColor(
                input: input, position: components[0].position,
                reason: "the comma-separated syntax needs all numbers or all percentages")
        }
    }

    /// A plain component: a number as is, a percentage scaled so 100 % equals `percentReference`.
    func value(_ index: Int, percentReference: Double, allowsNumber: Bool = true) throws(ColorKitError)
        -> Double
    {
        let token = components[index]
        switch token.kind {
        case .identifier("none"): return 0
        case .number(let value, unit: "%"): return value / 100 * percentReference
        case .number(let value, unit: "") where allowsNumber: return value
        case .number(_, unit: ""):
            throw .invalidColor(input: input, position: token.position, reason: "expected a percentage")
        case .number(_, let unit):
            throw .invalidColor(input: input, position: token.position, reason: "unexpected unit \"\(unit)\"")
        default:
            throw .invalidColor(input: input, position: token.position, reason: "expected a number")
        }
    }

    /// A hue in degrees: a bare number, or an angle in deg, rad, grad or turn.
    func hue(_ index: Int) throws(ColorKitError) -> Double {
        let token = components[index]
        switch token.kind {
        case .identifier("none"): return 0
        case .number(let value, unit: ""), .number(let value, unit: "deg"): return value
        case .number(let value, unit: "rad"): return value * 180 / .pi
        case .number(let value, unit: "grad"): return value * 0.9
        case .number(let value, unit: "turn"): return value * 360
        case .number(_, unit: "%"):
            throw .invalidColor(
                input: input, position: token.position, reason: "a hue cannot be a percentage")
        case .number(_, let unit):
            throw .invalidColor(
                input: input, position: token.position,
                reason: "unknown angle unit \"\(unit)\"; use deg, rad, grad or turn")
        default:
            throw .invalidColor(input: input, position: token.position, reason: "expected a hue")
        }
    }

    /// The alpha, clamped to 0…1; 1 when none was given.
    func alphaValue() throws(ColorKitError) -> Double {
        guard let token = alpha else { return 1 }
        switch token.kind {
        case .identifier("none"): return 0
        case .number(let value, unit: "%"): return (value / 100).baselineClamped
        case .number(let value, unit: ""): return value.baselineClamped
        case .number(_, let unit):
            throw .invalidColor(
                input: input, position: token.position, reason: "unexpected unit \"\(unit)\" in alpha")
        default:
            throw .invalidColor(input: input, position: token.position, reason: "expected an alpha value")
        }
    }

    /// An error at a component's position.
    func failure(at index: Int, _ reason: String) -> ColorKitError {
        .invalidColor(input: input, position: components[index].position, reason: reason)
    }
}

extension BaselineToken.Kind {
    /// How the token reads in an error message.
    var label: String {
        switch self {
        case .number(let value, let unit): return "\"\(value)\(unit)\""
        case .identifier(let name): return "\"\(name)\""
        case .comma: return "\",\""
        case .slash: return "\"/\""
        case .closeParenthesis: return "\")\""
        }
    }
}
