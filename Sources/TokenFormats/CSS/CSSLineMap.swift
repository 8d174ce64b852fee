#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets into 1-based lines and columns (columns in UTF-8 bytes); a line ends at
/// a line feed.
struct CSSLineMap {
    private var starts: [Int] = [0]

    /// Indexes the line starts of `bytes`.
    init(_ bytes: [UInt8]) {
        // Every value's origin needs its line, so every sheet is indexed whole: `memchr` jumps
        // from one line feed to the next, where a loop a byte at a time was a tenth of a read.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, 0x0A, buffer.count - offset)
            {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
    }

    /// The line and column of `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
