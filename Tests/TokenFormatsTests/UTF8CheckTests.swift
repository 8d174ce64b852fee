import Testing

@testable import TokenFormats

@Suite("The UTF-8 check every reader starts with")
struct UTF8CheckTests {
    /// The answer a byte at a time.
    func plain(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { $0 != 0 && $0 < 0x80 } }

    @Test("Eight bytes at a time finds a NUL or a byte past ASCII wherever it is, in files of any length")
    func asciiWords() {
        for length in 0...40 {
            let text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            #expect(UTF8Check.isASCIIWithoutNUL(text) == true)
            for position in 0..<length {
                for odd: UInt8 in [0, 0x80, 0xC3, 0xFF, 0x01, 0x7F] {
                    var bytes = text
                    bytes[position] = odd
                    #expect(
                        UTF8Check.isASCIIWithoutNUL(bytes) == plain(bytes), "\(length) \(position) \(odd)")
                }
            }
        }
    }

    @Test("A file past ASCII is still read when it is UTF-8, and refused where it is not")
    func beyondASCII() throws {
        try UTF8Check.validate(TokenFile(path: "a.css", text: ":root { --é: #fff; }"))
        #expect(
            throws: TokenFormatError.malformed(
                file: "b.css", line: 2, column: 3, reason: "the file is not UTF-8 text")
        ) {
            try UTF8Check.validate(TokenFile(path: "b.css", bytes: Array("x\nab".utf8) + [0xC3, 0x28]))
        }
        #expect(
            throws: TokenFormatError.malformed(
                file: "c.css", line: 1, column: 9, reason: "the file holds a NUL byte")
        ) {
            try UTF8Check.validate(
                TokenFile(path: "c.css", bytes: Array("abcdefgh".utf8) + [0] + Array("ijklmnop".utf8)))
        }
    }
}
