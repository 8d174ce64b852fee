/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): the two codes' lengths, run-length
/// coded, and the code-length code that compresses them.
struct DynamicHeader {
    /// The code-length alphabet is itself Huffman coded, with codes of at most 7 bits.
    static let maxCodeLengthBits = 7

    /// One code-length symbol: 0–15 a length, 16 repeat the previous length 3–6 times,
    /// 17 a run of 3–10 zeros, 18 a run of 11–138 zeros. `extra` is the run length's offset.
    private struct Instruction {
        var symbol: Int
        var extra: Int
    }

    private let literalLengthCount: Int
    private let distanceCount: Int
    private let instructions: [Instruction]
    private let codeLengthCode: HuffmanCode
    /// How many of the code-length code's lengths are sent, in `codeLengthOrder`.
    private let codeLengthCount: Int

    /// The header's size in bits.
    let bitCount: Int

    /// Plans the header for the two codes. Their trailing unused symbols are left out, down to
    /// the minimum counts the format requires.
    init(literalLength: HuffmanCode, distance: HuffmanCode) {
        literalLengthCount = max(257, (literalLength.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        // The two sequences are run-length coded as one, so a run may cross from one to the other.
        let lengths = Array(literalLength.lengths[..<literalLengthCount] + distance.lengths[..<distanceCount])
        instructions = Self.runLengthCoded(lengths)

        var frequencies = [UInt32](repeating: 0, count: DeflateAlphabet.codeLengthCount)
        for instruction in instructions { frequencies[instruction.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, maxLength: Self.maxCodeLengthBits)
        let lastSent = DeflateAlphabet.codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0
        codeLengthCode = code
        codeLengthCount = max(4, lastSent + 1)

        var bits = 5 + 5 + 4 + 3 * codeLengthCount + code.cost(frequencies)
        for instruction in instructions { bits += Self.extraBits(instruction.symbol) }
        bitCount = bits
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the run-length coded lengths.
    func write(into writer: inout BitWriter) {
        writer.write(UInt32(literalLengthCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(codeLengthCount - 4), count: 4)
        for symbol in DeflateAlphabet.codeLengthOrder.prefix(codeLengthCount) {
            writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
        }
        for instruction in instructions {
            writer.write(code: codeLengthCode.entries[instruction.symbol])
            writer.write(UInt32(instruction.extra), count: Self.extraBits(instruction.symbol))
        }
    }

    private static func extraBits(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// Codes runs greedily: the longest repeat or zero run each time. Optimal coding would weigh
    /// the code-length code itself, which saves a few bits a block at most.
    private static func runLengthCoded(_ lengths: [UInt8]) -> [Instruction] {
        var instructions: [Instruction] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let chunk = min(run, 138)
                    instructions.append(Instruction(symbol: 18, extra: chunk - 11))
                    run -= chunk
                }
                if run >= 3 {
                    instructions.append(Instruction(symbol: 17, extra: run - 3))
                    run = 0
                }
            } else {
                // Code 16 repeats the previous length, so the value itself goes first.
                instructions.append(Instruction(symbol: Int(value), extra: 0))
                run -= 1
                while run >= 3 {
                    let chunk = min(run, 6)
                    instructions.append(Instruction(symbol: 16, extra: chunk - 3))
                    run -= chunk
                }
            }
            for _ in 0..<run { instructions.append(Instruction(symbol: Int(value), extra: 0)) }
        }
        return instructions
    }
}
