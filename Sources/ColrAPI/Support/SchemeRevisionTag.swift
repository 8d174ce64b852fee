import ColrModels
import Vapor

/// A scheme's revision as an HTTP entity tag: `ETag: "7"` on what reads or writes a scheme, and
/// `If-Match: "7"` on a write that must not overwrite what others saved since revision 7.
enum SchemeRevisionTag {
    /// The tag for `revision`, quoted as RFC 9110 writes a strong entity tag.
    static func header(_ revision: Int) -> String { "\"\(revision)\"" }

    /// The revision a request's `If-Match` names: nil without the header or with `*` (any
    /// revision, which every existing scheme matches); a clear refusal for anything else.
    static func expected(by request: Request) throws(ColrError) -> Int? {
        let values = request.headers[.ifMatch]
        guard !values.isEmpty else { return nil }
        let text = values.joined(separator: ",").trimmingCharacters(in: .whitespaces)
        if text == "*" { return nil }
        guard text.count >= 3, text.first == "\"", text.last == "\"",
            let revision = Int(text.dropFirst().dropLast()), revision >= 0
        else {
            throw .invalidRequest(
                reason:
                    "If-Match takes one revision as a quoted entity tag, as the ETag of a read gives it: If-Match: \"7\""
            )
        }
        return revision
    }

    /// Puts a scheme's revision on a response.
    static func tag(_ response: Response, with revision: Int) -> Response {
        response.headers.replaceOrAdd(name: .eTag, value: header(revision))
        return response
    }
}
