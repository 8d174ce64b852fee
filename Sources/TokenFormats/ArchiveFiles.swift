import Codecs
import ColorKit

/// Unpacks the zips among a theme's files (Colr's Android and asset catalog exports are zips),
/// so a reader sees each entry as a file named `archive.zip/entry/path`.
enum ArchiveFiles {
    /// The most bytes one entry may unpack to; resource files are a few kilobytes.
    static let maximumEntryBytes = 1_048_576

    /// `files`, each zip replaced by its entries that `keep` accepts; a fix cannot rewrite a
    /// file inside a zip, so ``isArchived(_:)`` tells a reader to leave origins' ranges empty.
    static func expand(_ files: [TokenFile], keep: (String) -> Bool) throws(TokenFormatError) -> [TokenFile] {
        var out: [TokenFile] = []
        var total = 0
        for file in files {
            guard file.path.lowercased().hasSuffix(".zip") else {
                out.append(file)
                continue
            }
            let archive: ZipReader
            do {
                archive = try ZipReader(file.bytes)
            } catch {
                throw .malformed(
                    file: file.path, line: 0, column: 0, reason: "not a zip archive: " + error.reason)
            }
            for entry in archive.files {
                let parts = entry.path.split(separator: "/")
                guard parts.first != "__MACOSX", parts.last?.hasPrefix("._") == false, keep(entry.path) else {
                    continue
                }
                let bytes: [UInt8]
                do {
                    bytes = try archive.contents(of: entry, limit: maximumEntryBytes)
                } catch {
                    throw .malformed(
                        file: file.path + "/" + entry.path, line: 0, column: 0, reason: error.reason)
                }
                total += bytes.count
                guard total <= TokenReader.byteLimit else {
                    throw .tooLarge(file: file.path, limit: TokenReader.byteLimit)
                }
                out.append(TokenFile(path: file.path + "/" + entry.path, bytes: bytes))
            }
        }
        return out
    }

    /// Whether `path` names an entry of a zip.
    static func isArchived(_ path: String) -> Bool { path.lowercased().contains(".zip/") }

    /// `origin` as a reader reports it for a file at `path`: without a range inside a zip.
    static func origin(_ origin: TokenOrigin) -> TokenOrigin {
        guard isArchived(origin.file) else { return origin }
        var copy = origin
        copy.range = origin.range.lowerBound..<origin.range.lowerBound
        return copy
    }
}
