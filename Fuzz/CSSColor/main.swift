// Feeds arbitrary text to ColorKit's color parser, in both its lenient and its CSS-only modes.
// Any input may be refused with a thrown error; none may trap, overflow or hang.
import ColorKit

/// The parser every run uses: the default catalogs, plus UIKit's names, as the app builds it.
private let parser = ColorParser(catalogs: [.css, .uikit])

/// libFuzzer's entry point: one input, decoded as (lossy) UTF-8.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? parser.parse(text)
    if let color = try? parser.parseCSS(text) {
        // Writing the color back out walks the kept space and `none`s too.
        _ = color.cssText
    }
    return 0
}
