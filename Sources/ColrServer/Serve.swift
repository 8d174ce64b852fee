import Logging
import Vapor

/// Runs the server until SIGINT or SIGTERM, then shuts down cleanly: in-flight requests finish,
/// database connections close, and nothing half-written remains (every write is a transaction).
public func serve(config: ColrConfiguration) async throws {
    let level = config.logLevel
    LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = level
        return handler
    }
    let app = try await buildApplication(config: config)
    if !config.hasConfiguredSecret {
        app.logger.warning(
            "COLR_SECRET is not set: a random secret is used, so sessions end when the server stops")
    }
    do {
        try await app.execute()
    } catch {
        try? await app.asyncShutdown()
        throw error
    }
    try await app.asyncShutdown()
}
