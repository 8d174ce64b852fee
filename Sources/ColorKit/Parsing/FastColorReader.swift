/// The parser's fast path: reads the common notations straight from UTF-8 bytes, without the
/// tokenizer's scalar array, strings and component lists.
///
/// It takes `#hex`, bare names made of ASCII letters, and the color functions with plain numbers
/// (`rgb(51, 102, 204)`, `oklch(0.55 0.15 260deg / 50%)`, `color(srgb 0.2 0.4 0.8)`). It answers
/// nil for anything else, and for anything wrong, so the full parser decides every other input
/// and writes every error. What it accepts it reads through the full reader's own rules
/// (``CSSColorReader/place(_:in:)``, ``CSSColorReader/make(_:space:values:alpha:isRelative:)``),
/// and a test checks that both paths agree on a large generated corpus.
struct FastColorReader {
    /// A color read by the fast path: sRGB for hex and names, which need no conversion, or a CSS color.
    enum Color {
        case srgb(RGBColor)
        case css(CSSColor)

        var rgbColor: RGBColor {
            switch self {
            case .srgb(let color): color
            case .css(let color): color.rgbColor
            }
        }

        var cssColor: CSSColor {
            switch self {
            case .srgb(let color): CSSColor(color)
            case .css(let color): color
            }
        }
    }

    let catalogs: [ColorNameCatalog]
    /// Whether hex without `#` and `hsb()` are read, as ``ColorParser/parse(_:)`` does.
    let lenient: Bool

    /// The color, or nil when the full parser must decide.
    func read(_ input: String) -> Color? {
        input.utf8.withContiguousStorageIfAvailable { bytes in read(bytes) } ?? nil
    }

    /// The color written in `bytes` (UTF-8, at most ``ColorParser/maximumLength``), or nil when
    /// the full parser must decide.
    func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Color? {
        // A byte count within the limit bounds the scalar count too; longer input is the full
        // parser's to refuse.
        guard bytes.count <= ColorParser.maximumLength else { return nil }
        var start = 0
        var end = bytes.count
        while start < end, FastScanner.isWhitespace(bytes[start]) { start += 1 }
        while end > start, FastScanner.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        if bytes[start] == UInt8(ascii: "#") { return hex(bytes, start + 1, end).map { .srgb($0) } }
        var index = start
        while index < end, FastScanner.isLetter(bytes[index]) { index += 1 }
        if index == end { return word(bytes, start, end) }
        guard index > start, bytes[index] == UInt8(ascii: "(") else { return nil }
        var scanner = FastScanner(bytes: bytes, index: index + 1, end: end)
        return function(named: bytes, start, index, &scanner).map { .css($0) }
    }

