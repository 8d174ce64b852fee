import Codecs
import TestSupport
import Testing

@Suite("ZIP", .offPool)
struct ZipTests {
    @Test("What ZipArchive writes, ZipReader reads back: paths, sizes, contents")
    func roundTrip() throws {
        var archive = ZipArchive()
        archive.add("Colors.xcassets/Contents.json", Array(#"{"info":{"version":1}}"#.utf8))
        archive.add("Colors.xcassets/Tint.colorset/Contents.json", Array(repeating: 0x41, count: 3000))
        archive.add("empty", [])
        let reader = try ZipReader(archive.bytes)
        #expect(
            reader.files.map(\.path) == [
                "Colors.xcassets/Contents.json", "Colors.xcassets/Tint.colorset/Contents.json", "empty",
            ])
        let files = reader.files
        try #require(files.count == 3)
        #expect(try reader.contents(of: files[1], limit: 3000) == Array(repeating: 0x41, count: 3000))
        #expect(try reader.contents(of: files[2], limit: 0) == [])
        #expect(throws: CodecError.self) { try reader.contents(of: files[1], limit: 2999) }
    }

    @Test("Not an archive, cut short, or a byte changed: refused with a reason, never a trap")
    func hostile() throws {
        var archive = ZipArchive()
        archive.add("a.json", Array("{}".utf8))
        let bytes = archive.bytes
        #expect(
            throws: CodecError.unreadableArchive(
                reason: "it is not a ZIP archive (no end of central directory)")
        ) {
            try ZipReader(Array("GIF89a".utf8))
        }
        for length in 0..<bytes.count {
            if let reader = try? ZipReader(Array(bytes.prefix(length))) {
                for file in reader.files { _ = try? reader.contents(of: file, limit: 1 << 16) }
            }
        }
        for index in bytes.indices {
            var changed = bytes
            changed[index] = ~changed[index]
            if let reader = try? ZipReader(changed) {
                for file in reader.files { _ = try? reader.contents(of: file, limit: 1 << 16) }
            }
        }
    }
}
