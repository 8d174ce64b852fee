#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Evaluates calc() and the CSS math functions over numbers, percentages and angles, with
/// CSS's typing: sums need one type, a product needs a plain number on one side, and so on.
struct CSSCalc {
    let input: String
    /// A relative color's channel keywords (`r`, `h`, `alpha`, …) and their values, as numbers.
    let keywords: [String: Double]

    /// The math functions, each checked for its argument count and types.
    static let functions: Set<String> = [
        "calc", "min", "max", "clamp", "round", "mod", "rem", "sin", "cos", "tan", "asin", "acos", "atan",
        "atan2", "pow", "sqrt", "hypot", "log", "exp", "abs", "sign",
    ]

    func fail(_ component: CSSComponent, _ reason: String) -> ColorKitError {
        .invalidColor(input: input, position: component.position, reason: reason)
    }

    /// The value of a math function call.
    func evaluate(_ call: CSSComponent) throws(ColorKitError) -> CSSNumeric {
        guard case .function(let name, let arguments) = call.kind, Self.functions.contains(name) else {
            throw fail(call, "\(call.label) is not a math function")
        }
        if name == "round" { return try round(call) }
        let values = try split(arguments, at: call).map { (argument) throws(ColorKitError) in
            try sum(argument, in: call)
        }
        return try apply(name, values, call: call)
    }

    func split(_ arguments: [CSSComponent], at call: CSSComponent) throws(ColorKitError)
        -> [ArraySlice<CSSComponent>]
    {
        var parts: [ArraySlice<CSSComponent>] = []
        var current: [CSSComponent] = []
        for component in arguments {
            if component.kind == .comma {
                parts.append(current.trimmed)
                current = []
            } else {
                current.append(component)
            }
        }
        parts.append(current.trimmed)
        if let empty = parts.firstIndex(where: \.isEmpty) {
            throw fail(
                call,
                empty == 0 && parts.count == 1
                    ? "\(call.label) is empty" : "\(call.label) has an empty argument")
        }
        return parts
    }

    /// `a + b - c …`: CSS wants whitespace on both sides of `+` and `-`.
    func sum(_ items: ArraySlice<CSSComponent>, in call: CSSComponent) throws(ColorKitError)
        -> CSSNumeric
    {
        var terms: [(sign: Double, items: ArraySlice<CSSComponent>, at: CSSComponent)] = []
        var start = items.startIndex
        var sign = 1.0
        var index = items.startIndex
        while index < items.endIndex {
            let item = items[index]
            if case .delimiter(let scalar) = item.kind, scalar == "+" || scalar == "-" {
                let spaced =
                    index > items.startIndex && items[index - 1].isWhitespace && index + 1 < items.endIndex
                    && items[index + 1].isWhitespace
                guard spaced else {
                    throw fail(item, "\"\(scalar)\" needs a space on both sides in \(call.label)")
                }
                terms.append((sign, items[start..<index], item))
                sign = scalar == "+" ? 1 : -1
                start = index + 1
            }
            index += 1
        }
        terms.append((sign, items[start..<items.endIndex], items.last ?? call))
        var total: CSSNumeric?
        for term in terms {
            var value = try product(Array(term.items).trimmed, in: call, at: term.at)
            value.value *= term.sign
            if let current = total {
                guard current.unit == value.unit else {
                    throw fail(
                        term.at,
                        "cannot add \(CSSNumeric.name(of: value.unit)) to \(CSSNumeric.name(of: current.unit))"
                    )
                }
                total = CSSNumeric(current.value + value.value, current.unit)
            } else {
                total = value
            }
        }
        return total!
    }

    /// `a * b / c …`.
    private func product(_ items: ArraySlice<CSSComponent>, in call: CSSComponent, at anchor: CSSComponent)
        throws(ColorKitError) -> CSSNumeric
    {
        let operands = items.filter { !$0.isWhitespace }
        guard let first = operands.first else { throw fail(anchor, "expected a value in \(call.label)") }
        var result = try value(first, in: call)
        var index = 1
        while index < operands.count {
            let op = operands[index]
            let scalar: Unicode.Scalar
            switch op.kind {
            case .slash: scalar = "/"
            case .delimiter("*"): scalar = "*"
            default: throw fail(op, "expected an operator before \(op.label) in \(call.label)")
            }
            guard index + 1 < operands.count else { throw fail(op, "expected a value after \"\(scalar)\"") }
            let right = try value(operands[index + 1], in: call)
            if scalar == "*" {
                guard result.unit == .number || right.unit == .number else {
                    throw fail(
                        op,
                        "cannot multiply \(CSSNumeric.name(of: result.unit)) by \(CSSNumeric.name(of: right.unit))"
                    )
                }
                result = CSSNumeric(
                    result.value * right.value, result.unit == .number ? right.unit : result.unit)
            } else {
                // A ratio of two like quantities (an angle by an angle) is a plain number.
                guard right.unit == .number || right.unit == result.unit else {
                    throw fail(op, "can only divide by a number or by \(CSSNumeric.name(of: result.unit))")
                }
                result = CSSNumeric(result.value / right.value, right.unit == .number ? result.unit : .number)
            }
            index += 2
        }
        return result
    }

    private func value(_ item: CSSComponent, in call: CSSComponent) throws(ColorKitError) -> CSSNumeric {
        switch item.kind {
        case .number(let value, let unit):
            guard let numeric = CSSNumeric(value, unit: unit) else {
                throw fail(item, "unexpected unit \"\(unit)\" in \(call.label)")
            }
            return numeric
        case .identifier(let word):
            if let value = keywords[word] { return CSSNumeric(value, .number) }
            switch word {
            case "pi": return CSSNumeric(.pi, .number)
            case "e": return CSSNumeric(M_E, .number)
            case "infinity": return CSSNumeric(.infinity, .number)
            case "-infinity": return CSSNumeric(-.infinity, .number)
            case "nan": return CSSNumeric(.nan, .number)
            default: throw fail(item, "unknown word \"\(word)\" in \(call.label)")
            }
        case .function: return try evaluate(item)
        case .block(let inner):
            let trimmed = inner.trimmed
            guard !trimmed.isEmpty else { throw fail(item, "empty parentheses in \(call.label)") }
            return try sum(trimmed, in: call)
        default: throw fail(item, "unexpected \(item.label) in \(call.label)")
        }
    }
}
