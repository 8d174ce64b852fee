/// The keys of one JSON object read so far, to refuse a repeat: looked through in a list while
/// there are few (most objects have a handful), kept in a set from ``hashedFrom`` on.
struct JSONKeys {
    /// From how many keys a set costs less than a look through the list.
    static let hashedFrom = 12
    private var list: [String] = []
    private var set = Set<String>()

    /// Adds `key`: false when the object had it already.
    mutating func insert(_ key: String) -> Bool {
        guard list.count < Self.hashedFrom else { return set.insert(key).inserted }
        guard !list.contains(key) else { return false }
        // Room for the keys a list holds, made once: growing it one key at a time made most
        // objects' list three or four times.
        if list.isEmpty { list.reserveCapacity(Self.hashedFrom) }
        list.append(key)
        if list.count == Self.hashedFrom { set = Set(list) }
        return true
    }
}
