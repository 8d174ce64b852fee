/// Hears about row selection, like `UITableViewDelegate`.
public protocol TableViewDelegate: AnyObject {
    /// A row was selected.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The Show More row was reached: load the next rows and reload the table.
    func tableViewWantsMoreRows(_ tableView: TableView)
}

extension TableViewDelegate {
    /// Nothing more to load.
    public func tableViewWantsMoreRows(_ tableView: TableView) {}
}
