/// What changed between an older version of a theme (the base) and this one: so a team can
/// adopt the check on a theme that already fails somewhere and be stopped only by what gets worse.
public struct TokenComparison: Hashable, Sendable {
    /// A pair measured in both versions.
    public struct Change: Hashable, Sendable {
        /// As the base measured it.
        public var before: TokenCheck
        /// As it measures now.
        public var after: TokenCheck
    }

    /// A token whose color changed in one mode.
    public struct Move: Hashable, Sendable {
        /// The token.
        public var token: String
        /// The mode.
        public var mode: String
        /// The base's color.
        public var from: RGBColor
        /// The color now.
        public var to: RGBColor
        /// How far it moved, in ΔEOK.
        public var distance: Double
    }

    /// Measures closer than this are the same measure: reports print two decimals.
    public static let tolerance = 0.005
    /// Colors closer than this (ΔEOK) have not moved: below 8-bit rounding.
    public static let stillness = 0.0005

    /// Pairs failing now that passed in the base, or that the base did not check.
    public var newlyFailing: [TokenCheck]
    /// Pairs whose measure fell, failing or not.
    public var worse: [Change]
    /// Pairs whose measure rose.
    public var better: [Change]
    /// Tokens the base did not have.
    public var added: [String]
    /// Tokens the base had and this version does not.
    public var removed: [String]
    /// Tokens whose color changed, per mode.
    public var moved: [Move]

    /// Whether this version is worse: a pair newly fails, or a failing pair got worse.
    public var regressed: Bool {
        !newlyFailing.isEmpty || worse.contains { $0.after.fails }
    }

    /// Compares `current` (checked as `report`) with `base` (checked as `baseReport`).
    public init(base: TokenSet, baseReport: TokenCheckReport, current: TokenSet, report: TokenCheckReport) {
        var before: [TokenCheck.Key: TokenCheck] = [:]
        for check in baseReport.checks { before[check.key] = check }
        var newlyFailing: [TokenCheck] = []
        var worse: [Change] = []
        var better: [Change] = []
        for check in report.checks {
            guard let old = before[check.key] else {
                if check.fails { newlyFailing.append(check) }
                continue
            }
            if check.fails && !old.fails { newlyFailing.append(check) }
            let delta = Self.weakest(check) - Self.weakest(old)
            if delta <= -Self.tolerance { worse.append(Change(before: old, after: check)) }
            if delta >= Self.tolerance { better.append(Change(before: old, after: check)) }
        }
        self.newlyFailing = newlyFailing
        self.worse = worse
        self.better = better
        added = current.names.filter { !base.contains($0) }
        removed = base.names.filter { !current.contains($0) }
        moved = current.tokens.flatMap { token in
            current.modes.compactMap { mode -> Move? in
                guard let now = token.values[mode]?.rgbColor,
                    let then = base.value(token.name, in: mode)?.rgbColor
                else { return nil }
                let distance = OKLab(now).distance(to: OKLab(then)) + abs(now.alpha - then.alpha)
                guard distance >= Self.stillness else { return nil }
                return Move(token: token.name, mode: mode, from: then, to: now, distance: distance)
            }
        }
    }

    /// The weaker of a check's two displays.
    static func weakest(_ check: TokenCheck) -> Double {
        min(check.value, check.wideValue ?? check.value)
    }
}
