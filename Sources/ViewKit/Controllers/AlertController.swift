/// A short question with its answers, like `UIAlertController` in the alert style: a card over
/// the dimmed screen that stays until an answer is chosen (Escape chooses Cancel).
open class AlertController: ViewController {
    /// One answer.
    public struct Action {
        /// How an answer looks and behaves.
        public enum Style: Sendable {
            /// An ordinary answer.
            case `default`
            /// Leaves without doing anything; Escape chooses it.
            case cancel
            /// Destroys something: shown in red.
            case destructive
        }

        /// The button's title.
        public var title: String
        /// Its look.
        public var style: Style
        /// Run after the alert has gone.
        public var handler: (() -> Void)?

        /// Creates an answer.
        public init(title: String, style: Style = .default, handler: (() -> Void)? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    /// The explanation under the title.
    public let message: String?
    /// The answers, in the order given.
    public private(set) var actions: [Action] = []

    /// Creates an alert; add answers with ``addAction(_:)`` before presenting it.
    public init(title: String, message: String? = nil) {
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an answer.
    public func addAction(_ action: Action) {
        actions.append(action)
    }

    open override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, alignment: .fill, padding: EdgeInsets(all: 20))
        view.cornerRadius = 14
        let heading = Label(title ?? "")
        heading.font = .headline
        heading.textAlignment = .center
        view.addSubview(heading)
        if let message {
            let text = Label(message)
            text.textAlignment = .center
            text.textColor = .secondaryLabel
            view.addSubview(text)
        }
        let row = View()
        row.layout = .stack(.horizontal, spacing: 8)
        for action in actions {
            let button = Button(title: action.title) { [weak self] in
                guard let self else { return }
                choose(action)
            }
            button.layout.grows = true
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            if action.style == .cancel { button.font = .headline }
            row.addSubview(button)
        }
        view.addSubview(row)
    }

    /// Escape is Cancel: it dismisses and runs the cancel answer, if there is one.
    open override func accessibilityPerformEscape() -> Bool {
        guard presentingViewController != nil else { return false }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else {
            dismiss(animated: true)
        }
        return true
    }

    /// The card is sized to its content rather than filling the layer as a screen does.
    override var fillsContainer: Bool { false }

    /// The card, marked for the stylesheet's alert size.
    override func contentNode() -> Node {
        var node = super.contentNode()
        if let index = node.attributes.firstIndex(where: { $0.0 == "class" }) {
            node.attributes[index].1 += " vk-alert"
        }
        return node
    }

    private func choose(_ action: Action) {
        dismiss(animated: true)
        action.handler?()
    }
}
