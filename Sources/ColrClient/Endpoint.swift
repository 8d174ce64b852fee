import Foundation

/// One call to the server before it becomes a URL: method, path segments, query and body.
struct Endpoint: Sendable {
    var method: ColrRequest.Method
    /// Path segments, not yet encoded (a color like `rgb(1 2 3)` is one segment).
    var path: [String]
    var query: [(String, String)] = []
    var body: Data?
    var contentType: String?
    /// colr.org's write endpoint ends in `/`, and existing clients send it that way.
    var trailingSlash = false
    /// A scheme's edit token, sent as `Authorization: Bearer …`.
    var editToken: String?
    /// The scheme revision the write is made against, sent as `If-Match: "<revision>"`.
    var revision: Int?

    init(
        _ method: ColrRequest.Method, _ path: [String], query: [(String, String)] = [], body: Data? = nil,
        contentType: String? = nil, trailingSlash: Bool = false
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.contentType = contentType
        self.trailingSlash = trailingSlash
    }

    /// The same endpoint, proving it may touch a private scheme with `token` when there is one.
    func authorized(by token: String?) -> Endpoint {
        var copy = self
        copy.editToken = token
        return copy
    }

    /// The same endpoint, made against a scheme's `revision` when there is one.
    func expecting(_ revision: Int?) -> Endpoint {
        var copy = self
        copy.revision = revision
        return copy
    }

    /// An `/api/v1/…` endpoint.
    static func v1(
        _ method: ColrRequest.Method, _ path: String..., query: [(String, String)] = [],
        json body: Data? = nil
    ) -> Endpoint {
        Endpoint(
            method, ["api", "v1"] + path, query: query, body: body,
            contentType: body == nil ? nil : "application/json")
    }

    /// Only RFC 3986's unreserved characters stay as they are, so `/`, `#`, `?`, `+`, `%` and
    /// spaces in a color or tag cannot change the meaning of the URL.
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// An `application/x-www-form-urlencoded` body.
    static func form(_ fields: [(String, String)]) -> Data {
        Data(fields.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&").utf8)
    }
}
