import ColrModels
import Foundation
import Vapor

/// Encodes wire values the same way everywhere: ISO 8601 dates, keys in declaration order.
public enum JSONResponse {
    /// A JSON response with the given status.
    public static func make(_ value: some Encodable, status: HTTPResponseStatus = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: status, headers: headers, body: .init(data: try encoder.encode(value)))
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
