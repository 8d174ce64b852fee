/// The match finder's index of earlier input positions, with two hashes of different reach.
///
/// Filtered images are mostly a handful of residual bytes (0, 1, 0xFF) in a few patterns, so
/// a short hash puts nearly every position on one chain, and a bounded walk of it reaches only
/// a few dozen bytes back. Hashing `longHashLength` bytes instead separates positions by their
/// surroundings, so the few candidates on a chain are the ones likely to give long matches.
/// Matches shorter than that are found through a second, 4-byte hash that keeps only the
/// newest position per slot.
///
/// `longHead` maps a long hash to the newest position with that hash. `previous` links each
/// position to the previous one with the same long hash, indexed modulo the window; slots are
/// reused once positions fall out of reach, so a chain ends where positions stop decreasing.
struct HashChains: ~Copyable {
    static let longHashLength = 24
    static let shortHashLength = 4
    /// Deflate only reaches back this far, so the chain array needs no more slots.
    static let windowSize = 1 << 15

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let hashBits: Int
    private let longHead: UnsafeMutablePointer<Int32>
    private let shortHead: UnsafeMutablePointer<Int32>
    private let previous: UnsafeMutablePointer<Int32>
    private let previousMask: Int

    /// Indexes positions of `input`, which must stay valid and non-empty for the chains' lifetime.
    init(input: UnsafeBufferPointer<UInt8>) {
        // Positions are stored as Int32 to halve the table memory.
        precondition(input.count < Int(Int32.max), "input too large for the deflate matcher")
        base = input.baseAddress!
        count = input.count
        // Small inputs get small tables: clearing 256 KiB would cost more than encoding a tiny image.
        let sizeBits = Int.bitWidth - input.count.leadingZeroBitCount
        hashBits = min(15, max(8, sizeBits))
        longHead = .allocate(capacity: 1 << hashBits)
        longHead.initialize(repeating: -1, count: 1 << hashBits)
        shortHead = .allocate(capacity: 1 << hashBits)
        shortHead.initialize(repeating: -1, count: 1 << hashBits)
        let previousSize = min(Self.windowSize, 1 << sizeBits)
        previous = .allocate(capacity: previousSize)
        previous.initialize(repeating: -1, count: previousSize)
        previousMask = previousSize - 1
    }

    deinit {
        longHead.deallocate()
        shortHead.deallocate()
        previous.deallocate()
    }

    /// Adds `position` to both indexes. Positions must be added in increasing order.
    @inline(__always)
    func insert(_ position: Int) {
        _ = insertReturningNewest(position)
    }

    /// Adds `position` to both indexes and returns what they held for its hashes before: the
    /// newest earlier position with the same long hash and with the same short hash, or -1.
    ///
    /// Searching and inserting the same position need the same hashes, so doing both at once
    /// computes each hash only once.
    @inline(__always)
    func insertReturningNewest(_ position: Int) -> (long: Int, short: Int) {
        var newest = (long: -1, short: -1)
        if position + Self.longHashLength <= count {
            let slot = longHash(position)
            newest.long = Int(longHead[slot])
            previous[position & previousMask] = longHead[slot]
            longHead[slot] = Int32(truncatingIfNeeded: position)
        }
        if position + Self.shortHashLength <= count {
            let slot = shortHash(position)
            newest.short = Int(shortHead[slot])
            shortHead[slot] = Int32(truncatingIfNeeded: position)
        }
        return newest
    }

    /// The next older position on `candidate`'s chain, or -1 when the chain ends.
    @inline(__always)
    func older(than candidate: Int) -> Int {
        let next = Int(previous[candidate & previousMask])
        // Chains must go strictly back in time; anything else is a recycled slot.
        return next < candidate ? next : -1
    }

    // Multiplicative hashing spreads nearby keys across the table; the top bits mix best.

    @inline(__always)
    private func longHash(_ position: Int) -> Int {
        let raw = UnsafeRawPointer(base + position)
        var key: UInt64 = 0
        for word in 0..<(Self.longHashLength / 8) {
            key =
                (key ^ raw.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            // Folding the high bits down lets every byte of a word reach the next product's top bits.
            key ^= key >> 29
        }
        return Int(key >> UInt64(64 - hashBits))
    }

    @inline(__always)
    private func shortHash(_ position: Int) -> Int {
        let key = UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self)
        return Int((key &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }
}
