/// Proposes, for each failing pair, the smallest change to the token the pair lets move.
///
/// Only OKLCH lightness moves (hue kept, chroma reduced only where sRGB ends, alpha kept), and
/// the new color must keep *every* pair the token takes part in, in every mode that shares the
/// declaration, including the tokens that alias it: a fix that repairs one pair by breaking
/// another is no fix. Fixes are found one declaration at a time, each seeing the ones before.
public struct TokenFixer: Sendable {
    /// Lightness is sampled this finely before the nearest passing sample is refined.
    static let samples = 1000
    /// The most declarations one run proposes fixes for: each costs a search over lightness,
    /// and a theme with more failing tokens than this needs a person before it needs fixes.
    public static let maximumFixes = 500

    /// The checker whose failures are fixed.
    public let checker: TokenChecker

    /// A fixer for `checker`'s failures.
    public init(checker: TokenChecker) {
        self.checker = checker
    }

    /// A fix (or the reason there is none) for each declaration behind a failing pair, and the
    /// report with every fix applied.
    public func fixes(modes: [String]? = nil) -> (fixes: [TokenFix], after: TokenCheckReport) {
        var current = checker
        var done = Set<[String]>()
        var fixes: [TokenFix] = []
        for failure in checker.report(modes: modes).failures where failure.pair.fix != .none {
            guard fixes.count < Self.maximumFixes else { break }
            // An earlier fix may have mended this pair too (darkening a fill for its text on a
            // page also helps white text on the fill).
            let now = current.measure(
                failure.pair, in: failure.mode, defaultBackground: current.defaultBackground(in: failure.mode)
            )
            guard now.contains(where: \.fails) else { continue }
            let token = failure.pair.fix == .on ? failure.pair.on : failure.pair.text
            guard let value = checker.tokens.value(token, in: failure.mode) else { continue }
            let unitModes = sharing(token, with: failure.mode, origin: value.origin, among: modes)
            guard done.insert([token] + unitModes).inserted else { continue }
            let fix = fix(token, from: value.rgbColor, origin: value.origin, modes: unitModes, with: current)
            if let color = fix.to {
                for (mode, name) in affected(token, in: unitModes) {
                    current.overrides[mode, default: [:]][name] = color
                }
            }
            fixes.append(fix)
        }
        return (fixes, current.report(modes: modes))
    }

    /// The modes whose value of `token` comes from the same declaration as `mode`'s.
    func sharing(_ token: String, with mode: String, origin: TokenOrigin?, among modes: [String]?) -> [String]
    {
        guard let origin else { return [mode] }
        return checker.tokens.modes.filter { other in
            (modes?.contains(other) ?? true) && checker.tokens.value(token, in: other)?.origin == origin
        }
    }

    /// `token` and every token that is an alias of it, in each of `modes`.
    func affected(_ token: String, in modes: [String]) -> [(mode: String, token: String)] {
        modes.flatMap { mode in
            [(mode, token)]
                + checker.tokens.tokens.compactMap { other in
                    other.values[mode]?.via.contains(token) == true ? (mode, other.name) : nil
                }
        }
    }

    /// The pairs that involve any of `names` in `mode`.
    func pairs(involving names: Set<String>, in mode: String) -> [TokenPair] {
        checker.promises.pairs.filter { pair in
            pair.applies(in: mode)
                && (names.contains(pair.text) || names.contains(pair.on)
                    || pair.canvas.contains { names.contains($0) })
        }
    }
}
