/// Everything the Colr domain can refuse, each case with a reason a person can act on.
///
/// ColrModels only says what went wrong; the server alone decides which HTTP status each case gets.
public enum ColrError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a color Colr understands.
    case invalidColor(input: String, reason: String)
    /// The tag is empty, too long, or made only of characters that are stripped.
    case invalidTag(input: String, reason: String)
    /// A parameter is malformed or out of range (a count, a cursor, a body field).
    case invalidRequest(reason: String)
    /// The thing asked for does not exist.
    case notFound(reason: String)
    /// The thing exists but belongs to someone else: send its edit token, or open its edit link.
    case forbidden(reason: String)
    /// The request body is larger than the server accepts.
    case payloadTooLarge(limitBytes: Int)
    /// The client sent too many writes; it may retry after this many seconds.
    case rateLimited(retryAfterSeconds: Int)
    /// The database cannot be reached or failed; nothing was written.
    case storeUnavailable(reason: String)
    /// The write would pass a bound the service keeps (the tags one color may carry); nothing was written.
    case limitReached(reason: String)
    /// The server is already doing as much heavy work (reading images) as it allows at once.
    case busy(retryAfterSeconds: Int)
    /// An edit could not be kept as made, because of what another editor saved first (they
    /// removed the color it moves); nothing was written. The reason says why, in words an editor
    /// can be shown ("another editor removed #AABBCC, so it could not be moved"). `revision` is the scheme's revision now:
    /// read it again and decide.
    case editConflict(reason: String, revision: Int)
    /// The write named the revision it expected (`If-Match`) and the scheme has moved on since;
    /// nothing was written. `revision` is the scheme's revision now.
    case preconditionFailed(revision: Int)
    /// The body is not in the media type the endpoint reads: send JSON.
    case unsupportedMediaType
    /// A write to the API from another site's page, refused before it runs; call the API directly.
    case crossOriginWrite
    /// The request names a host the server does not answer to, as a page on another site whose
    /// name resolves to the server's address does (DNS rebinding).
    case unknownHost(String)
    /// The server is stopping; another instance, or this one restarted, answers after this many seconds.
    case shuttingDown(retryAfterSeconds: Int)

    /// A sentence for the `reason` field of an error response.
    public var description: String {
        switch self {
        case .invalidColor(let input, let reason):
            return "\"\(Self.excerpt(input))\" is not a color: \(reason)"
        case .invalidTag(let input, let reason):
            return "\"\(Self.excerpt(input))\" is not a usable tag: \(reason)"
        case .invalidRequest(let reason): return reason
        case .notFound(let reason): return reason
        case .forbidden(let reason): return reason
        case .payloadTooLarge(let limit): return "the request body is larger than \(limit) bytes"
        case .rateLimited(let seconds): return "too many writes; try again in \(seconds) s"
        case .storeUnavailable(let reason):
            return "the color store is unavailable (\(reason)); try again shortly"
        case .limitReached(let reason): return reason
        case .busy(let seconds):
            return "the server is busy with other heavy requests; try again in \(seconds) s"
        case .editConflict(let reason, _): return reason + "; nothing was saved"
        case .preconditionFailed(let revision):
            return
                "the scheme has changed since the revision you sent (it is at revision \(revision) now); read it again and resend your change, or send operations with PATCH to merge"
        case .unsupportedMediaType: return "send JSON (application/json)"
        case .crossOriginWrite:
            return "writes to /api/v1 are not accepted from another site's page; call the API directly"
        case .unknownHost(let host):
            return "this server does not answer to \(Self.excerpt(host)); see COLR_ALLOWED_HOSTS"
        case .shuttingDown: return "the server is restarting; try again in a moment"
        }
    }

    /// Keeps echoed input short and free of control characters.
    public static func excerpt(_ text: String) -> String {
        let printable = String(
            String.UnicodeScalarView(text.unicodeScalars.filter { !TagName.isStripped($0) }))
        return printable.count <= 48 ? printable : String(printable.prefix(48)) + "…"
    }
}
