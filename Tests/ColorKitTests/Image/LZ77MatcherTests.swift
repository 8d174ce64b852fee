import TestSupport
import Testing

@testable import ColorKit

@Suite("DeflateAlphabet", .offPool)
struct DeflateAlphabetTests {
    /// RFC 1951 §3.2.5's tables, written out so that the formulas are checked against them.
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]

    @Test("Every length maps to the symbol and extra bits of RFC 1951's table")
    func lengths() {
        for length in 3...258 {
            let symbol = Self.lengthBase.lastIndex { $0 <= length }!
            let mapped = DeflateAlphabet.lengthSymbol(length)
            #expect(mapped.symbol == symbol)
            #expect(mapped.extraBits == Self.lengthExtra[symbol])
            #expect(DeflateAlphabet.lengthExtraBits(symbol) == Self.lengthExtra[symbol])
            #expect(mapped.extra == length - Self.lengthBase[symbol])
            #expect(mapped.extra < 1 << mapped.extraBits || mapped.extraBits == 0 && mapped.extra == 0)
        }
    }

    @Test("Every distance maps to the symbol and extra bits of RFC 1951's table")
    func distances() {
        var wrong: [Int] = []
        for distance in 1...32768 {
            let symbol = Self.distanceBase.lastIndex { $0 <= distance }!
            let extraBits = symbol < 4 ? 0 : symbol / 2 - 1
            let mapped = DeflateAlphabet.distanceSymbol(distance)
            if mapped.symbol != symbol || mapped.extraBits != extraBits
                || DeflateAlphabet.distanceExtraBits(symbol) != extraBits
                || mapped.extra != distance - Self.distanceBase[symbol] || mapped.extra >= 1 << extraBits
            {
                wrong.append(distance)
            }
        }
        #expect(wrong.isEmpty, "first wrong distances: \(wrong.prefix(5))")
    }
}

@Suite("LZ77Matcher", .offPool)
struct LZ77MatcherTests {
    /// The matcher's blocks, expanded again token by token, with every rule a token must obey
    /// checked on the way: lengths 4–258, distances within the window and the output so far,
    /// block ranges back to back, and frequencies that count exactly the block's symbols.
    private func expand(
        _ input: [UInt8], capacity: Int = 1 << 15, parameters: LZ77Matcher.Parameters = .init()
    ) -> (output: [UInt8], blocks: Int, matches: Int) {
        var output: [UInt8] = []
        var blocks = 0, matches = 0
        input.withUnsafeBufferPointer { buffer in
            var matcher = LZ77Matcher(input: buffer, tokenCapacity: capacity, parameters: parameters)
            repeat {
                matcher.nextBlock()
                blocks += 1
                #expect(matcher.blockRange.lowerBound == output.count)
                #expect(matcher.tokenCount <= capacity)
                var literalLengths = [UInt32](repeating: 0, count: DeflateAlphabet.literalLengthCount)
                var distances = [UInt32](repeating: 0, count: DeflateAlphabet.distanceCount)
                for index in 0..<matcher.tokenCount {
                    let token = matcher.tokens[index]
                    if token >> 16 == 0 {
                        #expect(token < 256, "a literal is one byte")
                        guard token < 256 else { return }
                        output.append(UInt8(token))
                        literalLengths[Int(token)] += 1
                        continue
                    }
                    let length = Int(token & 0xFFFF), distance = Int(token >> 16)
                    #expect((4...258).contains(length))
                    #expect(distance <= 32768 && distance <= output.count)
                    guard distance <= output.count else { return }
                    for _ in 0..<length { output.append(output[output.count - distance]) }
                    let lengthSymbol = DeflateAlphabetTests.lengthBase.lastIndex { $0 <= length }
                    guard let lengthSymbol else { return }
                    literalLengths[257 + lengthSymbol] += 1
                    distances[DeflateAlphabetTests.distanceBase.lastIndex { $0 <= distance }!] += 1
                    matches += 1
                }
                #expect(output.count == matcher.blockRange.upperBound)
                #expect(
                    Array(UnsafeBufferPointer(start: matcher.literalLengthFrequencies, count: 286))
                        == literalLengths)
                #expect(
                    Array(UnsafeBufferPointer(start: matcher.distanceFrequencies, count: 30)) == distances)
            } while !matcher.isFinished
        }
        return (output, blocks, matches)
    }

    @Test("Tokens expand back to the input", arguments: 0..<6)
    func expandsToInput(kind: Int) {
        var random = SplitMix64(seed: UInt64(kind))
        let input: [UInt8]
        switch kind {
        case 0: input = random.bytes(3)
        case 1: input = random.bytes(5000).map { $0 & 1 }
        case 2: input = random.bytes(20_000)
        case 3: input = [UInt8](repeating: 9, count: 3000)
        case 4:
            input = PNGFilter.filteredScanlines(
                HueSaturationChart.render(brightness: 60, width: 97, height: 40))
        default: input = Array((0..<4000).map { [UInt8(truncatingIfNeeded: $0 / 7), 1, 2, 3] }.joined())
        }
        let (output, _, matches) = expand(input)
        #expect(output == input)
        if kind == 3 || kind == 4 { #expect(matches > 0) }
    }

    @Test("Small token buffers split the input into many blocks that still expand correctly")
    func smallBlocks() {
        var random = SplitMix64(seed: 77)
        let input = random.bytes(3000).map { $0 % 5 } + random.bytes(3000)
        let (output, blocks, _) = expand(input, capacity: 97)
        #expect(output == input)
        #expect(blocks > 20)
    }

    @Test("Every parameter extreme still produces valid tokens")
    func parameterExtremes() throws {
        var random = SplitMix64(seed: 5)
        let input =
            PNGFilter.filteredScanlines(HueSaturationChart.render(brightness: 90, width: 61, height: 30))
            + random.bytes(2000) + random.bytes(1000).map { $0 & 3 }
        var settings: [LZ77Matcher.Parameters] = []
        for (chain, lazy, allBelow, sparse) in [(1, 0, 0, 0), (64, 258, 258, 1_000_000), (2, 4, 4, 1)] {
            var parameters = LZ77Matcher.Parameters()
            parameters.maxChain = chain
            parameters.lazyLength = lazy
            parameters.indexAllBelow = allBelow
            parameters.sparseAfter = sparse
            settings.append(parameters)
        }
        for parameters in settings {
            #expect(expand(input, parameters: parameters).output == input)
            #expect(
                try Inflater.zlibDecompress(Deflate.zlibCompress(input, parameters: parameters)).bytes
                    == input)
        }
    }
}
