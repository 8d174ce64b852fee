// Fuzzes one palette importer: zipped Xcode asset catalog (.xcassets).
// Each input goes through it as an upload to the API or the app does: sniffed, read, turned into
// a scheme, and the palette written back out in the same format.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import PaletteFormats

/// libFuzzer's entry point: one input, one upload.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = PaletteImporter.sniff(bytes)
    guard let palette = try? PaletteImporter.read(bytes, as: .assetCatalog) else { return 0 }
    _ = try? palette.schemeDraft()
    _ = PaletteExporter.export(palette, as: .assetCatalog)
    _ = PaletteExporter.fileName(palette, as: .assetCatalog)
    return 0
}
