extension CSSColorSpace {
    /// Components of this space as CSS writes them: `lab(…)` and the like for the spaces with a
    /// function of their own, `color(<space> …)` for the predefined ones, and `alpha`, when
    /// given, after a slash.
    ///
    /// The one writer of color text: ``CSSColor/cssText`` hands it serialized values (`none`
    /// included), ``RGBColor/formatted(_:outOfGamut:)`` values rounded for people.
    func notation(_ values: [String], alpha: String?) -> String {
        isPredefined
            ? Self.function("color", [rawValue] + values, alpha: alpha)
            : Self.function(rawValue, values, alpha: alpha)
    }

    /// `name(a b c)`, or `name(a b c / alpha)`: also the form of `rgb()` and the app's `hsb()`.
    static func function(_ name: String, _ arguments: [String], alpha: String?) -> String {
        let slash = alpha.map { " / " + $0 } ?? ""
        return "\(name)(\(arguments.joined(separator: " "))\(slash))"
    }

    /// How many decimals ``RGBColor/formatted(_:outOfGamut:)`` writes of each component: a
    /// hue and hsl's and hwb's percentages to 2, Lab's and LCH's others to 3, the rest to 5.
    var writtenDecimals: [Int] {
        let decimals =
            switch self {
            case .hsl, .hwb: 2
            case .lab, .lch: 3
            default: 5
            }
        return (0..<3).map { $0 == hueIndex ? 2 : decimals }
    }

    /// The unit written after each component: hsl's and hwb's percentages, nothing elsewhere.
    var writtenUnits: [String] {
        switch self {
        case .hsl, .hwb: ["", "%", "%"]
        default: ["", "", ""]
        }
    }
}
