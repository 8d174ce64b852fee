import Testing

/// Runs each test of a suite (or one test) on ``ComputeLanes`` instead of Swift's cooperative
/// pool: for tests that compute a lot, so that they cannot starve the tests that wait on
/// servers and timers. Expectations, `#require` and task-locals work as anywhere else.
public struct OffPoolTrait: TestTrait, SuiteTrait, TestScoping {
    /// The lanes the tests run on.
    let lanes: ComputeLanes

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
        // A child task starts on its preferred executor; the current task would go on running
        // here, on the pool, until it next suspended, and a synchronous test never does.
        // The group is waited for before this returns, so the test never outlives the call.
        try await withoutActuallyEscaping(function) { test in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask(executorPreference: lanes) { try await test() }
                try await group.waitForAll()
            }
        }
    }
}

extension Trait where Self == OffPoolTrait {
    /// Runs the tests on threads of their own, off Swift's cooperative pool; for tests that
    /// compute for a long time (see ``ComputeLanes``).
    public static var offPool: Self { Self(lanes: .shared) }

    /// Runs the tests on these lanes, which no other test shares: for a test that times work
    /// that must keep a thread busy (see ``ComputeLanes/init(width:)``).
    public static func offPool(lanes: ComputeLanes) -> Self { Self(lanes: lanes) }
}
