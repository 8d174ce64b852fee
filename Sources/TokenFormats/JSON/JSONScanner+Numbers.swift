/// Numbers as a token file writes them: most are short decimals (a minimum of `4.5`, a
/// component of `0.25`), read here without making a string.
extension JSONScanner {
    /// The value of a number written with 15 digits or fewer and no exponent (`4.5`, `7`, `-0.25`),
    /// made without a string: its digits as an integer, divided by the power of ten its point
    /// stands for. Both are exact in a `Double`, and the division rounds once, so this is the
    /// nearest `Double`, as the full reading gives. Nil for any other number.
    static func shortDecimal(_ text: ArraySlice<UInt8>) -> Double? {
        var digits: Int64 = 0
        var count = 0
        var afterPoint: Int?
        var negative = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard count < 15 else { return nil }
                digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
                count += 1
                if let places = afterPoint { afterPoint = places + 1 }
            case UInt8(ascii: "."): afterPoint = 0
            case UInt8(ascii: "-"): negative = true
            default: return nil
            }
        }
        let magnitude = Double(digits) / powersOfTen[afterPoint ?? 0]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰ … 10¹⁵, each exact in a `Double`.
    static let powersOfTen: [Double] = (0...15).map {
        (0..<$0).reduce(1.0) { value, _ in value * 10 }
    }
}
