// Fuzzes one theme reader: Android colors.xml (TokenFormats), as a light and a night file.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import TokenFormats

/// libFuzzer's entry point: one input, one theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let half = bytes.count / 2
    _ = try? TokenReader.read([TokenFile(path: "res/values/colors.xml", bytes: bytes)], as: .android)
    _ = try? TokenReader.read(
        [
            TokenFile(path: "res/values/colors.xml", bytes: Array(bytes[..<half])),
            TokenFile(path: "res/values-night/colors.xml", bytes: Array(bytes[half...])),
        ],
        as: .android)
    return 0
}
