import ColrModels
import Logging
import Synchronization
import Testing
import Vapor
import VaporTesting

@testable import ColrServer

/// Structured logs: JSON objects a line, and one line per request with its id.
@Suite("Logs")
struct LoggingTests {
    /// Lines a handler wrote.
    final class Lines: Sendable {
        let all = Mutex<[String]>([])
        var write: @Sendable (String) -> Void { { line in self.all.withLock { $0.append(line) } } }
    }

    @Test func jsonLinesCarryLevelLabelMessageAndMetadata() throws {
        let lines = Lines()
        var handler = JSONLogHandler(label: "colr.test", write: lines.write)
        handler.logLevel = .info
        handler[metadataKey: "instance"] = "a"
        let logger = Logger(label: "colr.test") { _ in handler }
        logger.debug("not written")
        logger.info(
            "saved \"Sea\"\nat once", metadata: ["palette": .stringConvertible(12), "tags": ["a", "b"]])
        let written = lines.all.withLock { $0 }
        try #require(written.count == 1)
        #expect(written[0].hasSuffix("\n") && written[0].dropLast().contains("\n") == false)
        let object = try JSONValue.parse(Array(written[0].utf8.dropLast()))
        #expect(object["level"] == .string("info") && object["label"] == .string("colr.test"))
        #expect(object["message"] == .string("saved \"Sea\"\nat once"))
        #expect(
            object["metadata"]?["palette"] == .string("12") && object["metadata"]?["instance"] == .string("a")
        )
        #expect(object["metadata"]?["tags"] == .array([.string("a"), .string("b")]))
        if case .string(let time)? = object["time"] {
            #expect(time.contains("T"))
        } else {
            Issue.record("no time")
        }
    }

    @Test func everyRequestIsOneLineWithItsID() async throws {
        let lines = Lines()
        let logger = Logger(label: "colr.requests") { label in
            JSONLogHandler(label: label, write: lines.write)
        }
        let app = try await Application.make(.testing)
        app.middleware.use(RequestLogMiddleware(logger: logger, level: .info))
        app.get("hello") { _ in "hi" }
        app.get("broken") { _ -> String in throw Abort(.badRequest) }
        try await app.testing().test(.GET, "hello?token=secret", headers: ["X-Request-Id": "lb-42"]) {
            response in
            #expect(response.headers.first(name: "X-Request-Id") == "lb-42")
        }
        try await app.testing().test(.GET, "broken", headers: ["X-Request-Id": "<script>"]) { response in
            #expect(response.status == .badRequest)
        }
        try await app.asyncShutdown()
        let written = lines.all.withLock { $0 }.compactMap { try? JSONValue.parse(Array($0.utf8.dropLast())) }
        try #require(written.count == 2)
        #expect(written[0]["metadata"]?["request-id"] == .string("lb-42"))
        #expect(
            written[0]["metadata"]?["path"] == .string("/hello")
                && written[0]["metadata"]?["status"] == .string("200"))
        #expect(
            !(written[0]["message"].map { "\($0)" } ?? "").contains("secret"),
            "the query never reaches the log")
        // A balancer's id that is not plain is replaced by the request's own.
        #expect(written[1]["metadata"]?["request-id"] != .string("<script>"))
        #expect(written[1]["metadata"]?["status"] == .string("400"))
    }

    @Test func theFormatIsASetting() throws {
        #expect(try ColrConfiguration(environment: ["COLR_LOG_FORMAT": "json"]).logsJSON)
        #expect(try !ColrConfiguration(environment: [:]).logsJSON)
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_LOG_FORMAT": "xml"])
        }
    }
}
