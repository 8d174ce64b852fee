/// A number with its CSS type, as calc() and the math functions work with it.
struct CSSNumeric: Equatable {
    /// The types a color component can hold.
    enum Unit: Equatable {
        case number
        case percentage
        /// An angle, in degrees.
        case angle
    }

    var value: Double
    var unit: Unit

    /// The units a color component may be written in, as they appear after a number.
    enum Written: String {
        case none = ""
        case percent = "%"
        case deg, rad, grad, turn
    }

    /// A number, percentage or angle from a token; nil for any other unit.
    init?(_ value: Double, unit: String) {
        guard let written = Written(rawValue: unit) else { return nil }
        self.init(value, written)
    }

    /// A number, percentage or angle, angles in degrees.
    init(_ value: Double, _ written: Written) {
        switch written {
        case .none: self.init(value, .number)
        case .percent: self.init(value, .percentage)
        case .deg: self.init(value, .angle)
        case .rad: self.init(ColorMath.degrees(value), .angle)
        case .grad: self.init(value * 0.9, .angle)
        case .turn: self.init(value * 360, .angle)
        }
    }

    init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// How the unit reads in an error message.
    static func name(of unit: Unit) -> String {
        switch unit {
        case .number: "a number"
        case .percentage: "a percentage"
        case .angle: "an angle"
        }
    }
}

/// How CSS writes numbers when it serializes a color.
enum CSSNumber {
    /// The shortest form of `value` rounded to `digits` significant digits (and at most seven
    /// decimals); infinities and NaN as `calc()` writes them.
    static func format(_ value: Double, significantDigits digits: Int = 6) -> String {
        if value.isNaN { return "calc(NaN)" }
        if value.isInfinite { return value > 0 ? "calc(Infinity)" : "calc(-Infinity)" }
        if value == 0 { return "0" }
        let magnitude = Swift.abs(value)
        var exponent = 0
        var scaled = magnitude
        while scaled >= 10 {
            scaled /= 10
            exponent += 1
        }
        while scaled < 1 {
            scaled *= 10
            exponent -= 1
        }
        // Colors need no more than seven decimals; rounding noise such as 5e-16 prints as 0.
        let decimals = Swift.min(7, Swift.max(0, digits - 1 - exponent))
        let text =
            exponent >= 21
            ? fixed(scaled, decimals: digits - 1) + "e+" + String(exponent)
            : fixed(magnitude, decimals: decimals)
        if text == "0" { return "0" }
        return value < 0 ? "-" + text : text
    }

    /// `value` with at most `decimals` digits after the point, trailing zeros dropped.
    private static func fixed(_ value: Double, decimals: Int) -> String {
        // Past 2^53 every Double is whole, and past Int64.max it cannot be converted: such
        // numbers (1e19 in a calc()) are written as Swift writes them.
        guard decimals > 0 else {
            let rounded = value.rounded()
            return rounded < 9.0e15 ? String(Int64(rounded)) : String(value)
        }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let rounded = (value * factor).rounded()
        guard rounded < 9.0e15 else { return String(value) }
        let whole = Int64(rounded) / Int64(factor)
        var fraction = String(Int64(rounded) % Int64(factor))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}
