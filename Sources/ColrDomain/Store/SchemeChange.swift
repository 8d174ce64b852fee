import ColrModels
import Foundation

/// What changed: a scheme, and the revision it is at now (0 once it is deleted), so a screen
/// showing an older revision knows to read it again and one already showing it does nothing.
public struct SchemeChange: Hashable, Sendable {
    /// The scheme that changed.
    public let id: Int
    /// Its revision number after the change; 0 when it was deleted.
    public let revision: Int

    /// Creates a change.
    public init(id: Int, revision: Int) {
        self.id = id
        self.revision = revision
    }

    /// Whether the scheme is gone.
    public var isDeletion: Bool { revision == 0 }

    private struct Payload: Codable {
        let scheme: Int
        let revision: Int
    }

    /// The change as an announcement's payload: `{"revision":5,"scheme":12}`. Its `scheme` key
    /// tells it from a color's, which the same channel carries.
    public var payload: String {
        let data = (try? ColrJSON.encoder().encode(Payload(scheme: id, revision: revision))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads an announcement's payload, or nil when it is not a scheme's.
    public init?(payload: String) {
        guard payload.hasPrefix("{"),
            let decoded = try? ColrJSON.decoder().decode(Payload.self, from: Data(payload.utf8)),
            decoded.scheme > 0, decoded.revision >= 0
        else { return nil }
        self.init(id: decoded.scheme, revision: decoded.revision)
    }
}
