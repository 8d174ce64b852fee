// The smallest ViewKit app outside Colr, built only against ViewKit's and ViewKitVapor's public
// API: if it builds, the seams are real. Run it with `swift run ViewKitCounter serve` and open
// http://127.0.0.1:8080.
import Foundation
import Vapor
import ViewKit
import ViewKitVapor

/// Counts taps, and resets from the navigation bar.
final class CounterController: ViewController {
    private var count = 0
    private let label = Label("No taps yet")

    override func viewDidLoad() {
        title = "Counter"
        view.layout = .stack(.vertical, spacing: 16, alignment: .center, padding: EdgeInsets(all: 24))
        let tap = Button(title: "Tap") { [weak self] in self?.add(1) }
        tap.style = .filled
        view.addSubview(label)
        view.addSubview(tap)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Reset") { [weak self] in self?.add(nil) }
    }

    private func add(_ amount: Int?) {
        count = amount.map { count + $0 } ?? 0
        label.text = count == 0 ? "No taps yet" : "\(count) tap\(count == 1 ? "" : "s")"
    }
}

/// One screen, at `/`.
struct CounterRouter: ScreenRouter {
    func makeRootViewController() -> ViewController {
        NavigationController(rootViewController: CounterController())
    }

    func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
}

let app = try await Application.make(.detect())
app.http.server.configuration.hostname = "127.0.0.1"
let secret = Environment.get("COUNTER_SECRET") ?? UUID().uuidString
await app.mount(
    viewKit: [LiveApp(mount: "", router: CounterRouter(), titleSuffix: "ViewKit")],
    configuration: ViewKitConfiguration(secret: secret))
try await app.execute()
try await app.asyncShutdown()
