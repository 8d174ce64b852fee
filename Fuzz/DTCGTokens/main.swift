// Fuzzes one theme reader: W3C design tokens and resolver documents (TokenFormats).
// Each input is read as `colr check` reads it: as a token file alone, beside a second file (a
// resolver's sets), with the pairs its $extensions declare, and then checked against those pairs.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import ColorKit
import TokenFormats

/// libFuzzer's entry point: one input, one theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = TokenFile(path: "tokens.json", bytes: bytes)
    let half = bytes.count / 2
    _ = try? TokenReader.read(
        [
            TokenFile(path: "resolver.json", bytes: Array(bytes[..<half])),
            TokenFile(path: "sets/a.json", bytes: Array(bytes[half...])),
        ],
        as: .designTokens)
    guard let set = try? TokenReader.read([file], as: .designTokens) else { return 0 }
    let promises = (try? TokenReader.promises([file], as: .designTokens)) ?? TokenPromises()
    _ = TokenChecker(tokens: set, promises: promises).report()
    return 0
}
