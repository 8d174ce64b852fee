/// Custom property names interned to small ids, looked up by their bytes.
///
/// A design system declares each of its hundreds of names once per theme, and often twice
/// (Primer repeats every theme for `prefers-color-scheme`): reading nine sheets meets a name
/// some twenty times. Each is hashed here from the file's bytes, with no `String` made, and the
/// tables after the scan are arrays by id. A `String` is made once per distinct name.
struct CSSNameTable {
    /// Each name, by id, in the order first met.
    private(set) var names: [String] = []
    /// Every name's bytes, one after another; `ends[id]` is where name `id` stops.
    private var storage: [UInt8] = []
    private var ends: [Int] = []
    /// Open addressing: each slot holds an id, or -1; kept at most half full.
    private var slots = [Int32](repeating: -1, count: 64)
    /// The id the last ``intern(_:)`` returned: generated themes declare their names in the same
    /// order in every mode, so the next name is most often the one after it, found without a hash.
    private var last = -1

    /// How many names are interned.
    var count: Int { names.count }

    /// The id of the name spelled by `bytes`, adding it when it is new.
    mutating func intern(_ bytes: ArraySlice<UInt8>) -> Int {
        if last + 1 < names.count, CSSText.same(spelling(last + 1), bytes) {
            last += 1
            return last
        }
        let hash = Self.hash(bytes)
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if CSSText.same(spelling(id), bytes) {
                last = id
                return id
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = names.count
        last = id
        names.append(String(decoding: bytes, as: UTF8.self))
        storage.append(contentsOf: bytes)
        ends.append(storage.count)
        slots[slot] = Int32(truncatingIfNeeded: id)
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of the name spelled by `bytes`, if it was interned.
    func id(of bytes: ArraySlice<UInt8>) -> Int? {
        var slot = Self.hash(bytes) & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if CSSText.same(spelling(id), bytes) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private func spelling(_ id: Int) -> ArraySlice<UInt8> {
        storage[(id == 0 ? 0 : ends[id - 1])..<ends[id]]
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for id in names.indices {
            var slot = Self.hash(spelling(id)) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(truncatingIfNeeded: id)
        }
    }

    /// The standard library's keyed hash: names come from files anyone may upload, and a
    /// fixed hash would let one file make every name collide. Fed eight bytes at a time, which
    /// costs a third of handing it the bytes.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hasher.combine(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
            hasher.combine(tail)
            hasher.combine(raw.count)
        }
        return hasher.finalize()
    }
}
