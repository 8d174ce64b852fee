/// A canonical, length-limited Huffman code (RFC 1951 §3.2.2), ready to write.
///
/// Deflate transmits only the code lengths; both sides derive the codes from them, so the
/// lengths are all a block header has to carry.
struct HuffmanCode {
    /// Bits per symbol; 0 for symbols that never occur.
    let lengths: [UInt8]
    /// Low 16 bits: the code, bit-reversed. High 16 bits: its length.
    ///
    /// Huffman codes are defined MSB-first but deflate packs bits LSB-first, so reversing once
    /// here lets the writer emit a whole code with a single shift.
    let entries: [UInt32]

    /// Derives the canonical codes for `lengths`, which must satisfy the Kraft inequality.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        // Codes of each length are consecutive, starting right after the shorter ones end.
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + countPerLength[length - 1]) << 1
            nextCode[length] = code
        }
        entries = lengths.map { length in
            guard length > 0 else { return 0 }
            let assigned = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            return Self.reversed(assigned, Int(length)) | UInt32(length) << 16
        }
    }

    /// Builds the optimal code for `frequencies` whose codes are at most `maxLength` bits.
    ///
    /// At least two symbols always get a code, even if fewer occur. A one-symbol code would
    /// have an unused bit pattern, which some decoders reject, and it costs at most one bit
    /// per symbol.
    init(frequencies: [UInt32], maxLength: Int) {
        var weights = frequencies
        var used = 0
        for index in weights.indices where weights[index] > 0 { used += 1 }
        for index in weights.indices where used < 2 && weights[index] == 0 {
            weights[index] = 1
            used += 1
        }
        self.init(lengths: Self.limitedLengths(weights, maxLength: maxLength))
    }

    /// The number of bits `frequencies` take under this code, extra bits not included.
    func cost(_ frequencies: [UInt32]) -> Int {
        var total = 0
        for (frequency, length) in zip(frequencies, lengths) { total += Int(frequency) * Int(length) }
        return total
    }

    /// Code lengths by package-merge (Larmore and Hirschberg), which is optimal under a length
    /// limit, unlike clamping a plain Huffman tree.
    ///
    /// Each of `maxLength` levels merges the sorted leaves with pairs ("packages") of the level
    /// below. Taking the cheapest `2n - 2` items of the top level, and recursively the packages
    /// they contain, gives each symbol as many bits as the levels it was taken at. The leaves
    /// taken at a level are always a prefix of the sorted leaves, so recording per level which
    /// merged items were packages is enough to recover every length.
    static func limitedLengths(_ frequencies: [UInt32], maxLength: Int) -> [UInt8] {
        let symbols = frequencies.indices.filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        if symbols.count < 2 {
            for symbol in symbols { lengths[symbol] = 1 }
            return lengths
        }
        precondition(symbols.count <= 1 << maxLength, "too many symbols for the length limit")
        let leaves = symbols.map { UInt64(frequencies[$0]) }

        // isPackage[level][i]: whether item i of that level's merged list is a package.
        // Level 0 is the top (codes of length 1), level maxLength - 1 is the leaves alone.
        var isPackage = [[Bool]](repeating: [], count: maxLength)
        var below = leaves
        isPackage[maxLength - 1] = [Bool](repeating: false, count: leaves.count)
        for level in stride(from: maxLength - 2, through: 0, by: -1) {
            var merged: [UInt64] = []
            var flags: [Bool] = []
            merged.reserveCapacity(leaves.count + below.count / 2)
            flags.reserveCapacity(merged.capacity)
            var leaf = 0, pair = 0
            while leaf < leaves.count || pair + 1 < below.count {
                let packageWeight = pair + 1 < below.count ? below[pair] + below[pair + 1] : UInt64.max
                // Leaves win ties, which favours shorter codes for real symbols; any order is optimal.
                if leaf < leaves.count && leaves[leaf] <= packageWeight {
                    merged.append(leaves[leaf])
                    flags.append(false)
                    leaf += 1
                } else {
                    merged.append(packageWeight)
                    flags.append(true)
                    pair += 2
                }
            }
            isPackage[level] = flags
            below = merged
        }

        var taken = 2 * symbols.count - 2
        for level in 0..<maxLength where taken > 0 {
            var leavesTaken = 0
            for index in 0..<taken where !isPackage[level][index] { leavesTaken += 1 }
            for index in 0..<leavesTaken { lengths[symbols[index]] += 1 }
            taken = 2 * (taken - leavesTaken)
        }
        return lengths
    }

    private static func reversed(_ code: Int, _ length: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length { result = result << 1 | UInt32((code >> bit) & 1) }
        return result
    }
}
