/// Turns one unfiltered PNG scanline's samples into 8-bit RGBA pixels.
struct PNGPixelReader {
    let header: PNGHeader
    let palette: [UInt8]
    let transparency: [UInt8]

    /// The grey value (at full bit depth) that tRNS marks transparent, or -1.
    private let transparentGrey: Int
    /// The RGB value (at full bit depth) that tRNS marks transparent, if any.
    private let transparentRGB: (Int, Int, Int)?

    init(header: PNGHeader, palette: [UInt8], transparency: [UInt8]) {
        self.header = header
        self.palette = palette
        self.transparency = transparency
        func key(_ index: Int) -> Int { Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1]) }
        transparentGrey = header.colorType == 0 && transparency.count >= 2 ? key(0) : -1
        transparentRGB = header.colorType == 2 && transparency.count >= 6 ? (key(0), key(1), key(2)) : nil
    }

    /// Sample `index` of a row, at the header's bit depth.
    @inline(__always)
    private func sample(_ line: [UInt8], _ index: Int) -> Int {
        switch header.bitDepth {
        case 8: return Int(line[index])
        case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
        default:
            let bit = index * header.bitDepth
            let shift = 8 - header.bitDepth - bit % 8
            return Int(line[bit / 8]) >> shift & ((1 << header.bitDepth) - 1)
        }
    }

    /// A sample scaled to 8 bits: low depths are replicated, 16 bits keep their high byte.
    @inline(__always)
    private func eightBit(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 16: UInt8(value >> 8)
        case 8: UInt8(value)
        default: UInt8(value * 255 / ((1 << header.bitDepth) - 1))
        }
    }

    /// The pixel in column `column` of `line`.
    @inline(__always)
    func pixel(_ line: [UInt8], _ column: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let channels = header.channels
        let base = column * channels
        switch header.colorType {
        case 3:
            let index = sample(line, base)
            guard index * 3 + 2 < palette.count else { return (0, 0, 0, 255) }
            let alpha = index < transparency.count ? transparency[index] : 255
            return (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha)
        case 0, 4:
            let grey = sample(line, base)
            let alpha: UInt8
            if header.colorType == 4 {
                alpha = eightBit(sample(line, base + 1))
            } else {
                alpha = grey == transparentGrey ? 0 : 255
            }
            let value = eightBit(grey)
            return (value, value, value, alpha)
        default:
            let red = sample(line, base)
            let green = sample(line, base + 1)
            let blue = sample(line, base + 2)
            let alpha: UInt8
            if header.colorType == 6 {
                alpha = eightBit(sample(line, base + 3))
            } else {
                alpha = transparentRGB.map { $0 == (red, green, blue) } == true ? 0 : 255
            }
            return (eightBit(red), eightBit(green), eightBit(blue), alpha)
        }
    }
}
