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
