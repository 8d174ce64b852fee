// Fuzzes the reader of the legacy API's addtag form body (`tags=a,b,c`, URL-encoded), which any
// client can post: every input is refused with a thrown error or read as one to 20 tags.
import ColrModels

/// libFuzzer's entry point: one input, one form body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    guard let tags = try? LegacyTagForm.tags(fromBody: body) else { return 0 }
    // What the store is promised: a bounded, non-empty list of distinct, normalized tags.
    precondition(!tags.isEmpty && tags.count <= TagName.maximumPerRequest)
    precondition(Set(tags).count == tags.count)
    for tag in tags { precondition((try? TagName(tag.value)) == tag, "\(tag) is not normalized") }
    return 0
}
