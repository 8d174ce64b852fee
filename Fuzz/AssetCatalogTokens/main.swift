// Fuzzes one theme reader: Xcode asset catalogs (TokenFormats), as a color set's Contents.json
// in a folder and as a zip of one.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import TokenFormats

/// libFuzzer's entry point: one input, one theme.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? TokenReader.read(
        [TokenFile(path: "Theme.xcassets/Tint.colorset/Contents.json", bytes: bytes)], as: .assetCatalog)
    _ = try? TokenReader.read([TokenFile(path: "Theme.xcassets.zip", bytes: bytes)], as: .assetCatalog)
    return 0
}
