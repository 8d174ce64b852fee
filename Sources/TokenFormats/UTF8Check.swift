/// Refuses a file that is not UTF-8 (or holds NUL) before a reader looks at it, so that no
/// name or value is read with a replacement character in it and every error can say where.
enum UTF8Check {
    /// Throws ``TokenFormatError/malformed(file:line:column:reason:)`` at the first byte that
    /// does not decode, or at the first NUL.
    static func validate(_ file: TokenFile) throws(TokenFormatError) {
        // Nearly every file is valid: the standard library's validation and a search for NUL
        // say so at memory speed; the walk below, a scalar at a time, only finds where it is not.
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
}