    /// `#` and 3, 4, 6 or 8 hex digits, as ``HexNotation/parse(_:)`` reads them.
    private func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> RGBColor? {
        let count = end - start
        guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
        var packed: UInt32 = 0
        for index in start..<end {
            guard let digit = HexNotation.digitValue(bytes[index]) else { return nil }
            packed = packed << 4 | UInt32(digit)
        }
        func nibble(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: packed >> shift) & 0x0F }
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: packed >> shift) }
        let rgb8: RGB8
        switch count {
        case 3: rgb8 = RGB8(red: nibble(8) * 17, green: nibble(4) * 17, blue: nibble(0) * 17)
        case 4:
            rgb8 = RGB8(
                red: nibble(12) * 17, green: nibble(8) * 17, blue: nibble(4) * 17, alpha: nibble(0) * 17)
        case 6: rgb8 = RGB8(red: byte(16), green: byte(8), blue: byte(0))
        default: rgb8 = RGB8(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
        }
        return RGBColor(rgb8)
    }

    /// A bare word of ASCII letters: hex without `#` when lenient, `transparent`, or a name.
    private func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Color? {
        let count = end - start
        if count == 3 || count == 4 || count == 6 || count == 8,
            bytes[start..<end].allSatisfy({ HexNotation.digitValue($0) != nil })
        {
            // CSS refuses hex without `#`, with an error the full parser writes.
            return lenient ? hex(bytes, start, end).map { .srgb($0) } : nil
        }
        let key = String(unsafeUninitializedCapacity: count) { buffer in
            for offset in 0..<count { buffer[offset] = bytes[start + offset] | 0x20 }
            return count
        }
        if key == "transparent" { return .srgb(RGBColor(white: 0, alpha: 0)) }
        for catalog in catalogs {
            guard let named = catalog.color(normalizedName: key) else { continue }
            let color = named.color
            // The full parser returns the color through CSSColor, which clamps what lies far
            // outside sRGB; a catalog's colors lie inside, and any other is left to it.
            let inside = [color.red, color.green, color.blue, color.alpha].allSatisfy { $0 >= 0 && $0 <= 1 }
            return inside ? .srgb(color) : nil
        }
        // Unknown names and `currentcolor` are errors, written by the full parser.
        return nil
    }

    /// A color function whose name is `bytes[start..<end]` and whose arguments the scanner reads.
    private func function(
        named bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ scanner: inout FastScanner
    ) -> CSSColor? {
        guard let function = Self.function(bytes, start, end), lenient || !function.isAppExtension else {
            return nil
        }
        var space = function.space
        if function == .color {
            guard let named = scanner.spaceName() else { return nil }
            space = named
        }
        guard case .component(let first) = scanner.next() else { return nil }
        var values: [Double?] = [nil, nil, nil]
        var alpha: Double? = 1
        var second = scanner.next()
        if second == .comma {
            // The comma-separated syntax: numbers only, alpha as a fourth after a comma.
            guard function.allowsLegacySyntax, let first,
                case .component(let green?) = scanner.next(), scanner.next() == .comma,
                case .component(let blue?) = scanner.next()
            else { return nil }
            var units: [CSSNumeric.Unit?] = [nil, nil, nil]
            for (index, numeric) in [first, green, blue].enumerated() {
                guard let placed = CSSColorReader.place(numeric, in: function.slot(index)) else { return nil }
                values[index] = placed.value
                units[index] = placed.unit
            }
            switch scanner.next() {
            case .close: break
            case .comma:
                guard case .component(let written?) = scanner.next(), scanner.next() == .close,
                    let placed = CSSColorReader.place(written, in: .alpha)
                else { return nil }
                alpha = placed.value
            default: return nil
            }
            guard CSSColorReader.legacyUnitProblem(function, units) == nil else { return nil }
        } else {
            guard case .component(let middle) = second, case .component(let third) = scanner.next() else {
                return nil
            }
            for (index, numeric) in [first, middle, third].enumerated() {
                guard let numeric else { continue }  // `none`
                guard let placed = CSSColorReader.place(numeric, in: function.slot(index)) else { return nil }
                values[index] = placed.value
            }
            second = scanner.next()
            switch second {
            case .close: break
            case .slash:
                guard case .component(let written) = scanner.next(), scanner.next() == .close else {
                    return nil
                }
                if let written {
                    guard let placed = CSSColorReader.place(written, in: .alpha) else { return nil }
                    alpha = placed.value
                } else {
                    alpha = nil
                }
            default: return nil
            }
        }
        guard scanner.isAtEnd else { return nil }
        return CSSColorReader.make(function, space: space, values: values, alpha: alpha, isRelative: false)
    }

    /// The function named by ASCII letters, any case, or nil.
    private static func function(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> CSSColorReader.Function?
    {
        guard end - start <= 5 else { return nil }
        var packed: UInt64 = 0
        for index in start..<end { packed = packed << 8 | UInt64(bytes[index] | 0x20) }
        return functionsByPackedName[packed]
    }

    /// The color functions keyed by their lowercase names packed into an integer, one byte a letter.
    private static let functionsByPackedName: [UInt64: CSSColorReader.Function] = {
        let all: [CSSColorReader.Function] = [
            .rgb, .rgba, .hsl, .hsla, .hwb, .lab, .lch, .oklab, .oklch, .color, .hsb, .hsv,
        ]
        var table: [UInt64: CSSColorReader.Function] = [:]
        for function in all {
            table[function.rawValue.utf8.reduce(0) { $0 << 8 | UInt64($1) }] = function
        }
        return table
    }()
}
