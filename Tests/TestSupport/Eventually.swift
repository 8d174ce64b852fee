/// Waits for `condition`, checking it every 20 ms, up to `limit`; returns whether it held.
///
/// For what another task brings about (a feed's announcement, a heartbeat): a busy machine
/// delays those, so tests wait for the outcome rather than a fixed time.
public func eventually(
    within limit: Duration = .seconds(10), _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}
