import ColrDomain

/// What a committed write tells live screens: a color's new tags or a scheme's new revision.
enum Announcement: Hashable, Sendable {
    /// A color's tags changed.
    case color(ColorChange)
    /// A scheme changed or was deleted.
    case scheme(SchemeChange)

    /// The announcement as NOTIFY and the change log carry it.
    var payload: String {
        switch self {
        case .color(let change): change.payload
        case .scheme(let change): change.payload
        }
    }

    /// What it is about, one key per color or scheme.
    var subject: String {
        switch self {
        case .color(let change): "color " + change.hex.value
        case .scheme(let change): "scheme \(change.id)"
        }
    }

    /// Which delivery this is, for the feed's lag metric.
    var kind: FeedDelivery.Kind {
        switch self {
        case .color: .color
        case .scheme: .scheme
        }
    }

    /// Reads a payload: a scheme's, else a color's; nil when it is neither.
    init?(payload: some StringProtocol) {
        let text = String(payload)
        if let change = SchemeChange(payload: text) {
            self = .scheme(change)
        } else if let change = ColorChange(payload: text) {
            self = .color(change)
        } else {
            return nil
        }
    }

    /// Hands the announcement to `feed`'s subscribers.
    func publish(to feed: any ChangeFeed) async {
        switch self {
        case .color(let change): await feed.publish(change)
        case .scheme(let change): await feed.publish(change)
        }
    }

    /// Hands it to `feed`'s subscribers before returning, without suspending.
    func broadcast(to feed: LocalChangeFeed) {
        switch self {
        case .color(let change): feed.broadcast(change)
        case .scheme(let change): feed.broadcast(change)
        }
    }
}

/// An announcement with its place in the change log: what the NOTIFY of a logged write carries,
/// `@<position> <payload>`, so a listener can tell one it already delivered from a new one.
/// Nothing else on the channel starts with `@` (signals and colors' payloads are JSON objects or
/// bare hex).
struct LoggedAnnouncement: Hashable, Sendable {
    /// Its position in the change log.
    let position: Int64
    /// What it says.
    let announcement: Announcement

    /// The NOTIFY payload.
    var wire: String { Self.wire(position: position, payload: announcement.payload) }

    /// The NOTIFY payload for `payload` at `position`.
    static func wire(position: Int64, payload: String) -> String { "@\(position) \(payload)" }

    /// Reads a NOTIFY payload of a logged write, or nil when it is not one.
    init?(wire: String) {
        guard wire.hasPrefix("@"), let space = wire.firstIndex(of: " "),
            let position = Int64(wire[wire.index(after: wire.startIndex)..<space]), position > 0,
            let announcement = Announcement(payload: wire[wire.index(after: space)...])
        else { return nil }
        self.init(position: position, announcement: announcement)
    }

    /// Creates one.
    init(position: Int64, announcement: Announcement) {
        self.position = position
        self.announcement = announcement
    }
}
