/// Reads the files of a ZIP archive through its central directory, as archivers that stream
/// (Finder among them) leave the sizes in the local headers empty.
///
/// Archives are untrusted: every offset is checked against the data, each file unpacks to at
/// most a caller's limit, and its CRC-32 must match. Stored and deflated files are read;
/// encrypted files, other methods and ZIP64 are refused.
public struct ZipReader: Sendable {
    /// One file in the central directory.
    public struct File: Sendable {
        /// The file's path in the archive, with forward slashes.
        public let path: String
        /// The size the file unpacks to, as the directory states it.
        public let size: Int
        let method: UInt16
        let flags: UInt16
        let crc: UInt32
        let compressedSize: Int
        let localHeaderOffset: Int
    }

    private let bytes: [UInt8]
    /// The archive's files in directory order.
    public private(set) var files: [File] = []

    /// Reads the central directory of `bytes`.
    public init(_ bytes: [UInt8]) throws(CodecError) {
        self.bytes = bytes
        // The end record is 22 bytes plus a comment of up to 65,535; search back for it.
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        var end = bytes.count - 22
        let signature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
        while end >= lowest, !bytes[end..<end + 4].elementsEqual(signature) { end -= 1 }
        guard end >= lowest else { throw failure("it is not a ZIP archive (no end of central directory)") }
        let count = Int(uint16(end + 10) ?? 0)
        var offset = Int(uint32(end + 16) ?? 0)
        guard count != 0xFFFF, offset != 0xFFFF_FFFF else { throw failure("it is a ZIP64 archive") }
        for _ in 0..<count {
            guard uint32(offset) == 0x0201_4B50, let flags = uint16(offset + 8),
                let method = uint16(offset + 10), let crc = uint32(offset + 16),
                let compressedSize = uint32(offset + 20), let size = uint32(offset + 24),
                let nameLength = uint16(offset + 28), let extraLength = uint16(offset + 30),
                let commentLength = uint16(offset + 32), let localOffset = uint32(offset + 42),
                offset + 46 + Int(nameLength) <= bytes.count
            else { throw failure("its central directory is cut short or corrupt") }
            let name = String(decoding: bytes[offset + 46..<offset + 46 + Int(nameLength)], as: UTF8.self)
            files.append(
                File(
                    path: name, size: Int(size), method: method, flags: flags, crc: crc,
                    compressedSize: Int(compressedSize), localHeaderOffset: Int(localOffset)))
            offset += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
    }

    /// The contents of `file`, refusing anything that would unpack to more than `limit` bytes.
    public func contents(of file: File, limit: Int) throws(CodecError) -> [UInt8] {
        guard file.flags & 1 == 0 else { throw failure("\(file.path) is encrypted") }
        guard file.size <= limit else { throw failure("\(file.path) is larger than a palette file can be") }
        let header = file.localHeaderOffset
        guard uint32(header) == 0x0403_4B50, let nameLength = uint16(header + 26),
            let extraLength = uint16(header + 28)
        else { throw failure("\(file.path) has no local header where the directory says") }
        let start = header + 30 + Int(nameLength) + Int(extraLength)
        guard file.compressedSize <= bytes.count - start else { throw failure("\(file.path) is cut short") }
        let data = Array(bytes[start..<start + file.compressedSize])
        let contents: [UInt8]
        switch file.method {
        case 0: contents = data
        case 8:
            do {
                contents = try Zlib.decompress(data, framing: .raw, limit: file.size)
            } catch {
                throw failure("\(file.path) does not decompress")
            }
        default: throw failure("\(file.path) uses compression method \(file.method), not stored or deflate")
        }
        guard contents.count == file.size, Zlib.crc32(contents) == file.crc else {
            throw failure("\(file.path) does not match its checksum")
        }
        return contents
    }

    private func failure(_ reason: String) -> CodecError {
        .unreadableArchive(reason: reason)
    }

    private func uint16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private func uint32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}
