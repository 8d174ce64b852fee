/// Locale-independent decimal formatting for CSS numbers, without exponents or trailing zeros.
enum NumberFormatting {
    /// `value` rounded to at most `maximumFractionDigits` places: 12.5 → "12.5", 3.0 → "3", -0.0001 → "0".
    static func decimal(_ value: Double, maximumFractionDigits digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^53 the digits are noise anyway; the plain description is as good as any.
        guard scaled < 9.0e15 else { return String(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        var fraction = String(units % divisor)
        if digits > 0 {
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        } else {
            fraction = ""
        }
        let sign = value < 0 && units > 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
