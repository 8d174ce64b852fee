/// A screen's membership of a topic, from ``ViewController/joinPresence(_:topic:onChange:)``.
///
/// It speaks only while the screen's page is connected: a page served without script, or one
/// whose socket dropped, is nobody's company. It leaves when told to, or when the session ends.
public final class PresenceHandle {
    /// This membership's random id: how its own beats are told from others'.
    public let member: String
    /// The topic joined.
    public let topic: String
    let presence: Presence
    /// What this screen is on, as the app says it.
    public private(set) var state = ""
    private(set) var isConnected = false
    private(set) var hasLeft = false

    init(presence: Presence, topic: String) {
        self.presence = presence
        self.topic = topic
        member = Self.randomID()
    }

    /// Says what this screen is on now (empty for nothing in particular).
    public func update(state: String) {
        guard state != self.state else { return }
        self.state = state
        if isConnected, !hasLeft { presence.enter(topic: topic, member: member, state: state) }
    }

    /// Leaves the topic for good.
    public func leave() {
        guard !hasLeft else { return }
        hasLeft = true
        presence.leave(topic: topic, member: member)
    }

    /// The page connected or disconnected.
    func setConnected(_ connected: Bool) {
        guard connected != isConnected, !hasLeft else { return }
        isConnected = connected
        if connected {
            presence.enter(topic: topic, member: member, state: state)
        } else {
            presence.leave(topic: topic, member: member)
        }
    }

    private static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<12).map { _ in String(UInt8.random(in: 0...35, using: &generator), radix: 36) }.joined()
    }
}
