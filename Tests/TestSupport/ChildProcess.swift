import ComputeThreads
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program run to its end, its output collected, without blocking Swift's cooperative pool.
///
/// `Process.waitUntilExit` and `FileHandle.readDataToEndOfFile` block the calling thread until
/// the child is done; on the pool that starves every other test. Here they run on threads of
/// their own (``DedicatedThread.run(_:)``), and both pipes are drained at once, so a child that fills
/// one while the other is read never deadlocks. Children start from a thread whose signals are
/// all unblocked: a child inherits its starter's signal mask, and the pool's threads block
/// SIGTERM and SIGINT, so a program started from one could not be stopped.
public struct ChildProcess: Sendable {
    /// How a run ended and what it printed.
    public struct Output: Sendable {
        /// The exit status (or the signal that ended it).
        public let status: Int32
        /// Everything the child wrote to standard output.
        public let standardOutput: Data
        /// Everything the child wrote to standard error.
        public let standardError: Data

        /// Standard output as UTF-8 text.
        public var stdout: String { String(decoding: standardOutput, as: UTF8.self) }
        /// Standard error as UTF-8 text.
        public var stderr: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// Where a launched program's output goes.
    public enum Destination: Sendable {
        /// Thrown away.
        case discard
        /// To this process's own stream (the test log).
        case inherit
    }

    /// The program to run.
    public var executable: URL
    /// Its arguments.
    public var arguments: [String]
    /// Variables added to (or replacing) this process's environment.
    public var environment: [String: String] = [:]
    /// Its working directory; this process's when nil.
    public var directory: URL?
    /// A file to read standard input from; none (end of file at once) when nil.
    public var input: URL?

    /// Describes a run of `executable` with `arguments`.
    public init(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        directory: URL? = nil, input: URL? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.directory = directory
        self.input = input
    }

    /// Runs `arguments[0]` found on PATH (through `/usr/bin/env`), as a shell would.
    public static func command(
        _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil
    ) -> ChildProcess {
        ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: environment, directory: directory)
    }

    /// Starts the program and waits for it to end, off the pool.
    public func run() async throws -> Output {
        try await DedicatedThread.run { [self] in
            let process = try start(capture: true, output: .discard, errors: .discard)
            return try Self.finish(process)
        }
    }

    /// Starts the program and returns once it runs, for a server a test talks to; end it with
    /// ``terminate(_:)``.
    public func launch(output: Destination = .discard, errors: Destination = .inherit) async throws
        -> ProcessHandle
    {
        try await DedicatedThread.run { [self] in
            ProcessHandle(try start(capture: false, output: output, errors: errors))
        }
    }

    /// Sends SIGTERM to a launched program and waits, off the pool, for its exit status.
    public static func terminate(_ handle: ProcessHandle) async -> Int32 {
        handle.process.terminate()
        return await exitStatus(of: handle)
    }

    /// Waits, off the pool, for a launched program to end; its exit status.
    public static func exitStatus(of handle: ProcessHandle) async -> Int32 {
        await DedicatedThread.run {
            handle.process.waitUntilExit()
            return handle.process.terminationStatus
        }
    }

    /// Starts the child; called on a thread of its own, whose signal mask it clears first.
    private func start(capture: Bool, output: Destination, errors: Destination) throws -> Process {
        var nothingBlocked = sigset_t()
        sigemptyset(&nothingBlocked)
        pthread_sigmask(SIG_SETMASK, &nothingBlocked, nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = capture ? Pipe() : Self.handle(output, FileHandle.standardOutput)
        process.standardError = capture ? Pipe() : Self.handle(errors, FileHandle.standardError)
        try process.run()
        return process
    }

    private static func handle(_ destination: Destination, _ own: FileHandle) -> FileHandle {
        switch destination {
        case .discard: FileHandle.nullDevice
        case .inherit: own
        }
    }

    /// Drains both pipes at once, then reaps the child. Runs on a thread of its own.
    private static func finish(_ process: Process) throws -> Output {
        guard let out = process.standardOutput as? Pipe, let err = process.standardError as? Pipe else {
            throw CocoaError(.fileReadUnknown)
        }
        let errors = DrainedPipe(err)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errorOutput = errors.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: output, standardError: errorOutput)
    }
}

/// A launched program, handed between threads; it is only waited on and signalled.
public final class ProcessHandle: @unchecked Sendable {
    /// The running program.
    public let process: Process

    init(_ process: Process) {
        self.process = process
    }
}

/// A pipe read to its end on a thread of its own (never the pool's).
private final class DrainedPipe: @unchecked Sendable {
    private let done = NSCondition()
    private var data: Data?

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            let bytes = handle.readDataToEndOfFile()
            done.lock()
            data = bytes
            done.signal()
            done.unlock()
        }.start()
    }

    /// Waits for the end of the pipe; called on a thread of its own.
    func wait() -> Data {
        done.lock()
        defer { done.unlock() }
        while data == nil { done.wait() }
        return data ?? Data()
    }
}
