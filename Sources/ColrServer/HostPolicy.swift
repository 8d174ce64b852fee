import ColrAPI
import ColrModels
import Vapor

/// Answers only requests addressed to this server by name: a page on another site whose name
/// resolves to this address (DNS rebinding) sends its own name as `Host` and is refused, so it
/// cannot use a visitor's browser to reach a server on their machine or network.
struct HostPolicy: AsyncMiddleware {
    /// The names answered to; nil answers any.
    let allowed: Set<String>?

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let allowed, let host = request.headers.first(name: .host), !allowed.contains(Self.name(of: host))
        {
            return try ColrErrorMiddleware.refusal(.unknownHost(host), to: request)
        }
        return try await next.respond(to: request)
    }

    /// A `Host` header's name, lowercased, without its port (`[::1]:8080` is `[::1]`).
    static func name(of host: String) -> String {
        let lowered = host.lowercased()
        if lowered.hasPrefix("[") { return lowered.split(separator: "]").first.map { $0 + "]" } ?? lowered }
        return lowered.split(separator: ":", maxSplits: 1).first.map(String.init) ?? lowered
    }
}
