import ColrDomain
import ColrModels
import Foundation

/// What the store's queries return, one type per row shape.
struct ColorRow: Decodable {
    let id: Int
    let hex: String
    let createdAt: Double

    enum CodingKeys: String, CodingKey {
        case id, hex
        case createdAt = "created_at"
    }
}

/// A tag linked to an owner (a color or a scheme).
struct LinkedTagRow: Decodable {
    let ownerID: Int
    let tagID: Int
    let name: String
    let addedAt: Double

    enum CodingKeys: String, CodingKey {
        case ownerID = "owner_id"
        case tagID = "tag_id"
        case name
        case addedAt = "added_at"
    }

    var storedTag: StoredTag? {
        (try? TagName(name)).map {
            StoredTag(id: tagID, name: $0, addedAt: Date(timeIntervalSince1970: addedAt))
        }
    }
}

/// A history line for an owner (a color or a scheme).
struct HistoryRow: Decodable {
    let ownerID: Int
    let tagID: Int
    let name: String
    let addedCount: Int
    let deletedCount: Int

    enum CodingKeys: String, CodingKey {
        case ownerID = "owner_id"
        case tagID = "tag_id"
        case name
        case addedCount = "added_count"
        case deletedCount = "deleted_count"
    }
}

/// A single id column.
struct IDRow: Decodable {
    let id: Int
}

/// An id with a count.
struct CountedRow: Decodable {
    let id: Int
    let count: Int
}

/// A tag name with a count.
struct NameCountRow: Decodable {
    let name: String
    let count: Int
}

/// A scheme's own columns.
struct SchemeRow: Decodable {
    let id: Int
    let name: String
    let notes: String?
    let createdAt: Double
    let owner: String?
    let editTokenDigest: String?
    let shared: Int
    let theme: String?
    let lastEntry: Int
    /// The latest revision's number, read with the row; nil for a scheme without revisions.
    let revision: Int?

    enum CodingKeys: String, CodingKey {
        case id, name, notes, owner, shared, theme, revision
        case createdAt = "created_at"
        case editTokenDigest = "edit_token"
        case lastEntry = "last_entry"
    }
}

/// A browser allowed to edit a scheme by its edit link.
struct SchemeEditorRow: Decodable {
    let schemeID: Int
    let visitor: String

    enum CodingKeys: String, CodingKey {
        case visitor
        case schemeID = "scheme_id"
    }
}

/// One saved state of a scheme.
struct SchemeRevisionRow: Decodable {
    let number: Int
    let name: String
    let notes: String
    let colors: String
    let role: String
    let visitor: String?
    let createdAt: Double
    let theme: String?
    let entries: String?

    enum CodingKeys: String, CodingKey {
        case number, name, notes, colors, role, visitor, theme, entries
        case createdAt = "created_at"
    }
}

extension SchemeRevisionRow {
    /// The revision the row holds.
    var revision: SchemeRevision {
        SchemeRevision(
            number: number, name: name, notes: notes,
            colors: colors.split(separator: ",").compactMap { ColorHex(String($0)) },
            role: SchemeRole(rawValue: role) ?? .tokenHolder, visitor: visitor,
            createdAt: Date(timeIntervalSince1970: createdAt), theme: SchemeTheme(json: theme),
            entryIDs: entries.map { $0.split(separator: ",").compactMap { Int($0) } })
    }
}

/// One color of a scheme.
struct SchemeColorRow: Decodable {
    let schemeID: Int
    let hex: String
    let entry: Int

    enum CodingKeys: String, CodingKey {
        case schemeID = "scheme_id"
        case hex, entry
    }
}

/// One row of the single-query color lookup: the color, and one history line with its current link if any.
struct ColorHistoryRow: Decodable {
    let id: Int
    let hex: String
    let createdAt: Double
    let tagID: Int?
    let name: String?
    let addedCount: Int?
    let deletedCount: Int?
    let linkID: Int?
    let addedAt: Double?

    enum CodingKeys: String, CodingKey {
        case id, hex, name
        case createdAt = "created_at"
        case tagID = "tag_id"
        case addedCount = "added_count"
        case deletedCount = "deleted_count"
        case linkID = "link_id"
        case addedAt = "added_at"
    }
}
