// Fuzzes one palette importer: GIMP palette (.gpl).
// Each input goes through it as an upload to the API or the app does: sniffed, read, turned into
// a scheme, and the palette written back out in the same format.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import PaletteFormats

/// libFuzzer's entry point: one input, one upload.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = PaletteImporter.sniff(bytes)
    guard let palette = try? PaletteImporter.read(bytes, as: .gimp) else { return 0 }
    _ = try? palette.schemeDraft()
    _ = PaletteExporter.export(palette, as: .gimp)
    _ = PaletteExporter.fileName(palette, as: .gimp)
    return 0
}
