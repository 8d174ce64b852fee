// Fuzzes one theme reader: Tailwind v4 @theme (TokenFormats).
// Each input goes through it as `colr check --fix` would take it: read into a token set (whole,
// and split into two files), then every value's origin rewritten with a color in its own notation.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import ColorKit
import TokenFormats

/// libFuzzer's entry point: one input, one theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = TokenFile(path: "theme.css", bytes: bytes)
    let half = bytes.count / 2
    _ = try? TokenReader.read(
        [
            TokenFile(path: "a.css", bytes: Array(bytes[..<half])),
            TokenFile(path: "b.css", bytes: Array(bytes[half...])),
        ],
        as: .tailwind)
    guard let set = try? TokenReader.read([file], as: .tailwind) else { return 0 }
    let color = CSSColor(RGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    var changes: [TokenChange] = []
    var seen = Set<Range<Int>>()
    for token in set.tokens {
        for mode in set.modes {
            guard let range = token.values[mode]?.origin?.range, seen.insert(range).inserted else { continue }
            changes.append(TokenChange(range: range, color: color))
        }
    }
    let all = TokenRewriter.includingRepeats(changes, in: file, format: .tailwind)
    if let output = try? TokenRewriter.rewrite(file, format: .tailwind, changes: all) {
        _ = try? TokenReader.read([TokenFile(path: "theme.css", bytes: output)], as: .tailwind)
    }
    return 0
}
