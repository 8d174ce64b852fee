import ColorKit

/// What randomized tests draw from ColorKit's SplitMix64, beyond its 64-bit words.
extension SeededGenerator {
    /// A double in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// `count` bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next() >> 56) }
    }
}
