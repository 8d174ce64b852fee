import ColrModels
import Foundation

extension LegacyEnvelope {
    /// An envelope of stored colors with their tag history.
    public static func colors(
        _ colors: [StoredColor], history: [Int: [TagHistory]], newColor: String = "",
        matchingColors: Int? = nil
    ) -> LegacyEnvelope {
        var byHex: [String: [LegacyHistoryEntry]] = [:]
        for color in colors {
            byHex[color.hex.value] = (history[color.id] ?? []).map(LegacyHistoryEntry.init)
        }
        return LegacyEnvelope(
            colors: colors.map(LegacyColor.init), colorsHistory: byHex, newColor: newColor,
            matchingColors: matchingColors)
    }

    /// The reply for a color the store does not know: id -1, no tags, the input echoed.
    ///
    /// Colr clients detect "not found" by the id, so this stays HTTP 200 and `success: true`.
    public static func unknownColor(_ input: String, now: Date) -> LegacyEnvelope {
        LegacyEnvelope(
            colors: [LegacyColor(timestamp: Int(now.timeIntervalSince1970), hex: input, id: -1, tags: [])],
            newColor: input)
    }

    /// An envelope of stored schemes with their tag history.
    public static func schemes(_ schemes: [StoredScheme], history: [Int: [TagHistory]]) -> LegacyEnvelope {
        var byID: [String: [LegacyHistoryEntry]] = [:]
        for scheme in schemes {
            byID[String(scheme.id)] = (history[scheme.id] ?? []).map(LegacyHistoryEntry.init)
        }
        return LegacyEnvelope(schemes: schemes.map(LegacyScheme.init), schemesHistory: byID)
    }

    /// A refusal: `success: false` with the reason in `messages`.
    public static func failure(_ error: ColrError, newColor: String = "") -> LegacyEnvelope {
        LegacyEnvelope(success: false, messages: [error.description], newColor: newColor)
    }
}

extension LegacyColor {
    /// The legacy shape of a stored color.
    public init(_ color: StoredColor) {
        self.init(
            timestamp: Int(color.createdAt.timeIntervalSince1970), hex: color.hex.value, id: color.id,
            tags: color.tags.map(LegacyTag.init))
    }
}

extension LegacyTag {
    /// The legacy shape of a stored tag.
    public init(_ tag: StoredTag) {
        self.init(timestamp: Int(tag.addedAt.timeIntervalSince1970), id: tag.id, name: tag.name.value)
    }
}

extension LegacyHistoryEntry {
    /// The legacy shape of a history line.
    public init(_ history: TagHistory) {
        self.init(
            deletedCount: history.deleted, id: String(history.tagID), addedCount: history.added,
            name: history.name.value)
    }
}

extension LegacyScheme {
    /// The legacy shape of a stored scheme.
    public init(_ scheme: StoredScheme) {
        self.init(
            timestamp: Int(scheme.createdAt.timeIntervalSince1970), id: scheme.id,
            colors: scheme.colors.map(\.value),
            tags: scheme.tags.map(LegacyTag.init))
    }
}
