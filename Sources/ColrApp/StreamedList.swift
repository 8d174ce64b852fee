import ColrDomain
import Synchronization
import ViewKit

/// The rows of a streamed list (docs/VIEWKIT.md, "Streamed lists"): pages read with the store's
/// keyset cursor, each item once by its key (its row's `TableViewCell.key`), at most
/// ``maximumRows``, and changes heard from the feed placed by key, so the table sends only the
/// rows that change. A tag's colors, Top Color's list and the palette list keep their rows in one;
/// their controllers answer the table from ``items`` and ``hasMore`` and call ``loadMore()``.
final class StreamedList<Item: Hashable & Sendable, Cursor: Hashable & Sendable> {
    /// What a list shows, as the task that filters its feed sees it (off the session).
    struct Shown: Sendable {
        /// The keys of the rows kept.
        var keys: Set<String> = []
        /// The last row kept, where the list ends until another page is read.
        var last: Item?
        /// Whether the store has no page after the last row.
        var isComplete = true
    }

    /// What a followed list shows, shared with the task filtering its feed.
    final class SharedShown: Sendable {
        let state = Mutex(Shown())
    }

    /// Reads one page: after a cursor (nil for the first), at most so many items.
    typealias Reader = @Sendable (_ after: Cursor?, _ limit: Int) async throws -> StorePage<Item, Cursor>

    /// Items read per page.
    let pageSize: Int
    /// The most rows kept: past this a list is a browse for the API, not a screen.
    let maximumRows: Int
    /// The rows, in the list's order.
    private(set) var items: [Item] = [] { didSet { publishShown() } }
    /// Where the next page starts, or nil when the last one is shown.
    private(set) var nextCursor: Cursor? { didSet { publishShown() } }
    /// Called on the session whenever the rows change: the controller reloads its table.
    var onChange: () -> Void = {}
    /// Whether a first page has arrived: until then an empty list is not known to be empty.
    private(set) var hasRead = false

    private let key: (Item) -> String
    private let precedes: (Item, Item) -> Bool
    private let source: () -> Reader?
    private weak var owner: ViewController?
    private var isLoadingMore = false
    /// Bumped by each reload, so a page read before it never lands after it.
    private var generation = 0
    private let shown = SharedShown()
    private var isFollowed = false

    /// A list of the rows `read` returns, known by `key` and kept in the order `precedes` gives.
    convenience init(
        pageSize: Int, maximumRows: Int, key: @escaping (Item) -> String,
        precedes: @escaping (Item, Item) -> Bool, read: @escaping Reader
    ) {
        self.init(pageSize: pageSize, maximumRows: maximumRows, key: key, precedes: precedes) { read }
    }

    /// A list whose reader depends on the session (whose palettes), made on the session for each
    /// read; nil reads nothing.
    init(
        pageSize: Int, maximumRows: Int, key: @escaping (Item) -> String,
        precedes: @escaping (Item, Item) -> Bool, reading source: @escaping () -> Reader?
    ) {
        self.pageSize = pageSize
        self.maximumRows = maximumRows
        self.key = key
        self.precedes = precedes
        self.source = source
    }

    /// Whether the table ends with a Show More row: a cursor remains and the cap is not reached.
    var hasMore: Bool { nextCursor != nil && items.count < maximumRows }

    /// The controller whose session reads pages and hears changes.
    func attach(to owner: ViewController) {
        self.owner = owner
    }

    /// Shows a page read elsewhere (the search that found a tag) as the list's first.
    func show(_ page: StorePage<Item, Cursor>) {
        hasRead = true
        items = Array(page.items.prefix(maximumRows))
        nextCursor = page.nextCursor
    }

    /// Reads the first page again, or as many rows as are shown, so a screen shown again keeps
    /// its place; a page still on its way from before is dropped.
    func reload() {
        generation += 1
        isLoadingMore = false
        let wanted = min(max(pageSize, items.count), maximumRows)
        load(after: nil, limit: wanted) { list, page in list.show(page) }
    }

    /// Reads the page after the last row and adds its new rows (what Show More asks for).
    func loadMore() {
        guard !isLoadingMore, hasMore, let cursor = nextCursor else { return }
        isLoadingMore = true
        load(after: cursor, limit: pageSize) { list, page in
            list.isLoadingMore = false
            let kept = Set(list.items.map(list.key))
            list.items = Array(
                (list.items + page.items.filter { !kept.contains(list.key($0)) }).prefix(list.maximumRows))
            list.nextCursor = page.nextCursor
        }
    }

    private func load(
        after cursor: Cursor?, limit: Int, landing: @escaping (StreamedList, StorePage<Item, Cursor>) -> Void
    ) {
        guard let owner, let read = source() else {
            isLoadingMore = false
            return
        }
        let generation = generation
        owner.perform {
            try await read(cursor, limit)
        } completion: { [weak self] result in
            guard let self, generation == self.generation else { return }
            guard case .success(let page) = result else {
                isLoadingMore = false
                return
            }
            landing(self, page)
            onChange()
        }
    }

    /// Puts `item` where the order places it, moving the row with its key if there is one; an
    /// item that falls past the last row while pages remain waits for its page.
    func place(_ item: Item) {
        let itemKey = key(item)
        var rows = items.filter { key($0) != itemKey }
        let index = rows.firstIndex { precedes(item, $0) } ?? rows.count
        if index < rows.count || nextCursor == nil { rows.insert(item, at: index) }
        items = Array(rows.prefix(maximumRows))
        onChange()
    }

    /// Removes the row with this key, if it is shown.
    func remove(key removed: String) {
        guard items.contains(where: { key($0) == removed }) else { return }
        items.removeAll { key($0) == removed }
        onChange()
    }

    /// The item whose row has this key.
    func item(withKey wanted: String) -> Item? {
        items.first { key($0) == wanted }
    }

    /// Hears `stream` for as long as the session lives, passing `handler` only the changes
    /// `admits` lets through given what the list shows: those are filtered before they reach
    /// the session, so a change to a row it cannot show never wakes it (see
    /// ``ColrDomain/ChangeFeed/changes(of:)``).
    func follow<Change: Sendable>(
        _ stream: AsyncStream<Change>, admitting admits: @escaping @Sendable (Change, Shown) -> Bool,
        handler: @escaping (Change) -> Void
    ) {
        let shown = shown
        isFollowed = true
        publishShown()
        let filtered = AsyncStream<Change> { continuation in
            let task = Task {
                for await change in stream where admits(change, shown.state.withLock { $0 }) {
                    continuation.yield(change)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        owner?.subscribe(to: filtered, handler: handler)
    }

    private func publishShown() {
        guard isFollowed else { return }
        let now = Shown(keys: Set(items.map(key)), last: items.last, isComplete: nextCursor == nil)
        shown.state.withLock { $0 = now }
    }
}
