/// A scrolling list of rows in sections, like `UITableView`.
open class TableView: View {
    /// Supplies the rows.
    public weak var dataSource: (any TableViewDataSource)? { didSet { setNeedsRender() } }
    /// Hears about selection.
    public weak var delegate: (any TableViewDelegate)?
    /// The selected row, highlighted until deselected.
    public private(set) var indexPathForSelectedRow: IndexPath?
    /// The rows as last rendered, for tests and for reading what is on screen.
    public private(set) var visibleCells: [IndexPath: TableViewCell] = [:]
    /// What the table says in place of its rows while it has none: UIKit's "content
    /// unavailable" in its plainest form. Nil (the default) shows an empty table; a list still
    /// reading its first page should leave it nil, so "nothing here" never flashes before rows.
    public var emptyText: String? { didSet { setNeedsRender() } }

    /// Creates an empty table.
    public override init() {
        super.init()
    }

    /// Asks the data source again, like `reloadData()`.
    public func reloadData() {
        setNeedsRender()
    }

    /// Clears the selection highlight.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = true) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
        setNeedsRender()
    }

    /// A list of sections of rows; each row is a button the page can activate.
    open override func makeNode() -> Node {
        var sections: [Node] = []
        var cells: [IndexPath: TableViewCell] = [:]
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<max(sectionCount, 0) {
            var rows: [Node] = []
            let rowCount = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            for row in 0..<max(rowCount, 0) {
                let path = IndexPath(row: row, section: section)
                guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
                cells[path] = cell
                rows.append(rowNode(cell, at: path))
            }
            var children: [Node] = []
            if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
                children.append(
                    Node(
                        "h3", id: "\(id)-h\(section)", attributes: [("class", "vk-table-header")], text: title
                    ))
            }
            children.append(
                Node(
                    "ul", id: "\(id)-s\(section)",
                    attributes: [("class", "vk-table-section"), ("role", "list")], children: rows))
            sections.append(Node("section", id: "\(id)-g\(section)", attributes: [], children: children))
        }
        visibleCells = cells
        if cells.isEmpty, let emptyText {
            sections.append(
                Node("p", id: "\(id)-empty", attributes: [("class", "vk-table-empty")], text: emptyText))
        }
        if dataSource?.tableViewHasMoreRows(self) == true {
            let more = Node(
                "button", id: "\(id)-more-b",
                attributes: [
                    ("class", "vk-cell vk-table-more"), ("type", "submit"), ("name", "vk-tap"),
                    ("value", "\(id)#more"), ("data-vk-target", id), ("data-vk-value", "more"),
                    ("data-vk-more", ""),
                ], text: "Show More")
            sections.append(Node("div", id: "\(id)-more", attributes: [], children: [more]))
        }
        return Node("div", id: id, attributes: commonAttributes(class: "vk-table"), children: sections)
    }

    private func rowNode(_ cell: TableViewCell, at path: IndexPath) -> Node {
        let rowID =
            cell.key.map { "\(id)-k\(path.section)-" + Self.idSafe($0) }
            ?? "\(id)-r\(path.section)-\(path.row)"
        var parts: [Node] = []
        if !cell.swatches.isEmpty {
            let swatches = cell.swatches.enumerated().map { index, color in
                Node(
                    "span", id: "\(rowID)-c\(index)",
                    attributes: [("class", "vk-swatch"), ("style", "background:\(color.css)")])
            }
            parts.append(
                Node(
                    "span", id: "\(rowID)-sw",
                    attributes: [("class", "vk-swatches"), ("aria-hidden", "true")], children: swatches))
        }
        parts.append(Node("span", id: "\(rowID)-t", attributes: [("class", "vk-cell-text")], text: cell.text))
        if let detail = cell.detailText {
            parts.append(
                Node("span", id: "\(rowID)-d", attributes: [("class", "vk-cell-detail")], text: detail))
        }
        var attributes: [(String, String)] = [
            (
                "class",
                "vk-cell vk-accessory-\(cell.accessory.rawValue)"
                    + (indexPathForSelectedRow == path ? " vk-selected" : "")
            ),
            ("type", "submit"), ("name", "vk-tap"), ("value", "\(id)#\(Self.tapValue(cell, path))"),
            ("data-vk-target", id), ("data-vk-value", Self.tapValue(cell, path)),
        ]
        if cell.accessory == .checkmark { attributes.append(("aria-checked", "true")) }
        let button = Node("button", id: rowID + "-b", attributes: attributes, children: parts)
        return Node("li", id: rowID, attributes: [], children: [button])
    }

    /// What a tap on a row sends: its section and key when it has one (so rows that move keep
    /// their value), else its section and position.
    static func tapValue(_ cell: TableViewCell, _ path: IndexPath) -> String {
        cell.key.map { "\(path.section):k:\($0)" } ?? "\(path.section):\(path.row)"
    }

    /// A key as id characters: letters and digits kept, anything else as its code, so two keys
    /// never share an id.
    static func idSafe(_ key: String) -> String {
        key.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
                ? String(scalar) : "_\(String(scalar.value, radix: 16))_"
        }.joined()
    }

    /// Selects the row a tap names (`section:row`) and tells the delegate, or asks the delegate
    /// for more rows (`more`); unknown rows are ignored.
    open override func handle(_ event: Event) {
        guard event.kind == .tap, let value = event.value else { return }
        if value == "more" {
            if dataSource?.tableViewHasMoreRows(self) == true { delegate?.tableViewWantsMoreRows(self) }
            return
        }
        let parts = value.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, let section = Int(parts[0]) else { return }
        let found: IndexPath?
        if parts.count == 3, parts[1] == "k" {
            let key = String(parts[2])
            found = visibleCells.first { $0.key.section == section && $0.value.key == key }?.key
        } else {
            found = Int(parts[1]).map { IndexPath(row: $0, section: section) }
        }
        guard let path = found, visibleCells[path] != nil else { return }
        indexPathForSelectedRow = path
        setNeedsRender()
        delegate?.tableView(self, didSelectRowAt: path)
    }
}
