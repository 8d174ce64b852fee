import Vapor

/// The addresses of load balancers whose `X-Forwarded-For` is believed, kept in the
/// application's storage by whoever configures the server.
public enum TrustedProxies: StorageKey {
    /// The proxies' addresses.
    public typealias Value = Set<String>
}
