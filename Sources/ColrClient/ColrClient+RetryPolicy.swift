extension ColrClient {
    /// When and how long to wait before sending an idempotent request (GET, PUT, DELETE) again.
    ///
    /// A request is retried after a transport error, a timeout, a 502, 503 or 504, or a 429,
    /// never after a POST: a POST that reached the server may have been applied, and repeating
    /// it could apply it twice. Waits grow exponentially with jitter (a random 50–100 % of the
    /// step), so many clients failing together do not come back together. A server's
    /// `Retry-After` replaces the computed wait when it is at most ``maximumRetryAfter``; a
    /// server asking for longer is not retried, and the caller gets the error with the wait.
    public struct RetryPolicy: Sendable {
        /// How many times a request is sent at most, the first time included (1 disables retries).
        public var maximumAttempts: Int
        /// The wait before the first retry (before jitter).
        public var initialBackoff: Duration
        /// The longest wait between two attempts (before jitter).
        public var maximumBackoff: Duration
        /// The longest `Retry-After` the client honors by waiting.
        public var maximumRetryAfter: Duration
        /// The clock the waits are measured on; tests pass one that does not really wait.
        public var clock: any Clock<Duration>

        /// Creates a policy.
        public init(
            maximumAttempts: Int = 3, initialBackoff: Duration = .milliseconds(200),
            maximumBackoff: Duration = .seconds(5), maximumRetryAfter: Duration = .seconds(30),
            clock: any Clock<Duration> = ContinuousClock()
        ) {
            self.maximumAttempts = max(1, maximumAttempts)
            self.initialBackoff = initialBackoff
            self.maximumBackoff = maximumBackoff
            self.maximumRetryAfter = maximumRetryAfter
            self.clock = clock
        }

        /// Three attempts, 200 ms then 400 ms (each 50–100 %), `Retry-After` up to 30 s.
        public static var standard: RetryPolicy { RetryPolicy() }

        /// One attempt: every failure is reported at once.
        public static var never: RetryPolicy { RetryPolicy(maximumAttempts: 1) }

        /// The jittered wait after attempt number `attempt` (1 for the first) failed.
        public func backoff(afterAttempt attempt: Int) -> Duration {
            let step = min(initialBackoff * (1 << min(max(attempt - 1, 0), 30)), maximumBackoff)
            return step * Double.random(in: 0.5...1.0)
        }

        /// How long to wait before the next attempt after `error`, or nil to give up.
        func delay(after error: ColrClient.Error, attempt: Int, method: ColrRequest.Method) -> Duration? {
            guard method.isIdempotent, attempt < maximumAttempts else { return nil }
            switch error.kind {
            case .transport, .timeout:
                return backoff(afterAttempt: attempt)
            case .rateLimited(let retryAfter):
                guard let retryAfter else { return backoff(afterAttempt: attempt) }
                return retryAfter <= maximumRetryAfter ? retryAfter : nil
            case .server where [502, 503, 504].contains(error.status ?? 0):
                guard let wait = error.serverRetryAfter else { return backoff(afterAttempt: attempt) }
                return wait <= maximumRetryAfter ? wait : nil
            default:
                return nil
            }
        }
    }
}
