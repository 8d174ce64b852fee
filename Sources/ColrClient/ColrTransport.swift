/// Moves one request to a Colr server and brings back its response.
///
/// The client does everything else (retries, timeouts, decoding, error mapping), so a
/// transport only sends bytes. ``URLSessionTransport`` is the default; tests use
/// `ColrClientTesting.StubTransport`, and an app may wrap any HTTP stack it already has.
public protocol ColrTransport: Sendable {
    /// Sends `request` and returns whatever status the server answered with.
    ///
    /// Throw only when no response arrived (the connection failed, the request was cancelled);
    /// an HTTP error status is a response, not an error.
    func send(_ request: ColrRequest) async throws -> ColrResponse
}
