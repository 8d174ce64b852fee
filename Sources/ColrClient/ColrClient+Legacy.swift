import ColrModels
import Foundation

extension ColrClient {
    /// The color a legacy envelope describes; id -1 (colr.org's "not found") is a color not stored.
    static func detail(_ hex: ColorHex, in envelope: LegacyEnvelope) throws(Error) -> ColorDetail {
        var detail = ColorDetail(facts: hex, catalogs: [])
        guard
            let color = envelope.colors.first(where: { $0.hex.lowercased() == hex.value })
                ?? envelope.colors.first
        else {
            throw Error(kind: .decoding, reason: "the server sent no color for \(hex)", status: 200)
        }
        guard color.id != -1 else { return detail }
        detail.stored = true
        detail.createdAt = Date(timeIntervalSince1970: TimeInterval(color.timestamp))
        detail.tags = color.tags.map {
            TagEntry(name: $0.name, addedAt: Date(timeIntervalSince1970: TimeInterval($0.timestamp)))
        }
        return detail
    }
}

extension ColorSummary {
    /// The summary of a colr.org color.
    init(legacy color: LegacyColor) {
        self.init(
            hex: color.hex, tags: color.tags.map(\.name),
            createdAt: Date(timeIntervalSince1970: TimeInterval(color.timestamp)))
    }
}

extension SchemeBody {
    /// The wire form of a colr.org scheme (colr.org schemes had no name).
    init(legacy scheme: LegacyScheme) {
        self.init(
            id: scheme.id, colors: scheme.colors, tags: scheme.tags.map(\.name),
            createdAt: Date(timeIntervalSince1970: TimeInterval(scheme.timestamp)))
    }
}
