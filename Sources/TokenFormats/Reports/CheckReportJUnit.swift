import ColrModels
import PaletteFormats

/// The report as JUnit XML, which CI services show as test results: a suite per mode with a
/// case per pair, and a suite for signal groups.
enum CheckReportJUnit {
    static func write(_ body: ThemeCheckBody) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = body.failing + body.signals.count + body.problems.filter { $0.mode == nil }.count
        lines.append(
            "<testsuites name=\"colr check\" tests=\"\(body.checked + body.signals.count)\" failures=\"\(failures)\">")
        for mode in body.modes {
            let checks = body.checks.filter { $0.mode == mode }
            let failing = checks.filter { !$0.passes || $0.displayP3Passes == false }.count
            lines.append(
                "  <testsuite name=\"\(XMLText.escape(mode))\" tests=\"\(checks.count)\" failures=\"\(failing)\">")
            for check in checks {
                let name = XMLText.escape("\(check.title) (\(check.measure))")
                let open = "    <testcase classname=\"\(XMLText.escape(mode))\" name=\"\(name)\""
                if check.passes && check.displayP3Passes != false {
                    lines.append(open + "/>")
                } else {
                    let where_ = check.location.map { " at \($0.file):\($0.line):\($0.column)" } ?? ""
                    lines.append(open + ">")
                    lines.append(
                        "      <failure message=\"\(XMLText.escape(check.figures))\" type=\"contrast\">"
                            + XMLText.escape("\(check.title) is \(check.figures)\(where_)") + "</failure>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        let unknown = body.problems.filter { $0.mode == nil }
        if !body.signals.isEmpty || !unknown.isEmpty {
            lines.append(
                "  <testsuite name=\"signals and names\" tests=\"\(body.signals.count + unknown.count)\" "
                    + "failures=\"\(body.signals.count + unknown.count)\">")
            for collapse in body.signals {
                let name = XMLText.escape("\(collapse.mode): \(collapse.tokens.joined(separator: " and ")) (\(collapse.vision))")
                lines.append("    <testcase classname=\"\(XMLText.escape(collapse.group))\" name=\"\(name)\">")
                lines.append(
                    "      <failure message=\"ΔEOK \(ThemeCheckBody.Check.decimals(collapse.distance, 3)), needs "
                        + "\(collapse.minimum)\" type=\"signal-collapse\"/>")
                lines.append("    </testcase>")
            }
            for problem in unknown {
                lines.append("    <testcase classname=\"names\" name=\"\(XMLText.escape(problem.token))\">")
                lines.append("      <failure message=\"\(XMLText.escape(problem.message))\" type=\"unknown-token\"/>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
