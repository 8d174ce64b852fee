import ColrModels

/// How a check's report is written: for people, for programs, and for the places CI shows
/// results (code scanning, test reports, pull-request comments).
public enum CheckReportFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// Plain text for a terminal: failures first, then fixes, then a summary line.
    case text
    /// ``ThemeCheckBody`` as JSON: every pair checked.
    case json
    /// SARIF 2.1.0: each failing token at the file and line that define it.
    case sarif
    /// JUnit XML: a test suite per mode, a test case per pair.
    case junit
    /// Markdown for a pull-request comment: a table of what fails and how to fix it.
    case markdown

    /// The report of `body` in this format.
    public func write(_ body: ThemeCheckBody, version: String) -> String {
        switch self {
        case .text: CheckReportText.write(body)
        case .json: CheckReportJSON.write(body)
        case .sarif: CheckReportSARIF.write(body, version: version)
        case .junit: CheckReportJUnit.write(body)
        case .markdown: CheckReportMarkdown.write(body)
        }
    }
}

extension ThemeCheckBody.Check {
    /// `--fg on --bg`, with the canvas when one was used: `--fg on --overlay over --bg`.
    var title: String {
        "\(text) on \(on)"
            + (canvas.map { " over \($0)" + (canvasIsDefault == true ? " (default background)" : "") } ?? "")
    }

    /// `3.91:1, needs 4.5:1` or `Lc 52.3, needs Lc 60`; with the Display P3 figure when measured.
    var figures: String {
        let shown = Self.describe(value, measure: measure)
        var text = "\(shown), needs \(Self.describe(minimum, measure: measure, exact: true))"
        if let wide = displayP3Value {
            text += "; on a Display P3 screen \(Self.describe(wide, measure: measure))"
        }
        return text
    }

    /// A measure as people read it: `4.52:1`, `Lc 61.2`; minimums as written (`4.5:1`). The one
    /// way every report and the app's Check a Theme screen print a figure.
    public static func describe(_ value: Double, measure: String, exact: Bool = false) -> String {
        let number: String
        if exact {
            number = value == value.rounded() ? String(Int(value)) : String(value)
        } else {
            number = decimals(value, 2)
        }
        return measure == "apca" ? "Lc \(number)" : "\(number):1"
    }

    /// `value` with `places` decimals (1…6), rounded half away from zero: `4.5` → `4.50`.
    static func decimals(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return (value < 0 && scaled != 0 ? "-" : "") + "\(scaled / scale).\(padded)"
    }
}
