/// One member's word about a topic: "I am here, doing this", or "I left". Members send one
/// every heartbeat while their page is connected; one not heard from for a while is gone.
///
/// A member is a random id per screen, never a person's identity: presence says how many are
/// here and what they are on, not who they are.
public struct PresenceBeat: Codable, Hashable, Sendable {
    /// What is being shared: a document, a screen (`palette-12`, say).
    public var topic: String
    /// The member's random id, one per screen that joined.
    public var member: String
    /// What the member is on, in the app's words (a selected item's id, say); empty for nothing.
    public var state: String
    /// True on the last beat a member sends, when its screen leaves or its page disconnects.
    public var leaving: Bool

    /// Creates a beat.
    public init(topic: String, member: String, state: String = "", leaving: Bool = false) {
        self.topic = topic
        self.member = member
        self.state = state
        self.leaving = leaving
    }
}

/// Carries beats between the servers that share presence: one process (``LocalPresenceTransport``)
/// or several (an app can carry them over its database's notifications, say).
///
/// A transport delivers every beat sent, this process's own included, to every stream.
public protocol PresenceTransport: Sendable {
    /// Sends a beat to every server sharing the transport.
    func send(_ beat: PresenceBeat) async
    /// Every beat from now on, from every server; dropping the stream stops it.
    func beats() -> AsyncStream<PresenceBeat>
}
