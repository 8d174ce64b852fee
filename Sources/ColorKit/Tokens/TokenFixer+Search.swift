extension TokenFixer {
    /// One constraint of a fix: a pair in a mode.
    struct Constraint {
        let pair: TokenPair
        let mode: String
    }

    /// The nearest lightness of `from`'s hue at which every constraint holds, or why none does.
    func fix(_ token: String, from: RGBColor, origin: TokenOrigin?, modes: [String], with base: TokenChecker)
        -> TokenFix
    {
        let targets = affected(token, in: modes)
        let constraints = modes.flatMap { mode in
            pairs(involving: Set(targets.filter { $0.mode == mode }.map(\.token)), in: mode).map {
                Constraint(pair: $0, mode: mode)
            }
        }
        let origin8 = RGBColor(TokenChecker.sRGBDisplay(from).rgb8)
        let hue = OKLCH(origin8)
        func trial(_ color: RGBColor) -> TokenChecker {
            var checker = base
            for (mode, name) in targets { checker.overrides[mode, default: [:]][name] = color }
            return checker
        }
        func checks(_ color: RGBColor, _ only: [Constraint]) -> [TokenCheck] {
            let checker = trial(color)
            return only.flatMap { constraint in
                checker.measure(
                    constraint.pair, in: constraint.mode,
                    defaultBackground: checker.defaultBackground(in: constraint.mode))
            }
        }
        func holds(_ lightness: Double, _ only: [Constraint]) -> Bool {
            !checks(ContrastRepair.color(hue, lightness: lightness), only).contains(where: \.fails)
        }
        let grid = (0...Self.samples).map { Double($0) / Double(Self.samples) }
        let reference = OKLab(origin8)
        let passing = grid.filter { holds($0, constraints) }
        guard
            let best = passing.min(by: {
                OKLab(ContrastRepair.color(hue, lightness: $0)).distance(to: reference)
                    < OKLab(ContrastRepair.color(hue, lightness: $1)).distance(to: reference)
            })
        else {
            return TokenFix(
                token: token, modes: modes, origin: origin, from: from, to: nil, distance: 0,
                checks: checks(from, constraints), impossible: explain(token, constraints, grid: grid, holds))
        }
        // Between the best sample and its neighbour toward the original, the boundary is found by
        // halving: samples 1/1000 apart can overshoot the smallest change by a visible step.
        var good = best
        var bad = best + (hue.lightness > best ? 1 : -1) / Double(Self.samples)
        if (0...1).contains(bad), !holds(bad, constraints) {
            for _ in 0..<14 {
                let middle = (good + bad) / 2
                if holds(middle, constraints) { good = middle } else { bad = middle }
            }
        }
        let color = ContrastRepair.color(hue, lightness: good)
        return TokenFix(
            token: token, modes: modes, origin: origin, from: from, to: color,
            distance: OKLab(color).distance(to: OKLab(from)), checks: checks(color, constraints),
            impossible: nil)
    }

    /// Why no lightness works: one promise no lightness keeps, or two whose ranges do not meet.
    func explain(
        _ token: String, _ constraints: [Constraint], grid: [Double], _ holds: (Double, [Constraint]) -> Bool
    ) -> String {
        let ranges = constraints.map { constraint in grid.filter { holds($0, [constraint]) } }
        for (constraint, range) in zip(constraints, ranges) where range.isEmpty {
            return "no lightness of \(token)'s hue keeps \(describe(constraint, token))."
        }
        for i in constraints.indices {
            for j in constraints.indices where j > i && Set(ranges[i]).isDisjoint(with: ranges[j]) {
                return "\(describe(constraints[i], token)) needs \(span(ranges[i])), but "
                    + "\(describe(constraints[j], token)) needs \(span(ranges[j])); no lightness keeps both."
            }
        }
        return "no single lightness of \(token)'s hue keeps all \(constraints.count) of its pairs at once."
    }

    /// "4.5:1 on --bg in dark" or "--fg at 4.5:1 on it in dark".
    func describe(_ constraint: Constraint, _ token: String) -> String {
        let pair = constraint.pair
        let minimum = pair.measure.describe(pair.minimum)
        if pair.text == token { return "\(minimum) on \(pair.on) in \(constraint.mode)" }
        return "\(pair.text) at \(minimum) on it in \(constraint.mode)"
    }

    /// The lightness ranges in a set of samples: "OKLab L ≤ 0.42 or L ≥ 0.88".
    func span(_ samples: [Double]) -> String {
        var runs: [(Double, Double)] = []
        let step = 1 / Double(Self.samples)
        for value in samples {
            if let last = runs.last, value - last.1 <= step * 1.5 {
                runs[runs.count - 1].1 = value
            } else {
                runs.append((value, value))
            }
        }
        func shown(_ value: Double) -> String { String((value * 100).rounded() / 100) }
        let parts = runs.map { low, high -> String in
            if low <= 0 { return "L ≤ \(shown(high))" }
            if high >= 1 { return "L ≥ \(shown(low))" }
            return "\(shown(low)) ≤ L ≤ \(shown(high))"
        }
        return "OKLab " + parts.joined(separator: " or ")
    }
}
