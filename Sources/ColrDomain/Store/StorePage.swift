import ColrModels

/// One page of a list the store reads a page at a time, and the cursor for the next page (nil
/// on the last page): a keyset cursor, so a page is as cheap at the ten-thousandth row as at the
/// first, and rows written meanwhile never shift a page.
public struct StorePage<Item: Hashable & Sendable, Cursor: Hashable & Sendable>: Hashable, Sendable {
    /// The items on this page, in the list's order.
    public let items: [Item]
    /// Pass this as `after` to get the next page; nil when there is none.
    public let nextCursor: Cursor?

    /// Creates a page.
    public init(items: [Item], nextCursor: Cursor?) {
        self.items = items
        self.nextCursor = nextCursor
    }

    /// A page whose cursor is its last item's when `more` items follow it.
    public init(items: [Item], more: Bool, cursor: (Item) -> Cursor) {
        self.init(items: items, nextCursor: more ? items.last.map(cursor) : nil)
    }
}

/// A page of a tag's colors; the cursor is the last tagging's id.
public typealias ColorPage = StorePage<StoredColor, Int>

extension StorePage where Item == StoredColor {
    /// The colors on this page.
    public var colors: [StoredColor] { items }

    /// Creates a page of colors.
    public init(colors: [StoredColor], nextCursor: Cursor?) {
        self.init(items: colors, nextCursor: nextCursor)
    }
}

/// A page of colors by tag count.
public typealias RankedColorPage = StorePage<RankedColor, RankCursor>

/// Where a page of colors by tag count starts: after this tag count and color id.
public struct RankCursor: Hashable, Sendable {
    /// The last row's tag count.
    public let tagCount: Int
    /// The last row's color id, which breaks ties.
    public let colorID: Int

    /// Creates a cursor.
    public init(tagCount: Int, colorID: Int) {
        self.tagCount = tagCount
        self.colorID = colorID
    }
}

extension RankedColor {
    /// The cursor of the page that ends with this color.
    public var cursor: RankCursor { RankCursor(tagCount: tagCount, colorID: color.id) }

    /// Whether this color comes before `other` in the ranking: more tags first, then the older id.
    public func ranks(before other: RankedColor) -> Bool {
        (tagCount, other.color.id) > (other.tagCount, color.id)
    }
}

/// A page of a browser's palettes (schemes), newest first; the cursor is the last scheme's id.
public typealias SchemePage = StorePage<StoredScheme, Int>
