/// The part of a scanned span that is not whitespace or comments, and where its last top-level
/// `!` is, so that `!important` can be cut off.
struct SignificantRange {
    private var first: Int?
    private var last = 0
    private var bang: Int?
    private var endBeforeBang: Int?

    /// Counts `range` as significant.
    mutating func add(_ range: Range<Int>) {
        if first == nil { first = range.lowerBound }
        last = range.upperBound
    }

    /// Notes a top-level `!` at `offset`, before it is added.
    mutating func markBang(at offset: Int) {
        bang = offset
        endBeforeBang = first == nil ? nil : last
    }

    /// The significant range, `!important` cut off (and whether it was there); an empty range at
    /// `start` when there is nothing.
    func withoutImportant(in bytes: [UInt8], from start: Int) -> (Range<Int>, Bool) {
        guard let first else { return (start..<start, false) }
        if let bang, bang >= first {
            let tail = CSSText.string(bytes[(bang + 1)..<last], lowercased: true, droppingComments: true)
            if CSSText.trimmed(tail[...]) == "important" {
                return (first..<(endBeforeBang ?? first), true)
            }
        }
        return (first..<last, false)
    }
}
