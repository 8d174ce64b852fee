import Foundation

/// How much of a span some task on this machine waited for a core, for IO or for memory, from
/// the kernel's pressure stall information (`/proc/pressure/*`, Linux 4.20 and later).
///
/// The pool watchdog reads it to tell a pool held by code from a pool held up by the machine:
/// on a machine short of cores or disk (a build beside the tests, a flush of written pages),
/// threads stall in the kernel for a second now and then, whatever the code does.
struct MachinePressure: Equatable, Sendable {
    /// Microseconds in which some task waited for a core, for IO and for memory.
    var cpu: Int, io: Int, memory: Int

    /// The totals now; zero where the kernel does not keep them.
    static func now() -> MachinePressure {
        MachinePressure(cpu: total("cpu"), io: total("io"), memory: total("memory"))
    }

    /// Whether, between `earlier` and this reading `window` apart, the machine was short of
    /// cores (some task waiting more than half the time) or of IO or memory (a tenth of it).
    func isUnderPressure(since earlier: MachinePressure, window: Duration) -> Bool {
        let (seconds, attoseconds) = window.components
        let micros = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
        return Double(cpu - earlier.cpu) > micros / 2 || Double(io - earlier.io) > micros / 10
            || Double(memory - earlier.memory) > micros / 10
    }

    /// The `total=` of a pressure file's `some` line.
    static func parse(_ text: String) -> Int? {
        guard let some = text.split(separator: "\n").first(where: { $0.hasPrefix("some ") }),
            let field = some.split(separator: " ").first(where: { $0.hasPrefix("total=") })
        else { return nil }
        return Int(field.dropFirst("total=".count))
    }

    private static func total(_ resource: String) -> Int {
        (try? String(contentsOfFile: "/proc/pressure/\(resource)", encoding: .utf8)).flatMap(parse) ?? 0
    }
}
