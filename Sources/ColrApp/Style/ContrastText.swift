import ColorKit

/// How contrast reads on screen, the same on the palette Check and the color screen: a WCAG 2
/// ratio, its AA and AAA verdicts for body text, and an APCA Lc.
enum ContrastText {
    /// A ratio to one decimal, dropping ".0": "4.6:1", "21:1".
    static func ratio(_ value: Double) -> String {
        number(value) + ":1"
    }

    /// A ratio to one decimal without its ":1", for a cell too narrow for it.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The APCA lightness contrast, rounded to a whole Lc as APCA's own tables are, signed:
    /// negative is light text on a dark background ("Lc 75", "Lc -62"). A no-break space keeps
    /// "Lc" with its number when a sentence wraps.
    static func lc(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        return "Lc\u{00A0}\(rounded == 0 ? 0 : rounded)"
    }

    /// The highest WCAG body-text level met, short: "AAA", "AA", or "–" for neither (large
    /// text's 3:1 is not counted: a palette's text colors are for body text).
    static func level(_ ratio: Double) -> String {
        let level = Contrast.bodyTextLevel(forRatio: ratio)
        return level == .fail ? "–" : level.rawValue
    }

    /// Both verdicts in words, for sight and for a screen reader: "AA pass, AAA fail". The
    /// unrounded ratio decides, as WCAG asks (4.49 does not pass AA, though shown as 4.5).
    static func verdicts(_ ratio: Double) -> String {
        func verdict(_ level: Contrast.Level) -> String { ratio >= level.minimumRatio ? "pass" : "fail" }
        return "AA \(verdict(.aa)), AAA \(verdict(.aaa))"
    }

    /// The targets a screen offers, each with its button's title: AA, AAA, and APCA's Lc 60 for
    /// body text.
    static let targets: [(String, ContrastTarget)] = [
        ("AA 4.5:1", .aa), ("AAA 7:1", .aaa), ("APCA Lc 60", .apca(60)),
    ]

    /// A target as people write it: "AA", "AAA", "APCA Lc 60".
    static func title(_ target: ContrastTarget) -> String {
        switch target {
        case .aa: "AA"
        case .aaa: "AAA"
        case .apca(let lc): "APCA Lc \(Int(abs(lc).rounded()))"
        }
    }
}
