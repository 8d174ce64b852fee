import NIOConcurrencyHelpers

/// Counts open connections, in all and per client address, and admits a new one only within
/// ``ConnectionLimits``. Shared by the listening channel's loop and every connection's loop.
final class ConnectionCounter: Sendable {
    private struct State {
        var total = 0
        var perClient: [String: Int] = [:]
        var refused = 0
    }

    private let limits: ConnectionLimits
    private let state = NIOLockedValueBox(State())

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// Connections open now.
    var open: Int { state.withLockedValue { $0.total } }

    /// Takes a place for a connection from `client` (nil when its address is unknown), or
    /// returns false when the server or this client is already at its limit.
    func admit(_ client: String?) -> Bool {
        state.withLockedValue { state in
            guard state.total < limits.maximum else {
                state.refused += 1
                return false
            }
            if let client, !limits.exemptAddresses.contains(client) {
                let held = state.perClient[client, default: 0]
                guard held < limits.maximumPerClient else {
                    state.refused += 1
                    return false
                }
                state.perClient[client] = held + 1
            }
            state.total += 1
            return true
        }
    }

    /// Connections refused since the server started.
    var refused: Int { state.withLockedValue { $0.refused } }

    /// Gives back the place an admitted connection from `client` held.
    func release(_ client: String?) {
        state.withLockedValue { state in
            state.total -= 1
            guard let client, !limits.exemptAddresses.contains(client) else { return }
            let held = state.perClient[client, default: 1] - 1
            state.perClient[client] = held > 0 ? held : nil
        }
    }
}
