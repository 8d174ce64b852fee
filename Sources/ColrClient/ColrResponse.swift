import Foundation

/// What a ``ColrTransport`` got back: the status, the header fields and the body.
public struct ColrResponse: Hashable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields, with names lowercased so lookups need not care about case.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response; header names are lowercased.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.body = body
    }

    /// The value of a header field, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
