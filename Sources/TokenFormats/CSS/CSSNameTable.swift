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

    /// The id of the name spelled by `bytes`, adding it when it is new. The bytes are read in
    /// place, as the scanner has them: a slice of the sheet would retain and release it for each
    /// of thousands of declarations.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if last + 1 < names.count, spells(last + 1, bytes) {
            last += 1
            return last
        }
        let hash = Self.hash(bytes)
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if spells(id, bytes) {
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
        bytes.withUnsafeBufferPointer { bytes in
            var slot = Self.hash(bytes) & (slots.count - 1)
            while slots[slot] >= 0 {
                let id = Int(slots[slot])
                if spells(id, bytes) { return id }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Where name `id`'s bytes are in `storage`.
    private func span(_ id: Int) -> Range<Int> { (id == 0 ? 0 : ends[id - 1])..<ends[id] }

    /// Whether name `id` is spelled `bytes`.
    private func spells(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = span(id)
        guard span.count == bytes.count else { return false }
        return storage.withUnsafeBufferPointer {
            CSSText.same(UnsafeBufferPointer(rebasing: $0[span]), bytes)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for id in names.indices {
            let span = span(id)
            var slot =
                storage.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[span])) }
                & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(truncatingIfNeeded: id)
        }
    }

    /// The standard library's keyed hash: names come from files anyone may upload, and a
    /// fixed hash would let one file make every name collide. Fed eight bytes at a time, which
    /// costs a third of handing it the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        let raw = UnsafeRawBufferPointer(bytes)
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
        return hasher.finalize()
    }
}
