// Fuzzes the pairs file reader (TokenFormats): read, written back, read again.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import TokenFormats

/// libFuzzer's entry point: one input, one pairs file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let promises = try? PairsFile.read(TokenFile(path: "pairs.json", bytes: bytes)) else { return 0 }
    _ = try? PairsFile.read(TokenFile(path: "again.json", text: PairsFile.write(promises)))
    return 0
}
