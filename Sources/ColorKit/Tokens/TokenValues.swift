/// A token's values by mode, looked up the way a dictionary is.
///
/// A token has a value in a few modes, and a check looks one up for every pair in every mode:
/// thousands of times a theme. A dictionary hashes the mode's name at each look-up and each
/// insertion; these few entries, in the order they were set, are found by comparing names,
/// which for the mode names a set hands out (one string shared by every token) is a pointer
/// comparison. Two values are equal when they hold the same modes and values, in any order.
public struct TokenValues: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One mode's value.
    public typealias Element = (key: String, value: TokenValue)

    /// The modes that have a value, in the order they were set.
    public private(set) var keys: [String]
    /// Their values, at the same positions. Apart from the names, so that a search reads names
    /// alone: over one list of both, each step copied a whole value out.
    private var values: [TokenValue]

    /// No values.
    public init() {
        keys = []
        values = []
    }

    /// `values[i]` in `modes[i]`; the modes are distinct and as many as the values. A reader
    /// whose tokens are in every mode hands each the one list of modes, shared, not copied.
    public init(modes: [String], values: [TokenValue]) {
        precondition(modes.count == values.count, "\(modes.count) modes for \(values.count) values")
        assert(Set(modes).count == modes.count, "modes repeat: \(modes)")
        keys = modes
        self.values = values
    }

    /// The values `dictionary` holds, in the order of its keys' UTF-8 bytes: a dictionary's own
    /// order changes from run to run, and a token's should not.
    public init(_ dictionary: [String: TokenValue]) {
        self.init()
        for (mode, value) in dictionary.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            append(value, for: mode)
        }
    }

    /// The values written, in that order; a mode written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, TokenValue)...) {
        self.init()
        for (mode, value) in elements { self[mode] = value }
    }

    /// Adds `value` for `mode`, which has none yet.
    private mutating func append(_ value: TokenValue, for mode: String) {
        assert(position(of: mode) == nil, "\(mode) already has a value")
        keys.append(mode)
        values.append(value)
    }

    /// The value in `mode`; setting nil removes it.
    public subscript(mode: String) -> TokenValue? {
        get { position(of: mode).map { values[$0] } }
        set {
            switch (position(of: mode), newValue) {
            case (let index?, let value?): values[index] = value
            case (let index?, nil):
                keys.remove(at: index)
                values.remove(at: index)
            case (nil, let value?): append(value, for: mode)
            case (nil, nil): break
            }
        }
    }

    /// The color in `mode` as RGB, read in place: a check asks for thousands, and copying each
    /// value out to read its color retained and released everything the value holds.
    public func rgbColor(in mode: String) -> RGBColor? {
        guard let index = position(of: mode) else { return nil }
        return values[index].rgbColor
    }

    /// Where `mode`'s value is.
    private func position(of mode: String) -> Int? {
        // A stored count tells most names apart before any byte is compared.
        let count = mode.utf8.count
        for index in keys.indices where keys[index].utf8.count == count && keys[index] == mode {
            return index
        }
        return nil
    }

    /// The first position.
    public var startIndex: Int { keys.startIndex }
    /// Past the last position.
    public var endIndex: Int { keys.endIndex }
    /// The mode and value at `position`.
    public subscript(position: Int) -> Element { (keys[position], values[position]) }

    /// Whether both hold the same modes with the same values, in whatever order.
    public static func == (lhs: TokenValues, rhs: TokenValues) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Hashes the entries without regard to their order, as equality has none.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (mode, value) in self {
            var one = Hasher()
            one.combine(mode)
            one.combine(value)
            combined ^= one.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
