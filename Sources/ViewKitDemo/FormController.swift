import ViewKit

/// Two fields: Return moves focus to the other one; ending an edit stores the text.
final class FormController: ViewController, TextFieldDelegate {
    let model: DemoModel
    // Built with the view, not the controller: a session that never opens this tab never
    // pays for them.
    lazy var first = TextField(placeholder: "First")
    lazy var second = TextField(placeholder: "Second")
    lazy var echo = Label()
    private(set) var endedEditing: [String] = []

    init(model: DemoModel) {
        self.model = model
        super.init()
        title = "Form"
        tabBarItem = TabBarItem(title: "Form", icon: "✎")
    }

    override var routeComponent: String? { "form" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 16))
        for field in [first, second] {
            field.delegate = self
            view.addSubview(field)
        }
        first.onTextChange = { [weak self] in
            guard let self else { return }
            model.name = $0
        }
        echo.accessibilityLabel = "Echo"
        echo.observe { [weak self] in
            guard let self else { return }
            echo.text = model.name.isEmpty ? "Type a name" : "Hello, \(model.name)"
        }
        view.addSubview(echo)
        let status = Label()
        status.accessibilityLabel = "Saved"
        view.addSubview(status)
        saved = status
    }

    private var saved: Label?

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        (textField === first ? second : first).becomeFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        saved?.text = "Saved \(textField.placeholder ?? ""): \(textField.text)"
    }
}
