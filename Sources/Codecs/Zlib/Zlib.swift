import CZlib

/// Deflate compression and decompression, and the CRC-32 and Adler-32 checksums, by the system's
/// zlib: the same library the server already links for HTTP compression, and the reference
/// implementation of the format.
public enum Zlib {
    /// The framing around a deflate stream.
    public enum Framing: Sendable {
        /// RFC 1950: a two-byte header and an Adler-32 trailer, as PNG stores its pixels.
        case zlib
        /// RFC 1951 alone, as ZIP stores its files.
        case raw

        /// zlib's window-bits argument: negative means no header or trailer.
        var windowBits: Int32 { self == .zlib ? 15 : -15 }
    }

    /// How hard the encoder searches for matches.
    public enum Level: Int32, Sendable {
        /// zlib's level 1: several times faster than `.balanced` and 10–20 % larger.
        case fastest = 1
        /// zlib's level 6, its default.
        case balanced = 6
        /// zlib's level 9: for files written once and served many times.
        case smallest = 9
    }

    /// Compresses `bytes`.
    ///
    /// `filtered` selects zlib's `Z_FILTERED` strategy, meant for data such as PNG-filtered rows
    /// where small values are common and long matches rare.
    public static func compress(
        _ bytes: [UInt8], framing: Framing = .zlib, level: Level = .balanced, filtered: Bool = false
    ) -> [UInt8] {
        var stream = z_stream()
        let strategy = filtered ? Z_FILTERED : Z_DEFAULT_STRATEGY
        // Only a memory failure makes init fail, and then nothing else could work either.
        guard czlib_deflate_init(&stream, level.rawValue, framing.windowBits, strategy) == Z_OK else {
            fatalError("zlib could not allocate its compression state")
        }
        defer { deflateEnd(&stream) }
        // deflateBound is an upper bound for the whole stream, so one call to deflate finishes it.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        let produced = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                let status = deflate(&stream, Z_FINISH)
                precondition(status == Z_STREAM_END, "deflateBound promised room for the whole stream")
                return output.count - Int(stream.avail_out)
            }
        }
        output.removeSubrange(produced...)
        return output
    }

    /// Decompresses `bytes`, which must hold one whole stream and nothing after it.
    ///
    /// The output buffer is `limit` bytes and never grows: a stream that would unpack to more
    /// (a decompression bomb, or a file lying about its size) is refused at the limit.
    public static func decompress(_ bytes: [UInt8], framing: Framing = .zlib, limit: Int)
        throws(CodecError) -> [UInt8]
    {
        guard limit >= 0, bytes.count <= UInt32.max, limit < UInt32.max else {
            throw .corruptStream(reason: "the data is larger than 4 GB")
        }
        var stream = z_stream()
        guard czlib_inflate_init(&stream, framing.windowBits) == Z_OK else {
            fatalError("zlib could not allocate its decompression state")
        }
        defer { inflateEnd(&stream) }
        // One byte past the limit tells a stream that stops exactly there from one that goes on.
        // The buffer starts small and doubles as output comes, never past that: a few bytes that
        // promise megabytes get a buffer the size of what they really hold.
        let ceiling = limit + 1
        var output = [UInt8](repeating: 0, count: min(ceiling, max(64 * 1024, bytes.count * 4)))
        var status: Int32
        var produced = 0
        var unused = bytes.count
        while true {
            (status, produced, unused) = bytes.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { output in
                    let consumed = Int(stream.total_in)
                    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + consumed })
                    stream.avail_in = UInt32(input.count - consumed)
                    stream.next_out = output.baseAddress.map { $0 + Int(stream.total_out) }
                    stream.avail_out = UInt32(output.count - Int(stream.total_out))
                    let status = inflate(&stream, Z_FINISH)
                    return (status, Int(stream.total_out), Int(stream.avail_in))
                }
            }
            // Out of room with room still allowed: grow and go on.
            guard status == Z_OK || status == Z_BUF_ERROR, produced == output.count, output.count < ceiling
            else {
                break
            }
            output.append(contentsOf: repeatElement(0, count: min(ceiling, output.count * 2) - output.count))
        }
        switch status {
        case Z_STREAM_END:
            guard produced <= limit else { throw tooLarge(limit) }
            guard unused == 0 else { throw .corruptStream(reason: "data follows the end of the stream") }
            output.removeSubrange(produced...)
            return output
        // Out of room or out of input before the stream's end: which one says what went wrong.
        case Z_OK, Z_BUF_ERROR:
            throw produced > limit ? tooLarge(limit) : .corruptStream(reason: "the data is truncated")
        case Z_NEED_DICT:
            throw .corruptStream(reason: "the data needs a preset dictionary")
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            throw .corruptStream(reason: message)
        }
    }

    /// The CRC-32 (IEEE 802.3) of `bytes`, optionally continuing from the checksum of earlier data.
    public static func crc32<Bytes: Collection<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        // zlib reads a null buffer as "give the initial value", so empty input is answered here.
        bytes.isEmpty
            ? crc
            : withContiguous(bytes) { buffer in
                UInt32(CZlib.crc32(UInt(crc), buffer.baseAddress, UInt32(buffer.count)))
            }
    }

    /// The Adler-32 of `bytes`, the checksum that ends a zlib stream.
    public static func adler32<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
        bytes.isEmpty
            ? 1
            : withContiguous(bytes) { buffer in
                UInt32(CZlib.adler32(1, buffer.baseAddress, UInt32(buffer.count)))
            }
    }

    private static func tooLarge(_ limit: Int) -> CodecError {
        .corruptStream(reason: "the data unpacks to more than the \(limit) bytes its header promises")
    }

    /// Runs `body` over the bytes as one buffer, copying only collections that are not contiguous.
    private static func withContiguous<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, _ body: (UnsafeBufferPointer<UInt8>) -> UInt32
    ) -> UInt32 {
        precondition(bytes.count <= UInt32.max, "checksums are computed over at most 4 GB at once")
        return bytes.withContiguousStorageIfAvailable(body) ?? Array(bytes).withUnsafeBufferPointer(body)
    }
}
