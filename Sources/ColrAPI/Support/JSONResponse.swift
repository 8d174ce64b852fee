import ColrModels
import Foundation
import Vapor

/// Answers with wire values, encoded by ``ColrModels/ColrJSON/encoder()`` (keys sorted, ISO 8601
/// dates), as the SDK reads them.
public enum JSONResponse {
    /// A JSON response with the given status.
    public static func make(_ value: some Encodable, status: HTTPResponseStatus = .ok) throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(
            status: status, headers: headers, body: .init(data: try ColrJSON.encoder().encode(value)))
    }
}

extension JSONResponse {
    /// A colr.org-compatible response, byte for byte as colr.org wrote it.
    public static func legacy(_ envelope: LegacyEnvelope, status: HTTPResponseStatus = .ok) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        var buffer = ByteBufferAllocator().buffer(capacity: 256)
        buffer.writeBytes(LegacyJSON.encode(envelope))
        return Response(status: status, headers: headers, body: .init(buffer: buffer))
    }
}

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
            throw Abort(.unsupportedMediaType, reason: "send JSON with Content-Type: application/json")
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

/// The addresses of load balancers whose `X-Forwarded-For` is believed, kept in the
/// application's storage by whoever configures the server.
public enum TrustedProxies: StorageKey {
    /// The proxies' addresses.
    public typealias Value = Set<String>
}
