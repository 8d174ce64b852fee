import Observation
import Synchronization

/// Runs a closure, remembers which observable properties it read, and runs it again after
/// any of them changes; the session calls ``refreshIfNeeded()`` after each event.
///
/// Observation's change callback is `@Sendable` and may not touch views, so it only raises a
/// flag; the closure itself re-runs on the session, in order with everything else.
final class Observer {
    private let apply: () -> Void
    private let changed = ChangeFlag()

    init(_ apply: @escaping () -> Void) {
        self.apply = apply
        track()
    }

    /// Re-runs the closure if something it read has changed; says whether it did.
    func refreshIfNeeded() -> Bool {
        guard changed.take() else { return false }
        track()
        return true
    }

    private func track() {
        let flag = changed
        withObservationTracking(apply) { flag.raise() }
    }
}

/// A flag set from any thread and taken on the session.
final class ChangeFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func raise() { value.store(true, ordering: .releasing) }

    func take() -> Bool { value.exchange(false, ordering: .acquiringAndReleasing) }
}
