import ColorKit

/// Adobe Swatch Exchange (`.ase`, version 1.0): big-endian blocks of UTF-16 names and 32-bit
/// float channels. Exports one group named after the palette holding RGB process colors;
/// imports RGB, gray, CMYK and Lab colors from any groups.
enum AdobeSwatchExchange {
    static let groupStart: UInt16 = 0xC001
    static let groupEnd: UInt16 = 0xC002
    static let colorEntry: UInt16 = 0x0001

    /// The palette as an `.ase` file.
    static func write(_ palette: PaletteDocument) -> [UInt8] {
        var blocks: [(UInt16, [UInt8])] = [(groupStart, name(palette.displayName))]
        for (label, entry) in zip(palette.entryNames, palette.entries) {
            var body = name(label)
            body += Array("RGB ".utf8)
            for channel in [entry.color.red, entry.color.green, entry.color.blue] {
                append(Float(channel) / 255, to: &body)
            }
            append(UInt16(2), to: &body)  // a normal (process) color, not global or spot
            blocks.append((colorEntry, body))
        }
        blocks.append((groupEnd, []))
        var file = Array("ASEF".utf8)
        append(UInt16(1), to: &file)
        append(UInt16(0), to: &file)
        append(UInt32(blocks.count), to: &file)
        for (type, body) in blocks {
            append(type, to: &file)
            append(UInt32(body.count), to: &file)
            file += body
        }
        return file
    }

    /// Reads an `.ase` file; the first group's name becomes the palette's name.
    static func read(_ bytes: [UInt8]) throws(PaletteFormatError) -> PaletteDocument {
        var reader = ByteReader(bytes: bytes, format: .ase)
        guard Array(try reader.bytes(4)) == Array("ASEF".utf8) else {
            throw .malformed(format: .ase, reason: "it does not start with ASEF")
        }
        _ = try reader.uint16()
        _ = try reader.uint16()
        let count = try reader.uint32()
        var paletteName = ""
        var entries: [PaletteDocument.Entry] = []
        for _ in 0..<count {
            let type = try reader.uint16()
            let length = Int(try reader.uint32())
            var block = ByteReader(bytes: Array(try reader.bytes(length)), format: .ase)
            switch type {
            case groupStart:
                let group = try block.utf16Name()
                if paletteName.isEmpty { paletteName = group }
            case colorEntry:
                let label = try block.utf16Name()
                entries.append(.init(name: label, color: try color(&block)))
            default:
                continue  // group ends and blocks of later versions carry no colors
            }
        }
        guard !entries.isEmpty else { throw .empty(format: .ase) }
        return PaletteDocument(name: paletteName, entries: entries)
    }

    private static func color(_ block: inout ByteReader) throws(PaletteFormatError) -> RGB8 {
        let model = String(decoding: try block.bytes(4), as: UTF8.self)
        func channel() throws(PaletteFormatError) -> Double { Double(try block.float32()) }
        let rgb: RGBColor
        switch model {
        case "RGB ": rgb = RGBColor(red: try channel(), green: try channel(), blue: try channel())
        case "Gray":
            let white = try channel()
            rgb = RGBColor(red: white, green: white, blue: white)
        case "CMYK":
            let (c, m, y, k) = (try channel(), try channel(), try channel(), try channel())
            rgb = RGBColor(red: (1 - c) * (1 - k), green: (1 - m) * (1 - k), blue: (1 - y) * (1 - k))
        case "LAB ":
            // ASE stores L as 0…1 and a, b as CIELAB units.
            let (l, a, b) = (try channel(), try channel(), try channel())
            rgb = Lab(lightness: l * 100, a: a, b: b).rgbColor
        default:
            throw .malformed(format: .ase, reason: "unknown color model \"\(model)\"")
        }
        return rgb.clamped.rgb8
    }

    private static func name(_ text: String) -> [UInt8] {
        let units = Array(text.utf16) + [0]
        var bytes: [UInt8] = []
        append(UInt16(units.count), to: &bytes)
        for unit in units { append(unit, to: &bytes) }
        return bytes
    }

    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.bigEndian) { bytes += $0 }
    }

    private static func append(_ value: Float, to bytes: inout [UInt8]) {
        append(value.bitPattern, to: &bytes)
    }
}
