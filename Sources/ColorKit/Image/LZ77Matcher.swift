/// LZ77 match finder that turns input into deflate tokens, one block at a time.
///
/// Each search tries the distances of recent matches, then a few candidates from the long-hash
/// chain, then the newest short-hash candidate (see `HashChains`). Lazy evaluation checks
/// whether the next position starts a longer match before taking one. The index persists
/// across blocks, so matches reach back over block boundaries.
///
/// A token is a `UInt32`: a literal is its byte value, a match is `distance << 16 | length`.
/// Since every distance is at least 1, `token >> 16 == 0` exactly for literals.
struct LZ77Matcher: ~Copyable {
    static let maxMatch = 258
    /// Deflate allows 3-byte matches, but the 4-byte hash never finds them. They rarely pay
    /// for their distance code anyway.
    static let minMatch = 4

    /// Tuning, measured on the hue/saturation chart, gradients, flat images and noise (see
    /// BENCHMARKS.md). These mirror zlib's knobs, but the values are our own.
    struct Parameters {
        /// Candidates walked per search. Bounding it keeps highly repetitive input, where
        /// chains grow long, from making the matcher quadratic.
        var maxChain = 8
        /// A match at least this long is taken at once instead of searching on.
        var niceLength = 258
        /// Once a match is this long, the next position is not tried for a longer one.
        var lazyLength = 16
        /// When the current match is already this long, the lazy search walks a quarter of the chain.
        var goodLength = 8
        /// Every position inside a match up to this long is indexed. Longer matches index
        /// only `indexedEdge` positions at each end: inserting is most of the matcher's work on
        /// images, and the skipped positions mostly repeat what the index already holds.
        var indexAllBelow = 64
        var indexedEdge = 4
        /// After this many literals in a row, searches thin out: every second position, then
        /// every third, and so on up to every `maxSparseStep`-th.
        var sparseAfter = 64
        var maxSparseStep = 8
    }

    private let input: UnsafeBufferPointer<UInt8>
    private let parameters: Parameters
    private let chains: HashChains
    /// The current block's tokens, `tokenCount` of them.
    let tokens: UnsafeMutablePointer<UInt32>
    private let tokenCapacity: Int
    private(set) var tokenCount = 0
    /// Symbol counts of the current block, end-of-block not included.
    let literalLengthFrequencies: UnsafeMutablePointer<UInt32>
    let distanceFrequencies: UnsafeMutablePointer<UInt32>
    /// The input bytes the current block covers.
    private(set) var blockRange = 0..<0

    /// Every position below this is already indexed. Tracking it makes sure each position is
    /// inserted at most once, even when lazy matching looks ahead.
    private var nextInsert = 0
    /// A search done one position ahead by lazy matching, kept so it is not repeated.
    private var lookahead: (position: Int, length: Int, distance: Int)?
    /// The distances of the last few matches, most recent first; 0 while unused.
    private var recentDistances = SIMD4<Int>(repeating: 0)
    /// Literals since the last match.
    private var literalRun = 0

    /// Prepares to tokenize `input`, which must be non-empty and stay valid for the matcher's
    /// lifetime.
    init(input: UnsafeBufferPointer<UInt8>, tokenCapacity: Int, parameters: Parameters = Parameters()) {
        self.input = input
        self.parameters = parameters
        chains = HashChains(input: input)
        self.tokenCapacity = tokenCapacity
        tokens = .allocate(capacity: tokenCapacity)
        literalLengthFrequencies = .allocate(capacity: DeflateAlphabet.literalLengthCount)
        distanceFrequencies = .allocate(capacity: DeflateAlphabet.distanceCount)
    }

    deinit {
        tokens.deallocate()
        literalLengthFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// Whether every input byte is covered by a block already produced.
    var isFinished: Bool { blockRange.upperBound == input.count }

    /// Tokenizes the next block: until the token buffer is full or the input ends.
    mutating func nextBlock() {
        literalLengthFrequencies.initialize(repeating: 0, count: DeflateAlphabet.literalLengthCount)
        distanceFrequencies.initialize(repeating: 0, count: DeflateAlphabet.distanceCount)
        tokenCount = 0
        var position = blockRange.upperBound
        let start = position
        let end = input.count
        while position < end && tokenCount < tokenCapacity {
            var match: (length: Int, distance: Int)
            if let ahead = lookahead, ahead.position == position {
                match = (ahead.length, ahead.distance)
            } else {
                match = longestMatch(at: position, longerThan: 0)
            }
            lookahead = nil
            // Lazy evaluation: give up the current match if the next byte starts a longer one.
            if match.length > 0 && match.length < parameters.lazyLength && position + 1 < end {
                let next = longestMatch(at: position + 1, longerThan: match.length)
                if next.length > match.length {
                    lookahead = (position + 1, next.length, next.distance)
                    match.length = 0
                }
            }
            if match.length > 0 {
                emitMatch(match)
                if match.length > parameters.indexAllBelow {
                    insert(upTo: position + parameters.indexedEdge)
                    nextInsert = max(nextInsert, position + match.length - parameters.indexedEdge)
                }
                position += match.length
                literalRun = 0
                continue
            }
            emitLiteral(at: position)
            position += 1
            literalRun += 1
            // A long stretch without matches is most likely noise, where searching costs the
            // most (every table access misses the cache) and finds nothing. Searching more
            // sparsely there bounds that cost; one match ends the sparse search. Skipped
            // positions are still indexed, so a later copy of this stretch can be found.
            if literalRun > parameters.sparseAfter && lookahead == nil {
                let step = min((literalRun - parameters.sparseAfter) >> 4, parameters.maxSparseStep - 1)
                for _ in 0..<min(step, end - position, tokenCapacity - tokenCount) {
                    emitLiteral(at: position)
                    position += 1
                }
            }
        }
        blockRange = start..<position
    }

    @inline(__always)
    private mutating func emitLiteral(at position: Int) {
        let byte = input[position]
        tokens[tokenCount] = UInt32(byte)
        literalLengthFrequencies[Int(byte)] += 1
        tokenCount += 1
    }

    @inline(__always)
    private mutating func emitMatch(_ match: (length: Int, distance: Int)) {
        tokens[tokenCount] = UInt32(match.distance) << 16 | UInt32(match.length)
        literalLengthFrequencies[257 + DeflateAlphabet.lengthSymbol(match.length).symbol] += 1
        distanceFrequencies[DeflateAlphabet.distanceSymbol(match.distance).symbol] += 1
        rememberDistance(match.distance)
        tokenCount += 1
    }

    /// Moves `distance` to the front of the recent distances, dropping the oldest if it is new.
    private mutating func rememberDistance(_ distance: Int) {
        var index = 0
        while index < 3 && recentDistances[index] != distance { index += 1 }
        while index > 0 {
            recentDistances[index] = recentDistances[index - 1]
            index -= 1
        }
        recentDistances[0] = distance
    }

    @inline(__always)
    private func load32(_ position: Int) -> UInt32 {
        UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt32.self)
    }

