import Dispatch
import Logging
import Vapor

/// Runs the server until SIGINT or SIGTERM, then stops in an order that loses nothing: new
/// requests are refused, open pages are told at once, store operations already running finish,
/// and only then do the HTTP server and the database close (see ``ServerDrain``).
public func serve(config: ColrConfiguration) async throws {
    let level = config.logLevel
    let json = config.logsJSON
    LoggingSystem.bootstrap { label in
        if json {
            var handler = JSONLogHandler(label: label)
            handler.logLevel = level
            return handler
        }
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = level
        return handler
    }
    let app = try await buildApplication(config: config)
    if !config.hasConfiguredSecret {
        app.logger.warning(
            "COLR_SECRET is not set: a random secret is used, so sessions end when the server stops")
    }
    let files = FileLimit.raise()
    app.logger.info("open-file limit: \(files) (it bounds the connections held at once)")
    let stop = StopSignal()
    do {
        try await app.asyncBoot()
        try await app.server.start(address: nil)
    } catch {
        try? await app.asyncShutdown()
        throw error
    }
    let signal = await stop.wait()
    app.logger.notice("received \(signal); stopping")
    await app.drain()
    await app.server.shutdown()
    try await app.asyncShutdown()
}

/// Waits for SIGINT or SIGTERM, which stop the process only through ``wait()``.
final class StopSignal {
    private let sources: [any DispatchSourceSignal]
    private let received: AsyncStream<String>

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        received = stream
        sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(name) }
            source.resume()
            return source
        }
    }

    /// The name of the first signal received.
    func wait() async -> String {
        for await name in received { return name }
        return "end of input"
    }
}
