import ViewKit

/// Presents a sheet over the blurred screen, a full-screen page, or a popover by its button,
/// each with a Close button.
final class ModalDemoController: ViewController {
    override init() {
        super.init()
        title = "Modal"
        tabBarItem = TabBarItem(title: "Modal", icon: "▣")
    }

    override var routeComponent: String? { "modal" }

    private(set) var completions = 0
    /// The button the popover points at, built with the view (a session that never opens this
    /// tab never pays for it).
    lazy var popoverButton = Button(title: "Show popover")

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 16))
        view.addSubview(
            Button(title: "Show sheet") { [weak self] in
                guard let self else { return }
                present(SheetController(style: .overFullScreen), animated: true) { [weak self] in
                    guard let self else { return }
                    completions += 1
                }
            })
        view.addSubview(
            Button(title: "Show page") { [weak self] in
                guard let self else { return }
                present(SheetController(style: .fullScreen), animated: true)
            })
        popoverButton.action = { [weak self] in
            guard let self else { return }
            present(popover(), animated: true)
        }
        view.addSubview(popoverButton)
    }

    /// A popover pointing at its button.
    func popover() -> SheetController {
        let popover = SheetController(style: .popover)
        popover.popoverSourceView = popoverButton
        return popover
    }
}

/// A presented screen with a message and a Close button.
final class SheetController: ViewController {
    init(style: ModalPresentationStyle) {
        super.init()
        modalPresentationStyle = style
        title = style == .overFullScreen ? "Sheet" : style == .popover ? "Popover" : "Page"
    }

    override var routeComponent: String? { title?.lowercased() }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, alignment: .center, padding: EdgeInsets(all: 24))
        view.cornerRadius = modalPresentationStyle == .overFullScreen ? 16 : 0
        view.backgroundColor = .systemBackground
        view.addSubview(Label("This is the \(title ?? "") screen."))
        let close = Button(title: "Close") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        close.style = .pill
        view.addSubview(close)
        view.addSubview(
            Button(title: "Stack another") { [weak self] in
                guard let self else { return }
                present(SheetController(style: .overFullScreen), animated: true)
            })
    }
}

/// Filler tabs so the bar overflows into "More".
final class ExtraController: ViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init()
        title = "Extra \(number)"
        tabBarItem = TabBarItem(title: "Extra \(number)", icon: "\(number)")
    }

    override var routeComponent: String? { "extra-\(number)" }

    override func viewDidLoad() {
        view.addSubview(Label("Extra screen \(number)"))
    }
}
