import ColrModels
import Foundation

/// Tells whoever listens that a color's tags or a scheme changed, on this instance or another.
///
/// Live screens subscribe and show the new state; the store publishes after each committed
/// write. Across instances this is PostgreSQL's LISTEN/NOTIFY.
public protocol ChangeFeed: Sendable {
    /// Announces a color's change (after it is committed).
    func publish(_ change: ColorChange) async
    /// A stream of color changes, from now until the stream is dropped.
    func changes() -> AsyncStream<ColorChange>
    /// A stream of one color's changes, from now until the stream is dropped: what a screen of
    /// that color needs. Every element wakes its subscriber's session, which then renders and
    /// diffs its screen, so a screen that filtered ``changes()`` would pay for every color's.
    func changes(of hex: ColorHex) -> AsyncStream<ColorChange>
    /// Announces a scheme's change (after it is committed).
    func publish(_ change: SchemeChange) async
    /// A stream of scheme changes, from now until the stream is dropped.
    func schemeChanges() -> AsyncStream<SchemeChange>
    /// A stream of one scheme's changes, from now until the stream is dropped: what an editor of
    /// that scheme needs, for the same reason as ``changes(of:)``.
    func schemeChanges(of id: Int) -> AsyncStream<SchemeChange>
    /// Sends a signal: a short message of another kind (presence beats) that rides the same
    /// channel to every instance, delivered to this instance too.
    func publish(_ signal: FeedSignal) async
    /// A stream of signals, from now until the stream is dropped.
    func signals() -> AsyncStream<FeedSignal>
    /// Whether every instance's changes reach this one now: the answer at once, then each time
    /// it changes, until the stream is dropped. While it is false a screen says its changes are
    /// paused rather than show what may be stale as live.
    func liveness() -> AsyncStream<Bool>
}

/// A short message the feed carries for others (presence beats, say): a kind and a body.
public struct FeedSignal: Hashable, Sendable {
    /// What the body is, so each listener takes only its own.
    public let kind: String
    /// The message, at most ``maximumBodyBytes`` of UTF-8.
    public let body: String
    /// PostgreSQL carries at most 8,000 bytes in an announcement, its framing included.
    public static let maximumBodyBytes = 6_000

    /// Creates a signal.
    public init(kind: String, body: String) {
        self.kind = kind
        self.body = body
    }

    private struct Payload: Codable {
        let signal: String
        let body: String
    }

    /// The announcement's payload: `{"body":…,"signal":kind}`.
    public var payload: String {
        String(
            decoding: (try? ColrJSON.encoder().encode(Payload(signal: kind, body: body))) ?? Data(),
            as: UTF8.self)
    }

    /// Reads an announcement's payload, or nil when it is not a signal's.
    public init?(payload: String) {
        guard payload.hasPrefix("{"), payload.contains("\"signal\""),
            let decoded = try? ColrJSON.decoder().decode(Payload.self, from: Data(payload.utf8))
        else { return nil }
        self.init(kind: decoded.signal, body: decoded.body)
    }
}

/// What changed: a color, and its tags after the change when they fit in the announcement, so
/// that screens showing the color need not read it again.
public struct ColorChange: Hashable, Sendable {
    /// The color whose tags changed.
    public let hex: ColorHex
    /// Its tags after the change, oldest first; nil when they were too many to announce, in
    /// which case a screen reads them from the store.
    public let tags: [TagName]?

    /// Creates a change.
    public init(hex: ColorHex, tags: [TagName]?) {
        self.hex = hex
        self.tags = tags
    }

    /// The change a stored color's new state makes.
    public init(_ color: StoredColor) {
        self.init(hex: color.hex, tags: color.tags.map(\.name))
    }

    /// The longest announcement PostgreSQL carries is 8,000 bytes; past this, tags are left out.
    public static let maximumPayloadBytes = 7_000

    private struct Payload: Codable {
        let hex: String
        let tags: [String]?
    }

    /// The change as an announcement's payload: JSON with the tags, or without them when too long.
    public var payload: String {
        let encoder = ColrJSON.encoder()
        let full = (try? encoder.encode(Payload(hex: hex.value, tags: tags?.map(\.value)))) ?? Data()
        if full.count <= Self.maximumPayloadBytes, !full.isEmpty {
            return String(decoding: full, as: UTF8.self)
        }
        let bare = (try? encoder.encode(Payload(hex: hex.value, tags: nil))) ?? Data()
        return String(decoding: bare, as: UTF8.self)
    }

    /// Reads an announcement's payload: this JSON, or a bare hex (what older instances send).
    public init?(payload: String) {
        if let hex = ColorHex(payload) {
            self.init(hex: hex, tags: nil)
            return
        }
        guard let decoded = try? ColrJSON.decoder().decode(Payload.self, from: Data(payload.utf8)),
            let hex = ColorHex(decoded.hex)
        else { return nil }
        let tags = decoded.tags.map { $0.compactMap { try? TagName($0) } }
        self.init(hex: hex, tags: tags)
    }
}
