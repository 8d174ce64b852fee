/// A controller whose screen is one table it feeds and listens to, like `UITableViewController`.
///
/// Subclasses override the data source and delegate methods below; the table fills the screen.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table, with this controller as its data source and delegate.
    public let tableView = TableView()

    /// Creates the controller.
    public override init() {
        super.init()
    }

    /// Puts the table on screen, filling it.
    open override func viewDidLoad() {
        view.layout = .stack(.vertical)
        tableView.layout.grows = true
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    // Every requirement is implemented here, even those the protocols default, so that a
    // subclass's override is what the table calls.

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// No rows until a subclass says otherwise.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// An empty cell; subclasses that have rows override this.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: "")
    }

    /// No section headers.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Every row is there until a subclass loads pages.
    open func tableViewHasMoreRows(_ tableView: TableView) -> Bool { false }

    /// Nothing more to load; subclasses that load pages override this.
    open func tableViewWantsMoreRows(_ tableView: TableView) {}

    /// Deselects the row; subclasses that act on selection override this.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
    }
}
