import Codecs
import ColorKit
import ColrModels

extension AssetCatalog {
    /// The most bytes one color set's `Contents.json` may unpack to; Xcode writes under 1 KB.
    static let maximumColorSetBytes = 64 * 1024

    /// Reads a zipped asset catalog: each `.colorset` becomes an entry named after its folder,
    /// in the archive's order, with the color Xcode uses for any (light) appearance.
    ///
    /// An Xcode project keeps its app's palette here, so this is the file an iOS or macOS
    /// developer has to bring. Dark appearances are left out: a palette has one color per
    /// entry. Components may be written as Xcode writes them (`"0xFF"`, `"255"`, `"1.000"`) in
    /// sRGB, extended sRGB, extended linear sRGB, Display P3 or gray; a color set with no
    /// color of its own (a system color reference) is skipped.
    static func read(_ bytes: [UInt8]) throws(PaletteFormatError) -> PaletteDocument {
        let archive: ZipReader
        do {
            archive = try ZipReader(bytes)
        } catch {
            throw .malformed(format: .assetCatalog, reason: error.reason)
        }
        var catalogName = ""
        var entries: [PaletteDocument.Entry] = []
        for file in archive.files {
            let components = file.path.split(separator: "/").map(String.init)
            // Finder adds resource-fork copies (`__MACOSX/`, `._Contents.json`); they are not JSON.
            guard components.first != "__MACOSX", components.last == "Contents.json",
                components.count >= 2, components[components.count - 2].hasSuffix(".colorset")
            else { continue }
            guard entries.count < PaletteImporter.maximumColors else { break }
            if catalogName.isEmpty, let catalog = components.first(where: { $0.hasSuffix(".xcassets") }) {
                catalogName = String(catalog.dropLast(".xcassets".count))
            }
            let folder = components[components.count - 2].dropLast(".colorset".count)
            let contents: [UInt8]
            do {
                contents = try archive.contents(of: file, limit: maximumColorSetBytes)
            } catch {
                throw .malformed(format: .assetCatalog, reason: error.reason)
            }
            guard let json = try? JSONValue.parse(contents) else {
                throw .malformed(format: .assetCatalog, reason: "\(folder).colorset holds no valid JSON")
            }
            guard let color = anyAppearance(json) else { continue }
            entries.append(.init(name: words(folder), color: color))
        }
        guard !entries.isEmpty else { throw .empty(format: .assetCatalog) }
        return PaletteDocument(name: catalogName, entries: entries)
    }

    /// A folder name as words: "DeepSea" is "Deep Sea", "Color100Mph" is "Color100 Mph", so the
    /// name reads like one a person typed and gives back the same identifier.
    static func words(_ folder: Substring) -> String {
        var out = ""
        var previous: Character?
        for character in folder {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { out += " " }
            out.append(character)
            previous = character
        }
        return out
    }

    /// The color of the entry with no appearance, preferring the universal idiom, in sRGB
    /// (Display P3 and extended values gamut-clamped).
    private static func anyAppearance(_ document: JSONValue) -> RGB8? {
        guard case .array(let colors)? = document["colors"] else { return nil }
        let plain = colors.filter { $0["appearances"] == nil }
        let chosen = plain.first { $0["idiom"] == .string("universal") } ?? plain.first
        guard let color = chosen?["color"] else { return nil }
        return AssetCatalogColor.color(color)?.rgbColor.rgb8
    }
}
