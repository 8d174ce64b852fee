import ColorKit
import TestSupport
import Testing

@Suite("SeededGenerator", .offPool)
struct SeededGeneratorTests {
    /// The reference implementation's (splitmix64.c) first outputs: seed 0, and the seed its
    /// authors' test vectors use. A wrong multiplier changes every one of them.
    @Test("Is SplitMix64: the reference sequence for seeds 0 and 1234567")
    func referenceSequence() {
        var zero = SeededGenerator(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        var generator = SeededGenerator(seed: 1_234_567)
        let first = (0..<3).map { _ in generator.next() }
        #expect(first == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }
}
