import NIOConcurrencyHelpers
import NIOCore
import Vapor

extension HTTPServer {
    /// The channel the server accepts connections on, once it has started; nil before.
    ///
    /// Vapor gives no hook at accept time, and keeps this channel private. It is found by
    /// reflection (`connection`, a locked box holding a value with a `channel`); a Vapor release
    /// that renames either makes this nil, which `GuardedHTTPServer` reports as a start failure
    /// and a test catches, rather than serving without connection limits.
    var listeningChannel: (any Channel)? {
        let box = Mirror(reflecting: self).children.first { $0.label == "connection" }?.value
        guard let current = (box as? any LockedValueReading)?.lockedValue else { return nil }
        let connection = Mirror(reflecting: current).descendant("some") ?? current
        return Mirror(reflecting: connection).children.first { $0.label == "channel" }?.value as? any Channel
    }
}

/// Reads a `NIOLockedValueBox` whose value's type is private to another module.
protocol LockedValueReading {
    /// The value in the box, read under its lock.
    var lockedValue: Any { get }
}

extension NIOLockedValueBox: LockedValueReading {
    var lockedValue: Any { withLockedValue { $0 } }
}
