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
    /// Whether more rows can be loaded after the last (the next page of a cursor); the table then
    /// ends with a Show More row, which the page taps itself when it scrolls into view.
    func tableViewHasMoreRows(_ tableView: TableView) -> Bool
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No headers.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Every row is there.
    public func tableViewHasMoreRows(_ tableView: TableView) -> Bool { false }
}
