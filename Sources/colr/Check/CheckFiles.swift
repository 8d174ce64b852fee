import Foundation
import TokenFormats

/// The files `colr check` reads: each path a file, or a folder read whole (the files a theme
/// reader can use: `.json`, `.css`, `.xml`, `.tokens`), with paths as the user wrote them.
enum CheckFiles {
    /// A path that could not be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The most a check reads from one folder, so a mistyped `/` does not walk a disk.
    static let folderLimit = 10_000

    static func read(_ paths: [String]) throws -> [TokenFile] {
        var files: [TokenFile] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Failure(description: "\(path): no such file or folder.")
            }
            guard isFolder.boolValue else {
                files.append(TokenFile(path: path, bytes: try bytes(path)))
                continue
            }
            let inside = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            guard inside.count <= folderLimit else {
                throw Failure(description: "\(path): more than \(folderLimit) files; name the theme's own folder.")
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            for relative in inside where ["json", "css", "xml", "tokens"].contains((relative as NSString).pathExtension) {
                files.append(TokenFile(path: base + relative, bytes: try bytes(base + relative)))
            }
        }
        return files
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot be read.")
        }
        return Array(data)
    }
}
