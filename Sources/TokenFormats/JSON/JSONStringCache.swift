/// The strings a JSON document repeats, each made once.
///
/// A pairs file names the same tokens and modes hundreds of times (Primer's: `--bgColor-default`
/// in most of its 486 pairs); each was a new string, allocated, checked as UTF-8 and freed. A
/// string the cache has seen comes back shared. Strings of up to 15 bytes live inside the
/// `String` value itself and are made as they are. The cache is direct-mapped: a slot holds
/// the last string that fell in it, so a file built to collide costs misses, never more work
/// or memory than a file without repeats.
struct JSONStringCache {
    /// Up to how many bytes a string is stored inline, with nothing to share.
    private static let inlineLimit = 15
    private var slots = [String?](repeating: nil, count: 256)

    /// The text of `bytes`, which are valid UTF-8.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > Self.inlineLimit else { return String(decoding: bytes, as: UTF8.self) }
        // FNV-1a: a slot index, not a table a collision could slow down.
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let slot = Int(hash & UInt32(slots.count - 1))
        if let cached = slots[slot],
            cached.utf8.withContiguousStorageIfAvailable({ CSSText.same($0, bytes) }) == true
        {
            return cached
        }
        let made = String(decoding: bytes, as: UTF8.self)
        slots[slot] = made
        return made
    }
}
