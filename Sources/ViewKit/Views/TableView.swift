/// A row's position: section and row.
public struct IndexPath: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// Creates an index path.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }
}

/// What a table shows in one row.
public struct TableViewCell: Equatable, Sendable {
    /// The marker at a row's trailing edge.
    public enum Accessory: String, Equatable, Sendable {
        /// Nothing.
        case none
        /// A chevron: selecting the row shows more.
        case disclosureIndicator = "disclosure"
        /// A check mark.
        case checkmark
    }

    /// The main text.
    public var text: String
    /// Secondary text, under or beside the main text.
    public var detailText: String?
    /// The trailing marker.
    public var accessory: Accessory
    /// Small color swatches shown before the text (the palettes list uses them).
    public var swatches: [Color]

    /// Creates a cell.
    public init(text: String, detailText: String? = nil, accessory: Accessory = .none, swatches: [Color] = [])
    {
        self.text = text
        self.detailText = detailText
        self.accessory = accessory
        self.swatches = swatches
    }
}

/// Supplies a table's rows, like `UITableViewDataSource`.
public protocol TableViewDataSource: AnyObject {
    /// How many sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A section's header, or none (the default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No headers.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Hears about row selection, like `UITableViewDelegate`.
public protocol TableViewDelegate: AnyObject {
    /// A row was selected.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

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
        return Node("div", id: id, attributes: commonAttributes(class: "vk-table"), children: sections)
    }

    private func rowNode(_ cell: TableViewCell, at path: IndexPath) -> Node {
        let rowID = "\(id)-r\(path.section)-\(path.row)"
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
            ("type", "submit"), ("name", "vk-tap"), ("value", "\(id)#\(path.section):\(path.row)"),
            ("data-vk-target", id), ("data-vk-value", "\(path.section):\(path.row)"),
        ]
        if cell.accessory == .checkmark { attributes.append(("aria-checked", "true")) }
        let button = Node("button", id: rowID + "-b", attributes: attributes, children: parts)
        return Node("li", id: rowID, attributes: [], children: [button])
    }

    /// Selects the row a tap names (`section:row`) and tells the delegate; unknown rows are ignored.
    open override func handle(_ event: Event) {
        guard event.kind == .tap, let value = event.value else { return }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]) else { return }
        let path = IndexPath(row: row, section: section)
        guard visibleCells[path] != nil else { return }
        indexPathForSelectedRow = path
        setNeedsRender()
        delegate?.tableView(self, didSelectRowAt: path)
    }
}
