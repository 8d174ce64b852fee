// Fuzzes the reader of a PATCH's operations on a palette's entries, which anyone holding an edit
// token can send: every input is refused with a thrown error, or read as operations that write
// back as JSON and read again as the same operations.
import ColrModels
import Foundation

/// libFuzzer's entry point: one input, one PATCH body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    guard let edit = try? JSONDecoder().decode(SchemeEditBody.self, from: body) else { return 0 }
    // Colors are read as hex, however they were written, and survive a round trip unchanged.
    let written: Data
    do {
        written = try JSONEncoder().encode(edit)
    } catch {
        preconditionFailure("operations that were read cannot be written: \(error)")
    }
    precondition((try? JSONDecoder().decode(SchemeEditBody.self, from: written)) == edit)
    for case .replaceColors(let colors) in edit.operations {
        precondition(colors.count <= SchemeDraft.maximumColors + 1)
    }
    return 0
}
