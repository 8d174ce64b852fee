import ViewKit

/// Records life-cycle calls in order, across controllers.
final class LifecycleLog: @unchecked Sendable {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller that logs every life-cycle call.
class LoggingController: ViewController {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog, route: String? = nil) {
        self.name = name
        self.log = log
        self.route = route
        super.init()
        title = name
    }

    let route: String?
    override var routeComponent: String? { route }

    override func viewDidLoad() { log.add("\(name).didLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        log.add(
            "\(name).traits \(previousTraitCollection.horizontalSizeClass)→\(traitCollection.horizontalSizeClass)"
        )
    }
}
