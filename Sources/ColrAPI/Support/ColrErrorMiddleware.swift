import ColrModels
import Foundation
import Vapor

/// Where thrown errors become HTTP: each ``ColrError`` case gets its status and a JSON body
/// (`{error, reason}` on `/api`, colr.org's envelope with `success: false` on the legacy paths).
/// Only the share pages (ColrServer's `ShareRoutes`) answer some errors themselves, as HTML
/// pages: a palette missing or private (404) and a refused edit link (403).
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
            let path = request.url.path
            let response: Response
            if APIPaths.isLegacy(path) {
                response = JSONResponse.legacy(
                    LegacyEnvelope(success: false, messages: [reason]), status: status)
            } else {
                response = try JSONResponse.make(ErrorBody(error: code, reason: reason), status: status)
            }
            for (name, value) in headers { response.headers.replaceOrAdd(name: name, value: value) }
            return response
        }
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
            }
        case let error as DecodingError:
            return (
                .badRequest, "invalid_request",
                "the body is not the JSON this endpoint expects: \(Self.describe(error))", []
            )
        case let abort as any AbortError:
            switch abort.status {
            case .notFound:
                return (.notFound, "not_found", "nothing at \(request.method) \(request.url.path)", [])
            case .payloadTooLarge:
                return (
                    .payloadTooLarge, "payload_too_large", "the request body is too large",
                    [("Connection", "close")]
                )
            case .unsupportedMediaType:
                return (.unsupportedMediaType, "unsupported_media_type", "send JSON (application/json)", [])
            default:
                let code = abort.status.reasonPhrase.lowercased().replacingOccurrences(of: " ", with: "_")
                return (abort.status, code, abort.reason, [])
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
