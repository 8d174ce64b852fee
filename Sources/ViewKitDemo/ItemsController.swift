import ViewKit

/// A table of items; selecting one deselects it and pushes its detail.
final class ItemsController: ViewController, TableViewDataSource, TableViewDelegate {
    static let count = 12
    let model: DemoModel
    let table = TableView()
    let counter = Label()

    init(model: DemoModel) {
        self.model = model
        super.init()
        title = "Items"
        tabBarItem = TabBarItem(title: "Items", icon: "☰")
    }

    override var routeComponent: String? { "items" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 8)
        let tapButton = Button(title: "Count") { [weak self] in
            guard let self else { return }
            model.taps += 1
        }
        counter.accessibilityLabel = "Taps"
        counter.observe { [weak self] in
            guard let self else { return }
            counter.text = "Taps: \(model.taps)"
        }
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Add") { [weak self] in
            guard let self else { return }
            tabBarItem.badgeValue = String(Int(tabBarItem.badgeValue ?? "0")! + 1)
        }
        let bar = View()
        bar.layout = .stack(.horizontal, spacing: 12, alignment: .center, padding: EdgeInsets(all: 12))
        bar.addSubview(tapButton)
        bar.addSubview(counter)
        view.addSubview(bar)
        table.layout.grows = true
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(
            text: "Item \(indexPath.row + 1)", detailText: "Row \(indexPath.row)",
            accessory: .disclosureIndicator)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath)
        navigationController?.pushViewController(
            ItemController(number: indexPath.row + 1, model: model), animated: true)
    }
}

/// One item: a title from the row, a level slider and a switch bound to the model.
final class ItemController: ViewController {
    let number: Int
    let model: DemoModel

    init(number: Int, model: DemoModel) {
        self.number = number
        self.model = model
        super.init()
        title = "Item \(number)"
    }

    override var routeComponent: String? { "item-\(number)" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 16))
        let level = Label()
        level.accessibilityLabel = "Level value"
        level.observe { [weak self] in
            guard let self else { return }
            level.text = "Level \(Int(model.level))"
        }
        let slider = Slider(minimum: 0, maximum: 100, value: model.level)
        slider.accessibilityLabel = "Level"
        slider.bind(\.value, to: model, \.level)
        slider.onValueChanged = { [weak self] in
            guard let self else { return }
            model.level = $0
        }
        let toggle = Switch()
        toggle.accessibilityLabel = "Enabled"
        toggle.bind(\.isOn, to: model, \.isOn)
        toggle.onValueChanged = { [weak self] in
            guard let self else { return }
            model.isOn = $0
        }
        let state = Label()
        state.observe { [weak self] in
            guard let self else { return }
            state.text = model.isOn ? "On" : "Off"
        }
        for view in [level, slider, toggle, state] as [View] { self.view.addSubview(view) }
    }
}
