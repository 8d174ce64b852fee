import ColrModels

/// The report as Markdown for a pull-request comment: a summary line, then a table of what
/// fails with its fix, then signals and names.
enum CheckReportMarkdown {
    static func write(_ body: ThemeCheckBody) -> String {
        var lines = [
            "### Colr theme check: \(body.holds ? "✅ holds" : "❌ does not hold")", "",
            "\(body.checked) checks in \(body.modes.count) modes (\(body.modes.map { code($0) }.joined(separator: ", "))): "
                + "**\(body.failing) failing**, \(body.signals.count) signal collisions.",
        ]
        if let comparison = body.comparison {
            lines.append(
                "Against the base: \(comparison.newlyFailing.count) newly failing, \(comparison.worse.count) worse, "
                    + "\(comparison.better.count) better.")
        }
        let failing = body.checks.filter { !$0.passes || $0.displayP3Passes == false }
        if !failing.isEmpty {
            lines += ["", "| Mode | Text | On | Contrast | Needs | Fix | Where |", "|---|---|---|---|---|---|---|"]
            for check in failing {
                let fix = body.fixes.first { $0.token == check.text && $0.modes.contains(check.mode) }
                let fixText = fix.map { fix in fix.to.map { "\(code(fix.from)) → \(code($0))" } ?? "none: " + cell(fix.impossible ?? "") } ?? ""
                let place = check.location.map { code("\($0.file):\($0.line)") } ?? ""
                let value = ThemeCheckBody.Check.describe(check.value, measure: check.measure)
                let minimum = ThemeCheckBody.Check.describe(check.minimum, measure: check.measure, exact: true)
                lines.append(
                    "| \(cell(check.mode)) | \(code(check.text)) | \(code(check.on))"
                        + "\(check.canvas.map { " over \(code($0))" } ?? "") | \(value) | \(minimum) | \(fixText) | \(place) |")
            }
        }
        if !body.signals.isEmpty {
            lines += ["", "**Signals that look alike**", ""]
            for collapse in body.signals {
                lines.append(
                    "- \(cell(collapse.mode)): \(collapse.tokens.map(code).joined(separator: " and ")) "
                        + "(\(cell(collapse.group)), \(collapse.vision)): ΔEOK \(ThemeCheckBody.Check.decimals(collapse.distance, 3))")
            }
        }
        for problem in body.problems where problem.mode == nil { lines.append("- ⚠️ \(cell(problem.message))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Inline code safe in a table cell: inside a code span markup is literal, so only pipes,
    /// backticks and line breaks need care.
    static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ") + "`"
    }

    /// Plain text safe in a table cell: no pipes, markup or line breaks.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
