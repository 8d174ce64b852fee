import NIOCore

/// How many connections the server holds, and how long a request may take to arrive.
///
/// Vapor closes a connection that is silent for the idle timeout, but a client that trickles a
/// byte now and then is never silent. These limits close that gap: a request must arrive whole
/// within ``requestTimeout``, and no one address may hold more
/// than ``maximumPerClient`` of the ``maximum`` connections the process keeps open.
public struct ConnectionLimits: Sendable, Equatable {
    /// The most connections held at once; past it, a new one is answered 503 and closed.
    public var maximum: Int
    /// The most connections one client address may hold at once; trusted proxies are exempt.
    public var maximumPerClient: Int
    /// How long a request may take to arrive whole, from its first byte; past it, 408 and closed.
    public var requestTimeout: TimeAmount
    /// Addresses exempt from the per-client cap (load balancers carry many clients' connections).
    public var exemptAddresses: Set<String>

    /// Limits with explicit values.
    public init(
        maximum: Int, maximumPerClient: Int, requestTimeout: TimeAmount, exemptAddresses: Set<String> = []
    ) {
        self.maximum = maximum
        self.maximumPerClient = maximumPerClient
        self.requestTimeout = requestTimeout
        self.exemptAddresses = exemptAddresses
    }

    /// These limits as enforced: ``maximum`` lowered, if need be, to leave `reserve` of
    /// `fileLimit` open files for the database, the log and the name lists (0 when the limit is
    /// unknown), and ``maximumPerClient`` at most half of it, so one address can never fill the
    /// server by itself.
    public func fitting(fileLimit: UInt64, reserve: Int = 128) -> ConnectionLimits {
        var fitted = self
        if fileLimit > 0 {
            fitted.maximum = min(maximum, max(2, Int(clamping: fileLimit) - reserve))
        }
        fitted.maximumPerClient = min(maximumPerClient, max(1, fitted.maximum / 2))
        return fitted
    }
}
