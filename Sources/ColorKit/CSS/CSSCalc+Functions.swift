#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The math functions: their argument counts, their types and their results.
extension CSSCalc {
    func apply(_ name: String, _ values: [CSSNumeric], call: CSSComponent) throws(ColorKitError)
        -> CSSNumeric
    {
        func count(_ range: ClosedRange<Int>) throws(ColorKitError) {
            guard range.contains(values.count) else {
                let expected =
                    range.lowerBound == range.upperBound
                    ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
                throw fail(call, "\(name)() takes \(expected) arguments, found \(values.count)")
            }
        }
        func sameUnit() throws(ColorKitError) -> CSSNumeric.Unit {
            let unit = values[0].unit
            guard values.allSatisfy({ $0.unit == unit }) else {
                throw fail(call, "the arguments of \(name)() must all be of one type")
            }
            return unit
        }
        func numbers() throws(ColorKitError) {
            guard values.allSatisfy({ $0.unit == .number }) else {
                throw fail(call, "\(name)() takes numbers")
            }
        }
        func trig(_ f: (Double) -> Double) throws(ColorKitError) -> CSSNumeric {
            try count(1...1)
            guard values[0].unit != .percentage else {
                throw fail(call, "\(name)() takes a number or an angle")
            }
            let radians = values[0].unit == .angle ? ColorMath.radians(values[0].value) : values[0].value
            return CSSNumeric(f(radians), .number)
        }
        func inverseTrig(_ f: (Double) -> Double) throws(ColorKitError) -> CSSNumeric {
            try count(1...1)
            try numbers()
            return CSSNumeric(ColorMath.degrees(f(values[0].value)), .angle)
        }
        switch name {
        case "calc":
            try count(1...1)
            return values[0]
        case "min", "max":
            let unit = try sameUnit()
            let numbers = values.map(\.value)
            if numbers.contains(where: \.isNaN) { return CSSNumeric(.nan, unit) }
            return CSSNumeric(name == "min" ? numbers.min()! : numbers.max()!, unit)
        case "clamp":
            try count(3...3)
            let unit = try sameUnit()
            let (low, value, high) = (values[0].value, values[1].value, values[2].value)
            if low.isNaN || value.isNaN || high.isNaN { return CSSNumeric(.nan, unit) }
            return CSSNumeric(Swift.max(low, Swift.min(value, high)), unit)
        case "hypot":
            let unit = try sameUnit()
            return CSSNumeric(values.reduce(0) { $0 + $1.value * $1.value }.squareRoot(), unit)
        case "abs":
            try count(1...1)
            return CSSNumeric(Swift.abs(values[0].value), values[0].unit)
        case "sign":
            try count(1...1)
            let v = values[0].value
            return CSSNumeric(v.isNaN ? .nan : v > 0 ? 1 : v < 0 ? -1 : v, .number)
        case "sin": return try trig(sin)
        case "cos": return try trig(cos)
        case "tan": return try trig(tan)
        case "asin": return try inverseTrig(asin)
        case "acos": return try inverseTrig(acos)
        case "atan": return try inverseTrig(atan)
        case "atan2":
            try count(2...2)
            _ = try sameUnit()
            return CSSNumeric(ColorMath.degrees(atan2(values[0].value, values[1].value)), .angle)
        case "pow":
            try count(2...2)
            try numbers()
            return CSSNumeric(pow(values[0].value, values[1].value), .number)
        case "sqrt":
            try count(1...1)
            try numbers()
            return CSSNumeric(values[0].value.squareRoot(), .number)
        case "exp":
            try count(1...1)
            try numbers()
            return CSSNumeric(exp(values[0].value), .number)
        case "log":
            try count(1...2)
            try numbers()
            let natural = log(values[0].value)
            return CSSNumeric(values.count == 2 ? natural / log(values[1].value) : natural, .number)
        case "mod", "rem":
            try count(2...2)
            let unit = try sameUnit()
            return CSSNumeric(Self.modulo(values[0].value, values[1].value, floored: name == "mod"), unit)
        default:
            throw fail(call, "\(call.label) is not a math function")
        }
    }

    /// `mod()` takes the sign of the divisor; `rem()` the sign of the dividend.
    static func modulo(_ a: Double, _ b: Double, floored: Bool) -> Double {
        if b == 0 || a.isInfinite || a.isNaN || b.isNaN { return .nan }
        if b.isInfinite {
            if !floored || a == 0 || (a > 0) == (b > 0) { return a }
            return .nan
        }
        let remainder = a.truncatingRemainder(dividingBy: b)
        guard floored, remainder != 0, (remainder < 0) != (b < 0) else { return remainder }
        return remainder + b
    }

    /// `round([nearest | up | down | to-zero,] A [, B])`.
    func round(_ call: CSSComponent) throws(ColorKitError) -> CSSNumeric {
        guard case .function(_, let arguments) = call.kind else { throw fail(call, "expected round()") }
        var parts = try split(arguments, at: call)
        var strategy = "nearest"
        if parts.count > 1, parts[0].count == 1, case .identifier(let word) = parts[0].first!.kind,
            ["nearest", "up", "down", "to-zero"].contains(word)
        {
            strategy = word
            parts.removeFirst()
        }
        guard (1...2).contains(parts.count) else {
            throw fail(call, "round() takes a value and an optional step")
        }
        let value = try sum(parts[0], in: call)
        let step = parts.count == 2 ? try sum(parts[1], in: call) : CSSNumeric(1, .number)
        guard value.unit == step.unit else {
            throw fail(
                call,
                parts.count == 2
                    ? "the arguments of round() must all be of one type"
                    : "round() needs a step for \(CSSNumeric.name(of: value.unit))")
        }
        return CSSNumeric(Self.round(value.value, to: step.value, strategy: strategy), value.unit)
    }

    static func round(_ a: Double, to b: Double, strategy: String) -> Double {
        if a.isNaN || b.isNaN || b == 0 { return .nan }
        if a.isInfinite { return b.isInfinite ? .nan : a }
        if b.isInfinite {
            switch strategy {
            case "up": return a > 0 ? .infinity : a == 0 ? a : -0.0
            case "down": return a < 0 ? -.infinity : a == 0 ? a : 0
            default: return a < 0 ? -0.0 : 0
            }
        }
        let step = Swift.abs(b)
        let lower = (a / step).rounded(.down) * step
        let upper = lower + step
        switch strategy {
        case "up": return a == lower ? a : upper
        case "down": return lower
        case "to-zero": return Swift.abs(lower) < Swift.abs(upper) ? lower : upper
        default: return a - lower < upper - a ? lower : upper
        }
    }
}
