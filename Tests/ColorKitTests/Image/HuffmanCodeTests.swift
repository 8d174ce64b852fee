import TestSupport
import Testing

@testable import ColorKit

@Suite("HuffmanCode", .offPool)
struct HuffmanCodeTests {
    @Test("Canonical codes match RFC 1951's worked example")
    func rfcExample() {
        // §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010, 011, 100, 101, 110, 00, 1110, 1111.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        #expect(
            code.entries.map(Self.bitString) == ["010", "011", "100", "101", "110", "00", "1110", "1111"])
    }

    @Test("The fixed literal/length code matches RFC 1951 §3.2.6")
    func fixedCode() throws {
        let code = DeflateAlphabet.fixedLiteralLength
        try #require(code.entries.count == 288)
        #expect(Self.bitString(code.entries[0]) == "00110000")
        #expect(Self.bitString(code.entries[143]) == "10111111")
        #expect(Self.bitString(code.entries[144]) == "110010000")
        #expect(Self.bitString(code.entries[255]) == "111111111")
        #expect(Self.bitString(code.entries[256]) == "0000000")
        #expect(Self.bitString(code.entries[279]) == "0010111")
        #expect(Self.bitString(code.entries[280]) == "11000000")
        #expect(Self.bitString(code.entries[287]) == "11000111")
    }

    @Test("Without a binding limit, codes cost exactly what plain Huffman codes cost", arguments: 1...12)
    func optimalWhenUnconstrained(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        // Some symbols unused, the rest with frequencies spread over four orders of magnitude.
        let frequencies = (0..<40).map { _ -> UInt32 in
            random.next() % 4 == 0
                ? 0 : UInt32(1 + random.next() % UInt64([10, 100, 1000, 10_000][seed % 4]))
        }
        let code = HuffmanCode(frequencies: frequencies, maxLength: 15)
        #expect(code.cost(frequencies) == Self.huffmanCost(frequencies))
        #expect(Self.kraftSum(code.lengths) == 1 << 15)
        // Unused symbols get no code, so they cost nothing in the header's length table.
        #expect(zip(frequencies, code.lengths).allSatisfy { ($0 == 0) == ($1 == 0) })
    }

    @Test("Fibonacci frequencies, the deepest case, are held to 15 bits and to 7")
    func lengthLimit() {
        // Unlimited Huffman codes for Fibonacci weights are as deep as there are symbols less one.
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 {
            fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
        }
        for (count, limit) in [(30, 15), (19, 7)] {
            let frequencies = Array(fibonacci.prefix(count))
            let code = HuffmanCode(frequencies: frequencies, maxLength: limit)
            #expect(code.lengths.max() == UInt8(limit))
            #expect(Self.kraftSum(code.lengths) == 1 << 15)
            #expect(code.cost(frequencies) >= Self.huffmanCost(frequencies))
        }
    }

    @Test("Under a binding limit, the code is the cheapest of all valid ones", arguments: 1...10)
    func optimalWhenLimited(seed: Int) {
        var random = SplitMix64(seed: UInt64(100 + seed))
        let count = 5 + seed % 3
        let frequencies = (0..<count).map { _ in UInt32(1 + random.next() % 1000) }
        // Three bits for up to seven symbols: tight enough to bind for skewed frequencies,
        // small enough to try every assignment of lengths.
        let code = HuffmanCode(frequencies: frequencies, maxLength: 3)
        #expect(code.lengths.allSatisfy { (1...3).contains($0) })
        #expect(code.cost(frequencies) == Self.bruteForceCost(frequencies, maxLength: 3))
    }

    @Test("One used symbol, or none, still gets a complete two-symbol code")
    func degenerate() {
        #expect(HuffmanCode(frequencies: [0, 0, 5, 0], maxLength: 15).lengths == [1, 0, 1, 0])
        #expect(HuffmanCode(frequencies: [0, 0, 0], maxLength: 7).lengths == [1, 1, 0])
    }

    /// A code's bits in transmission order; entries hold the code reversed, length on top.
    static func bitString(_ entry: UInt32) -> String {
        String((0..<Int(entry >> 16)).map { entry >> UInt32($0) & 1 == 1 ? "1" : "0" })
    }

    /// The Kraft sum scaled by 2^15; exactly 2^15 for a complete code.
    static func kraftSum(_ lengths: [UInt8]) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (15 - Int($1)) }
    }

    /// The cost of an unlimited Huffman code: each merge of the two lightest nodes adds their
    /// weight once for every symbol beneath them, which sums to the total code length.
    static func huffmanCost(_ frequencies: [UInt32]) -> Int {
        var nodes = frequencies.filter { $0 > 0 }.map(Int.init)
        guard nodes.count > 1 else { return nodes.first ?? 0 }
        var cost = 0
        while nodes.count > 1 {
            nodes.sort()
            let merged = nodes[0] + nodes[1]
            cost += merged
            nodes = [merged] + nodes.dropFirst(2)
        }
        return cost
    }

    /// Tries every length assignment within the limit that satisfies the Kraft inequality.
    static func bruteForceCost(_ frequencies: [UInt32], maxLength: Int) -> Int {
        var best = Int.max
        var lengths = [Int](repeating: 1, count: frequencies.count)
        while true {
            if lengths.reduce(0, { $0 + 1 << (maxLength - $1) }) <= 1 << maxLength {
                best = min(best, zip(frequencies, lengths).reduce(0) { $0 + Int($1.0) * $1.1 })
            }
            // Count through all assignments like an odometer.
            var digit = 0
            while digit < lengths.count && lengths[digit] == maxLength {
                lengths[digit] = 1
                digit += 1
            }
            guard digit < lengths.count else { return best }
            lengths[digit] += 1
        }
    }
}

@Suite("DynamicHeader", .offPool)
struct DynamicHeaderTests {
    @Test("The planned size of a header is exactly the number of bits it writes", arguments: 0..<6)
    func plannedSizeIsExact(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        // Sparse alphabets give zero runs past 138; equal frequencies give long repeats that
        // need code 16 more than once; seed 0 leaves the distance code unused.
        var literals = (0..<286).map { _ in random.next() % 3 == 0 ? UInt32(1 + random.next() % 50) : 0 }
        if seed % 2 == 1 { literals.replaceSubrange(0..<64, with: repeatElement(7, count: 64)) }
        literals[256] = 1
        let distances = (0..<30).map { _ in seed == 0 ? 0 : UInt32(random.next() % 4) }
        let header = DynamicHeader(
            literalLength: HuffmanCode(frequencies: literals, maxLength: 15),
            distance: HuffmanCode(frequencies: distances, maxLength: 15))
        var writer = BitWriter(prefix: [], expectedInput: 0)
        header.write(into: &writer)
        #expect(writer.bitPosition == header.bitCount)
    }
}
