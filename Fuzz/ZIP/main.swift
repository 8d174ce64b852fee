// Fuzzes the ZIP reader, which opens uploaded asset catalogs: every input is refused with a
// thrown error or read, and an archive read whole is written back by ZipArchive and read again
// unchanged.
import Codecs

/// The most bytes one file may unpack to, as the asset catalog importer allows a color set.
private let limit = 64 * 1024

/// libFuzzer's entry point: one input, one archive.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let archive = try? ZipReader(bytes) else { return 0 }
    var files: [(path: String, contents: [UInt8])] = []
    for file in archive.files {
        guard let contents = try? archive.contents(of: file, limit: limit) else { continue }
        precondition(contents.count == file.size && contents.count <= limit)
        files.append((file.path, contents))
    }
    // What was read must survive the writer and the reader again.
    var rewritten = ZipArchive()
    for file in files { rewritten.add(file.path, file.contents) }
    guard let again = try? ZipReader(rewritten.bytes) else {
        preconditionFailure("a written archive is unreadable")
    }
    precondition(again.files.map(\.path) == files.map(\.path))
    for (file, original) in zip(again.files, files) {
        precondition((try? again.contents(of: file, limit: limit)) == original.contents)
    }
    return 0
}
