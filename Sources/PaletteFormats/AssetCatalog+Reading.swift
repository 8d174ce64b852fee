import Codecs
import ColorKit
import ColrModels
import Foundation

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

    /// The color of the entry with no appearance, preferring the universal idiom.
    private static func anyAppearance(_ document: JSONValue) -> RGB8? {
        guard case .array(let colors)? = document["colors"] else { return nil }
        let plain = colors.filter { $0["appearances"] == nil }
        let chosen = plain.first { $0["idiom"] == .string("universal") } ?? plain.first
        guard let color = chosen?["color"] else { return nil }
        return parse(color)
    }

    /// One `"color"` object, converted to sRGB (Display P3 and extended values gamut-clamped).
    private static func parse(_ color: JSONValue) -> RGB8? {
        guard let components = color["components"] else { return nil }
        // Xcode always writes alpha; a file without it means opaque.
        let alpha: Double?
        if let value = components["alpha"] { alpha = channel(value) } else { alpha = 1 }
        let space: String
        if case .string(let declared)? = color["color-space"] { space = declared } else { space = "srgb" }
        let css: String
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            guard let red = components["red"].flatMap(channel),
                let green = components["green"].flatMap(channel),
                let blue = components["blue"].flatMap(channel), let alpha
            else { return nil }
            let name = ["display-p3": "display-p3", "extended-linear-srgb": "srgb-linear"][space] ?? "srgb"
            css = "color(\(name) \(red) \(green) \(blue) / \(alpha))"
        case "gray-gamma-22", "extended-gray":
            // Gray gamma 2.2 encodes light as white^2.2, which CSS has no space for; linear sRGB does.
            guard let white = components["white"].flatMap(channel), let alpha else { return nil }
            let linear = pow(max(0, white), 2.2)
            css = "color(srgb-linear \(linear) \(linear) \(linear) / \(alpha))"
        default:
            return nil
        }
        return (try? ColorParser().parse(css))?.rgb8
    }

    /// A component as Xcode writes it: `"0xFF"` and `"255"` are bytes, `"1.000"` is a fraction.
    private static func channel(_ value: JSONValue) -> Double? {
        let number: Double
        switch value {
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                guard let byte = UInt8(trimmed.dropFirst(2), radix: 16) else { return nil }
                return Double(byte) / 255
            }
            guard let parsed = Double(trimmed), parsed.isFinite else { return nil }
            if !trimmed.contains(".") {
                guard let byte = UInt8(exactly: parsed) else { return nil }
                return Double(byte) / 255
            }
            number = parsed
        case .number(let parsed): number = parsed
        default: return nil
        }
        guard number.isFinite, abs(number) < 1000 else { return nil }
        return number
    }
}
