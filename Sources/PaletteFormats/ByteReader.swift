import ColrModels

/// Reads big-endian values from bytes, failing cleanly (never trapping) on short input.
struct ByteReader {
    let bytes: [UInt8]
    let format: PaletteFormat
    private(set) var offset = 0

    init(bytes: [UInt8], format: PaletteFormat) {
        self.bytes = bytes
        self.format = format
    }

    mutating func bytes(_ count: Int) throws(PaletteFormatError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else {
            throw .malformed(format: format, reason: "it ends in the middle of a block")
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint16() throws(PaletteFormatError) -> UInt16 {
        try bytes(2).reduce(0) { $0 << 8 | UInt16($1) }
    }

    mutating func uint32() throws(PaletteFormatError) -> UInt32 {
        try bytes(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func float32() throws(PaletteFormatError) -> Float {
        let value = Float(bitPattern: try uint32())
        guard value.isFinite else { throw .malformed(format: format, reason: "a channel is not a number") }
        return value
    }

    /// A length-prefixed, NUL-terminated UTF-16 big-endian string, as ASE names are stored.
    mutating func utf16Name() throws(PaletteFormatError) -> String {
        let count = Int(try uint16())
        var units: [UInt16] = []
        for _ in 0..<count { units.append(try uint16()) }
        if units.last == 0 { units.removeLast() }
        return String(decoding: units, as: UTF16.self)
    }
}
