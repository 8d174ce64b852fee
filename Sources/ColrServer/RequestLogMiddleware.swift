import Vapor

/// One log line per request, with its id: method, path (never the query, which may carry a
/// token), status and time taken. The id is the request's `X-Request-Id` when a balancer set a
/// plain one, else a new one; it goes back in the response so a person can quote it.
struct RequestLogMiddleware: AsyncMiddleware {
    /// Where the lines go (the application's logger).
    let logger: Logger
    /// The level each line is written at: `info` for structured logs, `debug` otherwise.
    let level: Logger.Level

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let started = ContinuousClock.now
        let id = Self.requestID(request)
        var logger = logger
        logger[metadataKey: "request-id"] = .string(id)
        do {
            let response = try await next.respond(to: request)
            response.headers.replaceOrAdd(name: "X-Request-Id", value: id)
            log(logger, request, status: response.status.code, since: started)
            return response
        } catch {
            let status = (error as? any AbortError)?.status.code ?? 500
            log(logger, request, status: status, since: started)
            throw error
        }
    }

    private func log(
        _ logger: Logger, _ request: Request, status: UInt, since started: ContinuousClock.Instant
    ) {
        let elapsed = ContinuousClock.now - started
        let milliseconds =
            Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        logger.log(
            level: level, "\(request.method.rawValue) \(request.url.path) \(status)",
            metadata: [
                "method": .string(request.method.rawValue), "path": .string(request.url.path),
                "status": .stringConvertible(status),
                "duration_ms": .string(String(format: "%.2f", milliseconds)),
            ])
    }

    /// A balancer's id when it is short and plain, else a new one (Vapor's own id takes the
    /// header as it comes).
    static func requestID(_ request: Request) -> String {
        if let given = request.headers.first(name: "X-Request-Id"), (1...64).contains(given.utf8.count),
            given.utf8.allSatisfy({
                $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            })
        {
            return given
        }
        return UUID().uuidString
    }
}
