import ColrClient

/// A stub transport for testing apps built on ColrClient (being built).
public struct StubTransport: Sendable {}
