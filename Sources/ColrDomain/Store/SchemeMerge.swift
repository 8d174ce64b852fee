import ColrModels

/// Merges two edits made from the same revision of a scheme, so that two people changing
/// different things both keep their change: the name and the notes field by field, the colors
/// color by color (a three-way merge of the lists, as diff3 does for lines).
///
/// Where both changed the same thing, the later edit (`ours`, the one being saved) wins; the
/// earlier editor's screen is told of the change by the feed, so nothing is lost silently.
public enum SchemeMerge {
    /// One side of the merge: what a scheme's contents were, or are to be.
    public struct Contents: Hashable, Sendable {
        /// The name.
        public var name: String
        /// The notes.
        public var notes: String
        /// The colors, in order.
        public var colors: [ColorHex]

        /// Creates contents.
        public init(name: String, notes: String, colors: [ColorHex]) {
            self.name = name
            self.notes = notes
            self.colors = colors
        }
    }

    /// `ours` and `theirs` merged, both having started from `base`.
    public static func merge(base: Contents, ours: Contents, theirs: Contents) -> Contents {
        Contents(
            name: field(base.name, ours.name, theirs.name),
            notes: field(base.notes, ours.notes, theirs.notes),
            colors: list(base.colors, ours.colors, theirs.colors))
    }

    /// Ours when we changed it, else theirs.
    static func field<Value: Equatable>(_ base: Value, _ ours: Value, _ theirs: Value) -> Value {
        ours != base ? ours : theirs
    }

    /// A three-way merge of lists: the elements both sides kept are anchors; between anchors, a
    /// stretch only one side changed takes that side's version (see ``chunk(_:_:_:)`` for both).
    static func list<Element: Equatable>(_ base: [Element], _ ours: [Element], _ theirs: [Element])
        -> [Element]
    {
        if ours == theirs || theirs == base { return ours }
        if ours == base { return theirs }
        let ourMatch = matches(base, ours)
        let theirMatch = matches(base, theirs)
        var merged: [Element] = []
        var (b, o, t) = (0, 0, 0)
        // Base positions kept by both sides, in order, with where they sit in each side.
        var anchors: [(base: Int, ours: Int, theirs: Int)] = []
        for index in base.indices {
            if let inOurs = ourMatch[index], let inTheirs = theirMatch[index] {
                anchors.append((index, inOurs, inTheirs))
            }
        }
        anchors.append((base.count, ours.count, theirs.count))
        for anchor in anchors {
            let baseChunk = Array(base[b..<anchor.base])
            let ourChunk = Array(ours[o..<anchor.ours])
            let theirChunk = Array(theirs[t..<anchor.theirs])
            merged += chunk(baseChunk, ourChunk, theirChunk)
            if anchor.base < base.count { merged.append(ours[anchor.ours]) }
            (b, o, t) = (anchor.base + 1, anchor.ours + 1, anchor.theirs + 1)
        }
        return merged
    }

    /// One stretch between anchors. Only one side changed it: that side's. Both did: position by
    /// position when neither added or removed anything (two colors replaced apart); when one side
    /// only replaced colors, those replacements applied to what the other made of the stretch (a
    /// color replaced while another moved); otherwise ours.
    private static func chunk<Element: Equatable>(_ base: [Element], _ ours: [Element], _ theirs: [Element])
        -> [Element]
    {
        if ours == base { return theirs }
        if theirs == base { return ours }
        switch (ours.count == base.count, theirs.count == base.count) {
        case (true, true): return base.indices.map { field(base[$0], ours[$0], theirs[$0]) }
        case (false, true): return replacing(in: ours, base, theirs)
        case (true, false): return replacing(in: theirs, base, ours)
        case (false, false): return ours
        }
    }

    /// `target` with each element that `replaced` swapped for another (position by position
    /// against `base`) swapped the same way, each replacement used once.
    private static func replacing<Element: Equatable>(
        in target: [Element], _ base: [Element], _ replaced: [Element]
    ) -> [Element] {
        var swaps = base.indices.filter { base[$0] != replaced[$0] }.map {
            (from: base[$0], to: replaced[$0])
        }
        return target.map { element in
            guard let index = swaps.firstIndex(where: { $0.from == element }) else { return element }
            return swaps.remove(at: index).to
        }
    }

    /// For each position of `base`, where a longest common subsequence with `other` puts it.
    private static func matches<Element: Equatable>(_ base: [Element], _ other: [Element]) -> [Int?] {
        let (n, m) = (base.count, other.count)
        // lengths[i][j]: the longest common subsequence of base[i...] and other[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    base[i] == other[j]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result = [Int?](repeating: nil, count: n)
        var (i, j) = (0, 0)
        while i < n, j < m {
            if base[i] == other[j] {
                result[i] = j
                (i, j) = (i + 1, j + 1)
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
