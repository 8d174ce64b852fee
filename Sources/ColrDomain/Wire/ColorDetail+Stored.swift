import ColorKit
import ColrModels

extension ColorDetail {
    /// Describes a color: notations, names from the given catalogs, and its stored tags if any.
    public init(hex: ColorHex, stored: StoredColor?, catalogs: [ColorNameCatalog]) {
        self.init(facts: ColorDetail(facts: hex, catalogs: catalogs), stored: stored)
    }

    /// A stored color's tags on top of a color's facts (everything that depends only on the hex).
    public init(facts: ColorDetail, stored: StoredColor?) {
        self = facts
        self.stored = stored != nil
        self.createdAt = stored?.createdAt
        self.tags = (stored?.tags ?? []).map { TagEntry(name: $0.name.value, addedAt: $0.addedAt) }
    }
}
