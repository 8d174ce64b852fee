/// The Swift SDK for the Colr service (being built).
public struct ColrClient: Sendable {}
