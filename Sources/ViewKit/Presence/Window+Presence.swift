/// A window's presence memberships follow its page's connection.
extension Window {
    /// Takes a membership, which speaks now if the page is connected.
    func adopt(_ handle: PresenceHandle) {
        presence.handles.removeAll { $0.hasLeft }
        presence.handles.append(handle)
        if presence.isConnected { handle.setConnected(true) }
    }

    /// The page connected (a socket took it) or disconnected (its socket dropped).
    func setConnected(_ connected: Bool) {
        presence.isConnected = connected
        for handle in presence.handles { handle.setConnected(connected) }
    }

    /// The session ended: every membership leaves.
    func leaveAllPresence() {
        for handle in presence.handles { handle.leave() }
        presence.handles = []
    }
}

/// A window's memberships and whether its page is connected.
struct WindowPresence {
    var handles: [PresenceHandle] = []
    var isConnected = false
}

extension ViewController {
    /// Joins `topic` of `presence` for this screen: while its page is connected, others in the
    /// topic see it. `onChange` gets the other members (never this screen) whenever they change,
    /// first at once. Call ``PresenceHandle/leave()`` when the screen goes away (say in
    /// `viewWillDisappear`); a session that ends leaves for it.
    @discardableResult
    public func joinPresence(
        _ presence: Presence, topic: String, onChange: @escaping ([PresenceBeat]) -> Void
    ) -> PresenceHandle {
        let handle = PresenceHandle(presence: presence, topic: topic)
        window?.adopt(handle)
        let member = handle.member
        subscribe(to: presence.changes(of: topic)) { members in
            onChange(members.filter { $0.member != member })
        }
        return handle
    }
}
