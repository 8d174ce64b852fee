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

    /// The line ``nextPosition(of:)`` found last.
    private var last = 0

    /// The line and column of `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line + 1, offset - starts[line] + 1)
    }

    /// ``position(of:)`` for offsets asked in about the order they are written, as a reader asks
    /// for every value's: the line found last, or one a few lines on, answers before a search.
    mutating func nextPosition(of offset: Int) -> (line: Int, column: Int) {
        var line = last
        if starts[line] <= offset {
            var steps = 0
            while steps < 8, line + 1 < starts.count, starts[line + 1] <= offset {
                line += 1
                steps += 1
            }
            if line + 1 < starts.count, starts[line + 1] <= offset { line = self.line(of: offset) }
        } else {
            line = self.line(of: offset)
        }
        last = line
        return (line + 1, offset - starts[line] + 1)
    }

    /// The line, from 0, that holds `offset`: a binary search of the starts.
    private func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
