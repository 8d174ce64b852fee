import Foundation

/// What the generator reads about processes and prints about numbers.
enum Measures {
    /// A process's resident set size in KB, from `/proc/<pid>/status`.
    static func residentKB(_ pid: Int) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
    }

    /// CPU seconds a process has used, user and system, from `/proc/<pid>/stat` (0 when unknown).
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        // Fields after the command name, which may hold spaces: state is the 3rd field, so
        // utime (14th) and stime (15th) are the 12th and 13th after it.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return 0
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The server's allocation count and live heap bytes, when it runs with
    /// `Benchmarks/MallocCount` preloaded and `VIEWKIT_LOAD_MALLOC_FILE` names the file it writes.
    static func allocations() -> (count: Int, live: Int)? {
        guard let path = ProcessInfo.processInfo.environment["VIEWKIT_LOAD_MALLOC_FILE"],
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return fields.count >= 4 ? (fields[0], fields[3]) : nil
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func ms(_ seconds: Double) -> String { String(format: "%7.2f ms", seconds * 1000) }
    static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f", b == 0 ? 0 : a / b) }
    static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
