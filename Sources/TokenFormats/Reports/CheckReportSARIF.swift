import ColrModels
import Foundation

/// The report as SARIF 2.1.0 (OASIS), which code-scanning services read: each failing pair is
/// a result at the line that defines its text token in that mode, so a pull request shows it
/// inline. Against a base, each result carries its `baselineState`, and failures that were
/// already there are notes, not errors.
enum CheckReportSARIF {
    static func write(_ body: ThemeCheckBody, version: String) -> String {
        var results: [Result] = []
        let comparison = body.comparison
        let newly = Set((comparison?.newlyFailing ?? []).map(Key.init))
        let worse = Set((comparison?.worse ?? []).compactMap(\.last).map(Key.init))
        for problem in body.problems where problem.mode == nil {
            results.append(
                Result(
                    ruleId: "unknown-token", level: "error", message: Message(text: problem.message),
                    locations: [],
                    partialFingerprints: ["colrCheck/v1": "unknown|\(problem.token)"], baselineState: nil))
        }
        for check in body.checks where !check.passes || check.displayP3Passes == false {
            let key = Key(check)
            var level = "error"
            var state: String?
            if comparison != nil {
                state = newly.contains(key) ? "new" : (worse.contains(key) ? "updated" : "unchanged")
                if state == "unchanged" { level = "note" }
            }
            let fix = body.fixes.first { $0.token == check.text && $0.modes.contains(check.mode) }
            var text = "\(check.mode): \(check.title) is \(check.figures)."
            if let to = fix?.to { text += " Smallest fix: \(check.text) \(fix?.from ?? "") → \(to)." }
            if let reason = fix?.impossible { text += " No fix: \(reason)" }
            results.append(
                Result(
                    ruleId: "contrast/\(check.measure)", level: level, message: Message(text: text),
                    locations: (check.location ?? check.onLocation).map { [Location($0)] } ?? [],
                    partialFingerprints: [
                        "colrCheck/v1": "\(check.mode)|\(check.text)|\(check.on)|\(check.canvas ?? "")"
                    ],
                    baselineState: state))
        }
        for collapse in body.signals {
            let who = collapse.vision == "typical" ? "to everyone" : "with \(collapse.vision) vision"
            results.append(
                Result(
                    ruleId: "signal-collapse", level: "error",
                    message: Message(
                        text:
                            "\(collapse.mode): \(collapse.tokens.joined(separator: " and ")) (\(collapse.group)) "
                            + "look alike \(who): ΔEOK \(ThemeCheckBody.Check.decimals(collapse.distance, 3)), "
                            + "needs \(collapse.minimum)."),
                    locations: [],
                    partialFingerprints: [
                        "colrCheck/v1":
                            "signal|\(collapse.mode)|\(collapse.tokens.joined(separator: "|"))|\(collapse.vision)"
                    ], baselineState: nil))
        }
        let log = Log(runs: [
            Run(
                tool: Tool(driver: Driver(name: "colr", semanticVersion: version, rules: rules)),
                results: results)
        ])
        return (try? ColrJSON.prettyEncoder().encode(log)).map { String(decoding: $0, as: UTF8.self) + "\n" }
            ?? "{}\n"
    }

    static let rules: [Rule] = [
        Rule(
            id: "contrast/wcag", name: "TextContrast",
            text: "Text must reach its WCAG 2 contrast ratio on its background."),
        Rule(
            id: "contrast/apca", name: "TextContrastAPCA",
            text: "Text must reach its APCA lightness contrast (Lc) on its background."),
        Rule(
            id: "contrast/non-text", name: "NonTextContrast",
            text: "Icons, borders and controls must reach 3:1 (WCAG 1.4.11) against what is next to them."),
        Rule(
            id: "signal-collapse", name: "SignalCollapse",
            text: "Signal colors must stay apart for every kind of color vision."),
        Rule(
            id: "unknown-token", name: "UnknownToken",
            text: "Every token a pair names must exist in the theme."),
    ]

    /// A check's identity for matching against the comparison.
    struct Key: Hashable {
        let mode: String, text: String, on: String, canvas: String?, measure: String
        init(_ check: ThemeCheckBody.Check) {
            (mode, text, on, canvas, measure) = (
                check.mode, check.text, check.on, check.canvas, check.measure
            )
        }
    }

    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }
    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name: String
        let semanticVersion: String
        let rules: [Rule]
    }
    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let defaultConfiguration = ["level": "error"]
        init(id: String, name: String, text: String) {
            self.id = id
            self.name = name
            shortDescription = Message(text: text)
        }
    }
    struct Message: Encodable { let text: String }
    struct Result: Encodable {
        let ruleId: String
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let baselineState: String?
    }
    struct Location: Encodable {
        let physicalLocation: Physical
        init(_ location: ThemeCheckBody.Location) {
            physicalLocation = Physical(
                artifactLocation: ["uri": uri(location.file)],
                region: ["startLine": max(location.line, 1), "startColumn": max(location.column, 1)])
        }
    }
    struct Physical: Encodable {
        let artifactLocation: [String: String]
        let region: [String: Int]
    }

    /// A path as a SARIF URI reference: forward slashes, anything but unreserved characters
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let slashed = path.replacingOccurrences(of: "\\", with: "/")
        return slashed.addingPercentEncoding(withAllowedCharacters: allowed) ?? slashed
    }
}

private func uri(_ path: String) -> String { CheckReportSARIF.uri(path) }
