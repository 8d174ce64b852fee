import ColrModels

/// The report for a terminal: what fails, where, and the fix; then one summary line.
enum CheckReportText {
    static func write(_ body: ThemeCheckBody) -> String {
        var lines: [String] = []
        for problem in body.problems { lines.append("error: \(problem.message)") }
        for check in body.checks where !check.passes || check.displayP3Passes == false {
            let place = check.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            lines.append("\(place)\(check.mode): \(check.title) is \(check.figures)")
        }
        for collapse in body.signals {
            let who = collapse.vision == "typical" ? "to everyone" : "with \(collapse.vision) vision"
            lines.append(
                "\(collapse.mode): \(collapse.tokens.joined(separator: " and ")) (\(collapse.group)) look alike \(who): "
                    + "ΔEOK \(ThemeCheckBody.Check.decimals(collapse.distance, 3)), needs \(collapse.minimum)")
        }
        for fix in body.fixes {
            if let to = fix.to {
                lines.append(
                    "fix: \(fix.token) in \(fix.modes.joined(separator: ", ")): \(fix.from) → \(to) "
                        + "(ΔEOK \(ThemeCheckBody.Check.decimals(fix.distance, 3)))")
            } else {
                lines.append("no fix: \(fix.token) in \(fix.modes.joined(separator: ", ")): \(fix.impossible ?? "")")
            }
        }
        if !body.inferred.isEmpty {
            lines.append("inferred \(body.inferred.count) pairs from token names (--format json lists them)")
        }
        if let comparison = body.comparison {
            lines.append(
                "against the base: \(comparison.newlyFailing.count) newly failing, \(comparison.worse.count) worse, "
                    + "\(comparison.better.count) better; tokens \(comparison.added.count) added, "
                    + "\(comparison.removed.count) removed, \(Set(comparison.moved.map(\.token)).count) moved")
        }
        lines.append(
            "\(body.checked) checks in \(body.modes.count) modes: \(body.failing) failing, "
                + "\(body.signals.count) signal collisions — \(body.holds ? "holds" : "does not hold")")
        return lines.joined(separator: "\n") + "\n"
    }
}