    private mutating func insert(upTo position: Int) {
        while nextInsert < position {
            chains.insert(nextInsert)
            nextInsert += 1
        }
    }

    /// The longest match at `position` that beats `minimum`, or length 0 if there is none.
    ///
    /// Indexes every position up to and including `position` on the way, so searches must come
    /// in increasing order of position.
    private mutating func longestMatch(at position: Int, longerThan minimum: Int) -> (
        length: Int, distance: Int
    ) {
        insert(upTo: position)
        let newest = chains.insertReturningNewest(position)
        nextInsert = position + 1
        let limit = min(Self.maxMatch, input.count - position)
        guard limit >= Self.minMatch, minimum < limit else { return (0, 0) }
        var best = (length: max(minimum, Self.minMatch - 1), distance: 0)
        // Images repeat at a few distances (a pixel, a row, a period of the picture), so the
        // distances of recent matches are tried first. A long match there ends the search before
        // the chain is walked; a shorter one raises the bar that chain candidates must pass.
        // Shortest first: when several give the same length, as in a flat area, where a pixel
        // back matches as well as a row back, the nearest costs the fewest extra bits.
        let recent = Self.ascending(recentDistances)
        for index in 0..<4 {
            let distance = recent[index]
            guard distance > 0 && distance <= position else { continue }
            if consider(position - distance, at: position, limit: limit, best: &best) { return best }
        }
        var candidate = newest.long
        var chain = minimum >= parameters.goodLength ? parameters.maxChain >> 2 : parameters.maxChain
        while candidate >= 0 && position - candidate <= HashChains.windowSize && chain > 0 {
            if consider(candidate, at: position, limit: limit, best: &best) { return best }
            candidate = chains.older(than: candidate)
            chain -= 1
        }
        // The long hash cannot find matches shorter than itself; the short one can.
        if best.length < HashChains.longHashLength {
            let candidate = newest.short
            if candidate >= 0 && position - candidate <= HashChains.windowSize {
                _ = consider(candidate, at: position, limit: limit, best: &best)
            }
        }
        return best.distance > 0 ? best : (0, 0)
    }

    /// Updates `best` if `candidate` matches longer; returns whether the search can stop.
    @inline(__always)
    private func consider(
        _ candidate: Int, at position: Int, limit: Int, best: inout (length: Int, distance: Int)
    ) -> Bool {
        // A candidate can only win if it also matches in the four bytes ending at the current
        // best length, so checking those (and the first four) skips most full comparisons.
        guard load32(candidate + best.length - 3) == load32(position + best.length - 3),
            load32(candidate) == load32(position), let base = input.baseAddress
        else { return false }
        let length = Self.commonPrefix(base + candidate, base + position, from: 4, limit: limit)
        guard length > best.length else { return false }
        best = (length, position - candidate)
        return length >= parameters.niceLength || length == limit
    }

    /// Sorts four values with five compare-exchanges.
    @inline(__always)
    private static func ascending(_ values: SIMD4<Int>) -> SIMD4<Int> {
        var (a, b, c, d) = (values[0], values[1], values[2], values[3])
        (a, b) = (min(a, b), max(a, b))
        (c, d) = (min(c, d), max(c, d))
        (a, c) = (min(a, c), max(a, c))
        (b, d) = (min(b, d), max(b, d))
        (b, c) = (min(b, c), max(b, c))
        return SIMD4(a, b, c, d)
    }

    /// Compares eight bytes at a time because long runs are the common case after PNG filtering.
    @inline(__always)
    private static func commonPrefix(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from start: Int, limit: Int
    ) -> Int {
        var length = start
        while length + 8 <= limit {
            let left = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
            let right = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            let difference = UInt64(littleEndian: left ^ right)
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && a[length] == b[length] { length += 1 }
        return length
    }
}
