import ComputeThreads
import Foundation

/// Standard input read to its end without holding a thread of Swift's cooperative pool.
///
/// Reading a pipe blocks until the writer closes it, which may be never (a terminal waiting
/// for Ctrl-D); on the pool that would stall the command's own requests and progress output.
enum StandardInput {
    /// Everything on standard input, read on a thread of its own (``DedicatedThread``).
    static func readAll() async -> Data {
        await DedicatedThread.run { FileHandle.standardInput.readDataToEndOfFile() }
    }
}
