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
    /// that are running a Swift job, if any of them holds the pool (blocked in a call, or
    /// computing); nil when none does: the probe is late because the machine is busy, not
    /// because anything holds the pool.
    ///
    /// Only the pool's busy threads are named, which starts the symbolizer; telling them apart
    /// reads raw addresses, so a look at a merely busy machine costs next to nothing.
    static func sample(allowingPressure: Bool = true) -> String? {
        let me = colr_watchdog_thread_id()
        let lanes = ComputeLanes.allThreads.withLock { $0 }
        let ids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [])
            .compactMap { Int32($0) }.filter { $0 != me && !lanes.contains($0) }.sorted()
        let before = Dictionary(
            uniqueKeysWithValues: ids.compactMap { id in ThreadActivity.read(thread: id).map { (id, $0) } })
        let processBefore = ThreadActivity.process() ?? 0
        let pressureBefore = MachinePressure.now()
        let window = Duration.milliseconds(300)
        usleep(300_000)
        let processTicks = (ThreadActivity.process() ?? 0) - processBefore
        // Held up by the machine, not by code: the watchdog waits longer before it says so.
        if !allowingPressure, MachinePressure.now().isUnderPressure(since: pressureBefore, window: window) {
            return nil
        }
        let busy = frames(of: ids).filter { isRunningAJob($0.frames) }
        let holding = busy.contains { thread in
            guard let first = before[thread.thread], let second = ThreadActivity.read(thread: thread.thread)
            else { return false }
            return ThreadActivity.holdsThePool(
                before: first, after: second, processTicks: processTicks, window: window)
        }
        guard holding else { return nil }
        let described = describe(busy.map(\.frames))
        return zip(busy, described).map { "thread \($0.thread):\n\($1)" }.joined(separator: "\n")
    }

    /// Whether raw frames pass through `swift_job_run`: the thread is running a Swift job.
    static func isRunningAJob(_ frames: [UnsafeMutableRawPointer]) -> Bool {
        frames.contains { colr_watchdog_in_function($0, "swift_job_run") != 0 }
    }

    /// The stacks of these threads (kernel ids), one line a frame, for those that answered
    /// within two seconds.
    static func stacks(of threads: [Int32]) -> [(thread: Int32, stack: String)] {
        let sampled = frames(of: threads)
        return Array(zip(sampled.map(\.thread), describe(sampled.map(\.frames))))
    }

    /// The return addresses of these threads (kernel ids), for those that answered within two
    /// seconds.
    static func frames(of threads: [Int32]) -> [(thread: Int32, frames: [UnsafeMutableRawPointer])] {
        let threads = Array(threads.prefix(256))
        let capacity = 64
        var frames = [UnsafeMutableRawPointer?](repeating: nil, count: threads.count * capacity)
        var counts = [Int32](repeating: -1, count: threads.count)
        threads.withUnsafeBufferPointer { ids in
            frames.withUnsafeMutableBufferPointer { frames in
                counts.withUnsafeMutableBufferPointer { counts in
                    _ = colr_watchdog_sample(
                        ids.baseAddress, Int32(ids.count), 2000, frames.baseAddress, counts.baseAddress,
                        Int32(capacity))
                }
            }
        }
        return threads.enumerated().compactMap { index, thread in
            let count = Int(counts[index])
            guard count > 2 else { return nil }
            // The first two frames are the signal handler and the signal trampoline.
            let start = index * capacity
            return (thread, frames[start + 2..<start + count].compactMap { $0 })
        }
    }

    /// The calling thread's kernel id, as ``stacks(of:)`` takes it.
    static var currentThread: Int32 { colr_watchdog_thread_id() }

    /// Each stack, one line a frame: a name and place where the tools find one, else binary and
    /// offset. All stacks are named by one run of the tools.
    private static func describe(_ stacks: [[UnsafeMutableRawPointer]]) -> [String] {
        let located = stacks.map { $0.map(locate) }
        let all = located.flatMap { $0 }
        let names = symbolize(all) ?? all.map { "\($0.binary) +0x\(String($0.offset, radix: 16))" }
        var next = names[...]
        return located.map { stack in
            let lines = next.prefix(stack.count)
            next = next.dropFirst(stack.count)
            return lines.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
        }
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
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("colr-watchdog-\(getpid())-\(UUID().uuidString)")
        guard (try? Data(input.utf8).write(to: file)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard let output = colr_watchdog_filter(executable, argv, file.path) else { return nil }
        defer { free(output) }
        return String(cString: output)
    }
}
