import ColrModels
import Foundation
import Vapor

extension Request {
    /// The client's address for rate limiting and the `client` column: the socket's peer, or,
    /// when the peer is a trusted proxy (``TrustedProxies``), the address it appended to
    /// `X-Forwarded-For`. The header is believed from no one else, since any client can send it.
    public var clientAddress: String {
        let peer = remoteAddress?.ipAddress ?? "unknown"
        guard application.storage[TrustedProxies.self]?.contains(peer) == true,
            let hop = headers[.xForwardedFor].last?.split(separator: ",").last?
                .trimmingCharacters(in: .whitespaces), !hop.isEmpty
        else { return peer }
        return hop
    }

    /// The body decoded as JSON (``ColrModels/ColrJSON/decoder()``: dates in ISO 8601, as the API
    /// writes them); anything but `application/json` is refused with 415.
    func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T {
        guard headers.contentType == .json else {
            throw ColrError.unsupportedMediaType
        }
        return try content.decode(T.self, using: ColrJSON.decoder())
    }

    /// A path parameter that routing guarantees to exist.
    func parameter(_ name: String) -> String {
        parameters.get(name) ?? ""
    }

    /// An integer query parameter within `range`, or `fallback` when absent.
    func integerQuery(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(ColrError)
        -> Int
    {
        guard let text = query[String.self, at: name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidRequest(
                reason: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
