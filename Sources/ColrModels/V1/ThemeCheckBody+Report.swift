import ColorKit

extension ThemeCheckBody {
    /// The wire form of a check: `report` as measured, with the pairs that were `inferred`,
    /// the `fixes` proposed and, against a base, the `comparison`.
    public init(
        tokens: TokenSet, report: TokenCheckReport, inferred: [TokenPair] = [], fixes: [TokenFix] = [],
        comparison: TokenComparison? = nil, rewritten: [ThemeCheckFile]? = nil
    ) {
        self.rewritten = rewritten
        holds = comparison.map { !$0.regressed } ?? report.holds
        modes = report.modes
        checked = report.checks.count
        failing = report.failures.count
        checks = report.checks.map { Check($0, in: tokens) }
        signals = report.collapses.map {
            Collapse(
                group: $0.group, mode: $0.mode, tokens: [$0.first, $0.second],
                vision: $0.deficiency?.rawValue ?? "typical", distance: $0.distance, minimum: $0.minimum)
        }
        problems = report.problems.map { Problem(token: $0.token, mode: $0.mode, message: $0.message) }
        self.inferred = inferred.map {
            Pair(text: $0.text, on: $0.on, minimum: $0.minimum, measure: $0.measure.rawValue)
        }
        self.fixes = fixes.map { fix in
            Fix(
                token: fix.token, modes: fix.modes, location: fix.origin.map(Location.init),
                from: Self.hex(fix.from),
                to: fix.to.map(Self.hex), distance: fix.distance,
                checks: fix.checks.map { Check($0, in: tokens) },
                impossible: fix.impossible)
        }
        defaultBackgrounds = report.defaultBackgrounds
        self.comparison = comparison.map { comparison in
            Comparison(
                newlyFailing: comparison.newlyFailing.map { Check($0, in: tokens) },
                worse: comparison.worse.map { [Check($0.before, in: nil), Check($0.after, in: tokens)] },
                better: comparison.better.map { [Check($0.before, in: nil), Check($0.after, in: tokens)] },
                added: comparison.added, removed: comparison.removed,
                moved: comparison.moved.map {
                    Move(
                        token: $0.token, mode: $0.mode, from: Self.hex($0.from), to: Self.hex($0.to),
                        distance: $0.distance)
                },
                regressed: comparison.regressed)
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` for a translucent color, lowercase, in sRGB.
    static func hex(_ color: RGBColor) -> String {
        GamutMapping.toSRGB(color.withAlpha(1)).withAlpha(color.alpha).rgb8.hexString(uppercase: false)
    }
}

extension ThemeCheckBody.Check {
    /// The wire form of one check; locations from `tokens` when given.
    init(_ check: TokenCheck, in tokens: TokenSet?) {
        self.init(
            mode: check.mode, text: check.pair.text, on: check.pair.on, canvas: check.canvas,
            canvasIsDefault: check.canvas == nil ? nil : check.canvasIsDefault, minimum: check.pair.minimum,
            measure: check.pair.measure.rawValue, value: check.value, passes: check.passes,
            displayP3Value: check.wideValue, displayP3Passes: check.widePasses,
            textColor: ThemeCheckBody.hex(check.textSeen), onColor: ThemeCheckBody.hex(check.onSeen),
            location: tokens?.value(check.pair.text, in: check.mode)?.origin.map(
                ThemeCheckBody.Location.init),
            onLocation: tokens?.value(check.pair.on, in: check.mode)?.origin.map(ThemeCheckBody.Location.init)
        )
    }
}

extension ThemeCheckBody.Location {
    /// Where `origin` is written.
    init(_ origin: TokenOrigin) {
        self.init(file: origin.file, line: origin.line, column: origin.column)
    }
}
