/// Refuses a file that is not UTF-8 (or holds NUL) before a reader looks at it, so that no
/// name or value is read with a replacement character in it and every error can say where.
enum UTF8Check {
    /// Throws ``TokenFormatError/malformed(file:line:column:reason:)`` at the first byte that
    /// does not decode, or at the first NUL.
    static func validate(_ file: TokenFile) throws(TokenFormatError) {
        // Nearly every file is valid, and most are ASCII: eight bytes at a time say so, the
        // standard library's validation and a search for NUL say so of the rest at memory speed;
        // the walk below, a scalar at a time, only finds where a file is not.
        if isASCIIWithoutNUL(file.bytes) { return }
        if !file.bytes.contains(0), String(validating: file.bytes, as: UTF8.self) != nil { return }
        var iterator = file.bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" {
                    throw .malformed(
                        file: file.path, line: line, column: offset - lineStart + 1,
                        reason: "the file holds a NUL byte")
                }
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput: return
            case .error:
                throw .malformed(
                    file: file.path, line: line, column: offset - lineStart + 1,
                    reason: "the file is not UTF-8 text")
            }
        }
    }

    /// Whether every byte is ASCII and none is NUL, read a word of eight bytes at a time.
    static func isASCIIWithoutNUL(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            var index = 0
            while index + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte's high bit is set when it is 0x80 or above, or, after the subtraction,
                // when it was 0: the usual test for a zero byte, which has no false alarms.
                if (word | ((word &- ones) & ~word)) & high != 0 { return false }
                index += 8
            }
            while index < raw.count {
                guard raw[index] != 0, raw[index] < 0x80 else { return false }
                index += 1
            }
            return true
        }
    }
}
