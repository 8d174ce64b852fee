import ArgumentParser
import ColrServer
import Foundation

/// `colr serve`: the app and the API on one port, on SQLite by default.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the Colr service: the app, the API and share links on one port.",
        discussion: """
            Serves the live app at /, the JSON API (/api/v1, colr.org's /json/ and /js/
            endpoints, /openapi.json), palette share pages (/p/<id>), and /metrics when
            COLR_METRICS_TOKEN is set. An empty store is first seeded with the CSS and
            UIKit named colors (--no-seed skips that). SIGINT or SIGTERM stops the server
            once the work under way has finished.

            Flags override COLR_* environment variables, which override the defaults
            (127.0.0.1:8080, colr.sqlite in the working directory).
            """)

    @Option(help: "Address to bind (COLR_HOST).")
    var host: String?

    @Option(help: "Port to bind (COLR_PORT).")
    var port: Int?

    @Option(help: "A SQLite file path or a postgres:// URL (COLR_DATABASE_URL).")
    var database: String?

    @Option(help: "The secret that signs session tokens (COLR_SECRET).")
    var secret: String?

    @Flag(help: "Do not seed an empty store with the named colors (COLR_SEED=0).")
    var noSeed = false

    @Option(
        name: .customLong("allowed-host"),
        help: "A Host name to answer to, repeatable; * for any (COLR_ALLOWED_HOSTS, comma-separated).")
    var allowedHosts: [String] = []

    func run() async throws {
        var config = try ColrConfiguration(environment: ProcessInfo.processInfo.environment)
        if let host { config.host = host }
        if let port {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
            config.port = port
        }
        if let database { config.database = try DatabaseLocation(database) }
        if let secret {
            config.secret = secret
            config.hasConfiguredSecret = true
        }
        if noSeed { config.seed = false }
        if !allowedHosts.isEmpty {
            config.allowedHosts = ColrConfiguration.hostList(allowedHosts.joined(separator: ","))
        }
        try await ColrServer.serve(config: config)
    }
}
