// Fuzzes the PNG decoder, which reads the images uploaded to POST /api/v1/images/colors: every
// input is refused with a thrown error or decoded into an image of the size its header states.
//
// Each input is decoded three ways. As it is. With its chunks' CRCs made right, since a mutated
// chunk otherwise stops at its checksum. And as the parts of an image the harness assembles: a
// mutated zlib stream fails its Adler-32 check before a single row is unfiltered, so the input
// also supplies a header, palette, transparency and filtered rows that are compressed here,
// which reaches the unfiltering and pixel reading with every color type, depth and interlace.
import Codecs
import ColorKit

/// The pixel bound for each decode. The server allows 4,000,000; a quarter of that reaches the
/// same code while keeping the buffers a hostile header makes zlib allocate small enough for
/// thousands of runs a second.
private let maximumPixels = 1 << 20

/// libFuzzer's entry point: one input, three images.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    decode(bytes)
    let fixed = withChecksumsFixed(bytes)
    if fixed != bytes { decode(fixed) }
    if let assembled = assemble(bytes) { decode(assembled) }
    return 0
}

/// Decodes one file and checks what a caller relies on.
private func decode(_ bytes: [UInt8]) {
    guard let image = try? PNGDecoder.decode(bytes, maximumPixels: maximumPixels) else { return }
    precondition(image.width > 0 && image.height > 0 && image.width * image.height <= maximumPixels)
    precondition(image.pixels.count == image.width * image.height * 4)
    // The server goes on to cluster the pixels; small images keep each run fast.
    if image.width * image.height <= 4096 {
        _ = try? DominantColors.find(in: image, count: 5, seed: 0)
    }
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed.
private func withChecksumsFixed(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { break }
        let crc = Zlib.crc32(bytes[offset + 4..<offset + 8 + length])
        for index in 0..<4 {
            bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
        }
        offset += 12 + length
    }
    return bytes
}

/// A PNG made of the input's parts: 7 bytes of header fields (width and height up to 64, bit
/// depth, color type, interlace, palette and transparency lengths), then the palette, the
/// transparency, and the filtered rows, zero-padded or cut to what the header needs.
private func assemble(_ input: [UInt8]) -> [UInt8]? {
    guard input.count >= 7 else { return nil }
    let width = 1 + Int(input[0] % 64)
    let height = 1 + Int(input[1] % 64)
    let (depth, colorType, interlace) = (input[2], input[3], input[4] & 1)
    let channels: Int
    switch colorType {
    case 0, 3: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: return nil  // the raw decode already covers refused headers
    }
    guard [1, 2, 4, 8, 16].contains(depth) else { return nil }
    var rest = input[7...]
    let palette = Array(rest.prefix(Int(input[5]) * 3))
    rest = rest.dropFirst(palette.count)
    let transparency = Array(rest.prefix(Int(input[6])))
    rest = rest.dropFirst(transparency.count)
    // Rows as the decoder expects them: each pass's rows, each a filter byte and its samples.
    let passes =
        interlace == 1
        ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        : [(0, 0, 1, 1)]
    var expected = 0
    for (x, y, dx, dy) in passes where width > x && height > y {
        let columns = (width - x + dx - 1) / dx
        expected += (height - y + dy - 1) / dy * (1 + (columns * channels * Int(depth) + 7) / 8)
    }
    var rows = Array(rest.prefix(expected))
    rows += [UInt8](repeating: 0, count: expected - rows.count)
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ data: [UInt8]) {
        let body = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count)) + body + bigEndian(Zlib.crc32(body))
    }
    chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colorType, 0, 0, interlace])
    if !palette.isEmpty { chunk("PLTE", palette) }
    if !transparency.isEmpty { chunk("tRNS", transparency) }
    chunk("IDAT", Zlib.compress(rows, level: .fastest))
    chunk("IEND", [])
    return file
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
