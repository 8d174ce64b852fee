import Vapor

/// Checks a ViewKit server makes on requests, public so that an app's own routes can make the
/// same ones.
public enum RequestChecks {
    /// Whether an `Origin` header names the same authority as the `Host` header.
    ///
    /// Browsers always put a non-default port in `Host`; a client that leaves it out (some
    /// WebSocket libraries do) is compared by name.
    public static func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let host, let url = URL(string: origin), var originHost = url.host else { return false }
        if originHost.contains(":"), !originHost.hasPrefix("[") { originHost = "[\(originHost)]" }
        let authority = url.port.map { "\(originHost):\($0)" } ?? originHost
        let hostHasPort = host.hasPrefix("[") ? host.contains("]:") : host.contains(":")
        let compared = hostHasPort ? authority : originHost
        return compared.lowercased() == host.lowercased()
    }

    /// How many fields a URL-encoded body holds (its `&`-separated pieces), without decoding it:
    /// decoding thousands of fields costs seconds of CPU.
    public static func formFieldCount(_ body: ByteBuffer?) -> Int {
        guard let body, body.readableBytes > 0 else { return 0 }
        return body.readableBytesView.reduce(1) { $0 + ($1 == UInt8(ascii: "&") ? 1 : 0) }
    }
}

extension RequestChecks {
    /// The client's address: the socket's peer, or, when the peer is one of `trustedProxies`
    /// (a load balancer), the address that proxy appended to `X-Forwarded-For`. The header is
    /// believed only from a trusted proxy, since any client can send it.
    public static func clientAddress(of request: Request, trustedProxies: Set<String>) -> String {
        let peer = request.remoteAddress?.ipAddress ?? "unknown"
        guard trustedProxies.contains(peer),
            let hop = request.headers[.xForwardedFor].last?.split(separator: ",").last?
                .trimmingCharacters(in: .whitespaces), !hop.isEmpty
        else { return peer }
        return hop
    }
}

extension RequestChecks {
    /// Where the page was loaded from, `http://host:port` (https when a proxy says so), for
    /// links the app hands out; empty when the `Host` header is missing or not a plain authority.
    public static func origin(of request: Request) -> String {
        guard let host = request.headers.first(name: .host), !host.isEmpty, host.utf8.count <= 255,
            host.unicodeScalars.allSatisfy({
                CharacterSet.alphanumerics.contains($0) || ".-:[]".unicodeScalars.contains($0)
            })
        else { return "" }
        let scheme = request.headers.first(name: "X-Forwarded-Proto") == "https" ? "https" : "http"
        return scheme + "://" + host
    }
}
