import Foundation
import PoolWatchdogC

/// The stacks of some of this process's threads, as text a person can read: function names
/// (demangled) with file and line where the binary has them.
///
/// The addresses come from `PoolWatchdogC`, which has each thread record its own; names come
/// from the toolchain's `llvm-symbolizer` and `swift-demangle`. Without them, each frame is
/// its binary and offset, which those tools can still turn into names later.
enum PoolStacks {
    /// Samples every thread but the caller's and describes the stacks of the pool's threads
    /// that are running a Swift job and hold the pool (blocked in a call, or computing); nil
    /// when none does: the probe is late because the machine is busy, not because anything
    /// holds the pool. Without a symbolizer, which would tell the pool's threads apart, every
    /// stack.
    static func sample() -> String? {
        let me = colr_watchdog_thread_id()
        let ids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [])
            .compactMap { Int32($0) }.filter { $0 != me }.sorted()
        let before = Dictionary(
            uniqueKeysWithValues: ids.compactMap { id in ThreadActivity.read(thread: id).map { (id, $0) } })
        let window = Duration.milliseconds(300)
        usleep(300_000)
        let stacks = stacks(of: ids)
        // Unnamed frames read "binary +0xoffset" (see describe).
        let symbolized = !stacks.contains { $0.stack.contains(" +0x") }
        // The compute lanes run jobs too, but beside the pool, not on it.
        let busy = symbolized ? stacks.filter { isPoolJob($0.stack) } : stacks
        let holding = busy.filter { thread in
            guard let first = before[thread.thread], let second = ThreadActivity.read(thread: thread.thread)
            else {
                return false
            }
            return ThreadActivity.holdsThePool(before: first, after: second, window: window)
        }
        guard !holding.isEmpty else { return nil }
        return busy.map { "thread \($0.thread):\n\($0.stack)" }.joined(separator: "\n")
    }

    /// Whether a symbolized stack is a pool thread running a job.
    static func isPoolJob(_ stack: String) -> Bool {
        stack.contains("swift_job_run") && !stack.contains("ComputeLanes.work")
    }

    /// The stacks of these threads (kernel ids), one line a frame, for those that answered
    /// within two seconds.
    static func stacks(of threads: [Int32]) -> [(thread: Int32, stack: String)] {
        _ = threads.withUnsafeBufferPointer {
            colr_watchdog_sample($0.baseAddress, Int32($0.count), 2000)
        }
        return threads.enumerated().compactMap { index, thread in
            var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 64)
            let count = frames.withUnsafeMutableBufferPointer {
                colr_watchdog_frames(Int32(index), $0.baseAddress, Int32($0.count))
            }
            guard count > 0 else { return nil }
            // The first two frames are the signal handler and the signal trampoline.
            return (thread, describe(frames.prefix(Int(count)).dropFirst(2).compactMap { $0 }))
        }
    }

    /// The calling thread's kernel id, as ``stacks(of:)`` takes it.
    static var currentThread: Int32 { colr_watchdog_thread_id() }

    /// One line per frame: a name and place where the tools find one, else binary and offset.
    private static func describe(_ addresses: [UnsafeMutableRawPointer]) -> String {
        let located = addresses.map(locate)
        let names = symbolize(located) ?? located.map { "\($0.binary) +0x\(String($0.offset, radix: 16))" }
        return names.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }

    private struct Location {
        let binary: String
        let offset: UInt
    }

    /// The binary an address lies in, and its offset there (what a symbolizer is given).
    private static func locate(_ address: UnsafeMutableRawPointer) -> Location {
        var name: UnsafePointer<CChar>?
        var base: UnsafeRawPointer?
        guard colr_watchdog_locate(address, &name, &base) != 0, let name, let base else {
            return Location(binary: "?", offset: UInt(bitPattern: address))
        }
        // A return address points after the call; one byte back lies in the calling line.
        let offset = UInt(bitPattern: address) - UInt(bitPattern: base) - 1
        return Location(binary: String(cString: name), offset: offset)
    }

    /// Names for each location through llvm-symbolizer and swift-demangle, or nil without them.
    private static func symbolize(_ locations: [Location]) -> [String]? {
        guard let symbolizer = tool("llvm-symbolizer") else { return nil }
        let input = locations.map { "\"\($0.binary)\" 0x\(String($0.offset, radix: 16))" }.joined(
            separator: "\n")
        guard let output = run(symbolizer, ["--no-inlines"], input: input) else { return nil }
        // llvm-symbolizer prints a function line and a file line per address, then a blank line.
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let demangler = tool("swift-demangle"),
            let demangled = run(demangler, ["--simplified"], input: lines.joined(separator: "\n"))
        {
            lines = demangled.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let records = lines.split(separator: "", omittingEmptySubsequences: true)
        guard records.count == locations.count else { return nil }
        return zip(records, locations).map { record, location in
            let function = record.first ?? "??"
            let place = record.dropFirst().first ?? ""
            let file = place.hasPrefix("??") ? (location.binary as NSString).lastPathComponent : place
            return "\(function) (\(file))"
        }
    }

    /// A toolchain tool, from PATH or beside the `swift` found there.
    private static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return directories.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tool with `input` on its standard input; its output, or nil if it failed.
    ///
    /// This runs on the watchdog's own thread, never on the pool, and without Foundation's
    /// `Process`, which needs the pool to notice that a child has ended.
    private static func run(_ executable: String, _ arguments: [String], input: String) -> String? {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard let output = colr_watchdog_filter(executable, argv, input) else { return nil }
        defer { free(output) }
        return String(cString: output)
    }
}
