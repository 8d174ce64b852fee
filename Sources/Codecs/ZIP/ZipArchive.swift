/// Writes a ZIP archive of stored (uncompressed) files: small, readable by every unzip, and
/// byte-for-byte reproducible (every entry is dated 1980-01-01, the format's earliest date).
public struct ZipArchive: Sendable {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    /// An empty archive.
    public init() {}

    /// Adds a file; `path` uses forward slashes.
    public mutating func add(_ path: String, _ contents: [UInt8]) {
        let name = Array(path.utf8)
        let crc = Zlib.crc32(contents)
        let offset = UInt32(body.count)
        var local: [UInt8] = []
        Self.put(UInt32(0x0403_4B50), &local)
        Self.put(UInt16(10), &local)  // version needed: 1.0, stored files
        Self.put(UInt16(0x0800), &local)  // names are UTF-8
        Self.put(UInt16(0), &local)  // stored
        Self.put(UInt16(0), &local)  // time 00:00
        Self.put(UInt16(0x21), &local)  // date 1980-01-01
        Self.put(crc, &local)
        Self.put(UInt32(contents.count), &local)
        Self.put(UInt32(contents.count), &local)
        Self.put(UInt16(name.count), &local)
        Self.put(UInt16(0), &local)
        body += local + name + contents

        Self.put(UInt32(0x0201_4B50), &directory)
        Self.put(UInt16(0x031E), &directory)  // made by: Unix, spec 3.0
        Self.put(UInt16(10), &directory)
        Self.put(UInt16(0x0800), &directory)
        Self.put(UInt16(0), &directory)
        Self.put(UInt16(0), &directory)
        Self.put(UInt16(0x21), &directory)
        Self.put(crc, &directory)
        Self.put(UInt32(contents.count), &directory)
        Self.put(UInt32(contents.count), &directory)
        Self.put(UInt16(name.count), &directory)
        Self.put(UInt16(0), &directory)  // extra
        Self.put(UInt16(0), &directory)  // comment
        Self.put(UInt16(0), &directory)  // disk
        Self.put(UInt16(0), &directory)  // internal attributes
        Self.put(UInt32(0o100644) << 16, &directory)  // a regular file, rw-r--r--
        Self.put(offset, &directory)
        directory += name
        count += 1
    }

    /// The finished archive.
    public var bytes: [UInt8] {
        var end: [UInt8] = []
        Self.put(UInt32(0x0605_4B50), &end)
        Self.put(UInt16(0), &end)
        Self.put(UInt16(0), &end)
        Self.put(UInt16(count), &end)
        Self.put(UInt16(count), &end)
        Self.put(UInt32(directory.count), &end)
        Self.put(UInt32(body.count), &end)
        Self.put(UInt16(0), &end)
        return body + directory + end
    }

    private static func put<T: FixedWidthInteger>(_ value: T, _ bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
