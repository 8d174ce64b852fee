import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows an import's progress: a bar redrawn in place on a terminal, one plain line per entry
/// otherwise (logs, pipes), or nothing when the output is JSON.
struct ImportProgress {
    enum Style {
        case bar, lines, silent
    }

    let style: Style
    let total: Int
    private var done = 0

    /// A bar when stdout is an interactive terminal, lines when it is not, silence for JSON.
    init(total: Int, json: Bool) {
        self.total = total
        let environment = ProcessInfo.processInfo.environment
        if json {
            style = .silent
        } else if isatty(STDOUT_FILENO) == 1, environment["TERM"].map({ $0 != "dumb" }) ?? false {
            style = .bar
        } else {
            style = .lines
        }
    }

    /// Reports one entry's outcome.
    mutating func report(_ entry: ImportEntry, _ outcome: ImportOutcome, summary: ImportSummary) {
        done += 1
        switch style {
        case .silent:
            return
        case .lines:
            print("\(entry.location): \(entry.input) " + Self.describe(outcome))
        case .bar:
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            print(
                "\r\u{1B}[K\(bar) \(done)/\(total)  added \(summary.added)  skipped \(summary.skipped)  "
                    + "failed \(summary.failed.count)",
                terminator: "")
            fflush(nil)
        }
    }

    /// Ends the bar's line.
    func finish() {
        if style == .bar && done > 0 { print("") }
    }

    static func describe(_ outcome: ImportOutcome) -> String {
        switch outcome {
        case .added(let tags): return "added " + tags.joined(separator: ", ")
        case .skipped: return "skipped (already tagged)"
        case .failed: return "failed"
        case .stopped: return "stopped"
        }
    }
}
