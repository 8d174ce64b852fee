import Testing

/// How many test servers may use the test PostgreSQL server at once.
///
/// Swift Testing starts every test case at once, and each PostgreSQL-backed test creates a
/// database, starts a server with its own connection pool and drops the database after: dozens
/// of those at the same moment stall PostgreSQL for seconds (databases copied and removed on a
/// busy disk), longer than a server's pool waits for a connection, and unrelated tests then fail
/// with `connectionRequestTimeout`. A test waits here for a slot instead, without a timeout.
/// A server started inside another's test rides on that test's slot, so nesting cannot deadlock.
public actor PostgresSlots {
    /// The slots every PostgreSQL-backed ``TestServer`` shares.
    public static let shared = PostgresSlots(limit: 8)

    /// Whether the current task already holds a slot.
    @TaskLocal static var holding = false

    private let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Slots for at most `limit` tests at once.
    public init(limit: Int) {
        self.limit = max(limit, 1)
    }

    /// Runs `body` holding a slot, waiting for one first unless this task holds one already.
    public nonisolated func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        if Self.holding { return try await body() }
        await acquire()
        do {
            let result = try await Self.$holding.withValue(true) { try await body() }
            await release()
            return result
        } catch {
            await release()
            throw error
        }
    }

    /// How many slots are taken now.
    public var taken: Int { inUse }

    private func acquire() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            // The slot passes straight to the longest waiter.
            waiting.removeFirst().resume()
        }
    }
}

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a test on the test PostgreSQL server: five minutes, because the limit
    /// counts the wait for a ``PostgresSlots`` slot too, and in the whole suite the slots can all
    /// be held by long tests (the co-editing model's thousand cases take two minutes) when a
    /// short one starts; and a test that builds two servers on one core (`taskset -c 0`) beside
    /// the whole suite takes over a minute. A hung test still fails, with this limit in its report.
    public static var postgresTimeLimit: Self { .timeLimit(.minutes(5)) }
}
