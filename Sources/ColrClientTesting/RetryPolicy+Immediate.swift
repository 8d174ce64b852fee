import ColrClient

extension ColrClient.RetryPolicy {
    /// The standard policy on an ``ImmediateClock``: the same attempts and waits, taking no time.
    ///
    /// Pass the clock in to assert the waits: `clock.sleeps`.
    public static func immediate(maximumAttempts: Int = 3, clock: ImmediateClock = ImmediateClock()) -> Self {
        Self(maximumAttempts: maximumAttempts, clock: clock)
    }
}
