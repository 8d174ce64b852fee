import ColorKit
import ColrModels
import Foundation
import ViewKit

/// "Change Color": a field and a Change button. A UIKit name, a CSS name or a hex changes the
/// selection and dismisses; anything else says "Error!" and stays.
final class ChangeColorController: ViewController, TextFieldDelegate {
    let selection: ColorSelection
    let field = TextField(placeholder: "Enter a color")
    let message = Label.status(named: "Message", announces: .assertive)

    init(selection: ColorSelection) {
        self.selection = selection
        super.init()
        title = "Change Color"
    }

    override var routeComponent: String? { AppRoute.change.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 16, alignment: .fill, padding: EdgeInsets(all: 24))
        field.delegate = self
        message.textColor = AppColor.error.color
        let change = Button(title: "Change") { [weak self] in
            guard let self else { return }
            apply()
        }
        change.style = .filled
        // Every sheet can be left without changing anything (Escape does the same).
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        view.addSubview(field)
        view.addSubview(change)
        view.addSubview(message)
    }

    override func viewDidAppear(_ animated: Bool) {
        field.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        apply()
        return true
    }

    private func apply() {
        guard let color = ColorSelection.parse(field.text) else {
            message.text = "Error!"
            return
        }
        selection.color = color
        selection.routeName = field.text.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: "#", with: "")
        dismiss(animated: true)
    }
}
