/// Turns byte offsets into 1-based lines and columns (columns in UTF-8 bytes); a line ends at
/// a line feed.
struct CSSLineMap {
    private var starts: [Int] = [0]

    /// Indexes the line starts of `bytes`.
    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
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
