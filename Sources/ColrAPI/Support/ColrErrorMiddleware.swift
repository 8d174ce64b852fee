import ColrModels
import Foundation
import Vapor

/// Where errors become HTTP: the one mapping of each ``ColrError`` case (and of what Vapor and
/// the JSON decoder throw) to its status, code, reason and headers. What a route throws is
/// answered here as a JSON body (`{error, reason}`), colr.org's envelope with `success: false` on
/// the legacy paths, or, for a share page's 404 and 403, the page a person reads
/// (``SharePage``). What the server refuses before a request reaches its route (another site's
/// write, an unknown host, a server stopping) comes through ``refusal(_:to:)``, as JSON.
///
/// Anything unexpected is logged in full and answered with a 500 that reveals nothing inside.
/// It belongs to the API, so the routes and the statuses they answer with are tested together.
public struct ColrErrorMiddleware: AsyncMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Answers whatever error the rest of the chain throws.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            let (status, code, reason, headers) = Self.map(error, request: request)
            if status == .internalServerError {
                request.logger.error("unhandled error", metadata: ["error": "\(String(reflecting: error))"])
            }
            if let page = SharePage.errorPage(status, for: request) { return page }
            guard APIPaths.isLegacy(request.url.path) else {
                return try Self.json(status: status, code: code, reason: reason, headers: headers)
            }
            let response = JSONResponse.legacy(
                LegacyEnvelope(success: false, messages: [reason]), status: status)
            for (name, value) in headers { response.headers.replaceOrAdd(name: name, value: value) }
            return response
        }
    }

    /// The answer to a refusal made in front of the routes, by middleware that stops a request
    /// before it reaches one: JSON on every path, the API's, colr.org's and the app's alike.
    public static func refusal(_ error: ColrError, to request: Request) throws -> Response {
        let (status, code, reason, headers) = map(error, request: request)
        return try json(status: status, code: code, reason: reason, headers: headers)
    }

    /// The code of an answer with no ``ColrError`` case of its own: its status's reason phrase in
    /// snake case (`uri_too_long`), for every answer in Colr's error shape, here or written
    /// before a request is read.
    public static func code(for status: HTTPResponseStatus) -> String {
        status.reasonPhrase.lowercased().replacingOccurrences(of: " ", with: "_")
    }

    private static func json(
        status: HTTPResponseStatus, code: String, reason: String, headers: [(String, String)]
    ) throws -> Response {
        let response = try JSONResponse.make(ErrorBody(error: code, reason: reason), status: status)
        for (name, value) in headers { response.headers.replaceOrAdd(name: name, value: value) }
        return response
    }

    static func map(_ error: any Error, request: Request) -> (
        HTTPResponseStatus, String, String, [(String, String)]
    ) {
        switch error {
        case let error as ColrError:
            switch error {
            case .invalidColor: return (.badRequest, "invalid_color", error.description, [])
            case .invalidTag: return (.badRequest, "invalid_tag", error.description, [])
            case .invalidRequest: return (.badRequest, "invalid_request", error.description, [])
            case .notFound: return (.notFound, "not_found", error.description, [])
            case .forbidden: return (.forbidden, "forbidden", error.description, [])
            case .payloadTooLarge:
                // The rest of the body was never read, so the connection cannot carry another request.
                return (.payloadTooLarge, "payload_too_large", error.description, [("Connection", "close")])
            case .limitReached: return (.conflict, "limit_reached", error.description, [])
            case .rateLimited(let seconds):
                return (
                    .tooManyRequests, "rate_limited", error.description, [("Retry-After", String(seconds))]
                )
            case .storeUnavailable:
                return (.serviceUnavailable, "store_unavailable", error.description, [("Retry-After", "5")])
            case .busy(let seconds):
                return (.serviceUnavailable, "busy", error.description, [("Retry-After", String(seconds))])
            case .editConflict(_, let revision):
                return (
                    .conflict, "edit_conflict", error.description,
                    [("ETag", SchemeRevisionTag.header(revision))]
                )
            case .preconditionFailed(let revision):
                return (
                    .preconditionFailed, "precondition_failed", error.description,
                    [("ETag", SchemeRevisionTag.header(revision))]
                )
            case .unsupportedMediaType:
                return (.unsupportedMediaType, "unsupported_media_type", error.description, [])
            case .crossOriginWrite: return (.forbidden, "cross_origin", error.description, [])
            case .unknownHost: return (.badRequest, "unknown_host", error.description, [])
            case .shuttingDown(let seconds):
                // Told to go elsewhere, the client should not keep this connection either.
                return (
                    .serviceUnavailable, "shutting_down", error.description,
                    [("Retry-After", String(seconds)), ("Connection", "close")]
                )
            }
        case let error as DecodingError:
            return (
                .badRequest, "invalid_request",
                "the body is not the JSON this endpoint expects: \(Self.describe(error))", []
            )
        case let abort as any AbortError:
            switch abort.status {
            case .notFound: return map(ColrError.nothing(at: request), request: request)
            case .payloadTooLarge:
                return (
                    .payloadTooLarge, "payload_too_large", "the request body is too large",
                    [("Connection", "close")]
                )
            case .unsupportedMediaType: return map(ColrError.unsupportedMediaType, request: request)
            default: return (abort.status, code(for: abort.status), abort.reason, [])
            }
        default:
            return (
                .internalServerError, "internal_error",
                "something went wrong on our side; it has been logged", []
            )
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong type at \"\(path)\""
        case .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "malformed JSON" : "invalid value at \"\(path)\""
        @unknown default: return "malformed JSON"
        }
    }
}
