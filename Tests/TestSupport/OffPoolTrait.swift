import Testing

/// Runs each test of a suite (or one test) on ``ComputeLanes`` instead of Swift's cooperative
/// pool: for tests that compute a lot, so that they cannot starve the tests that wait on
/// servers and timers. Expectations, `#require` and task-locals work as anywhere else.
public struct OffPoolTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in the suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Each test case gets the scope; a suite's own scope needs none.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with ``ComputeLanes`` as its executor.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ComputeLanes.shared) {
            // The preference applies when the task is next enqueued; until then it would go on
            // running here, on the pool, and a synchronous test would never leave it. Yielding
            // enqueues it, onto a lane.
            await Task.yield()
            try await function()
        }
    }
}

extension Trait where Self == OffPoolTrait {
    /// Runs the tests on threads of their own, off Swift's cooperative pool; for tests that
    /// compute for a long time (see ``ComputeLanes``).
    public static var offPool: Self { Self() }
}
