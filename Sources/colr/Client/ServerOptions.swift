import ArgumentParser
import ColrClient
import Foundation

/// The options every client command shares: which server, which API, how patient.
struct ServerOptions: ParsableArguments {
    /// Used when neither `--server` nor `COLR_SERVER` is given: `colr serve`'s default address.
    static let defaultServer = "http://127.0.0.1:8080"

    @Option(help: "The Colr server's URL (default: $COLR_SERVER, or \(ServerOptions.defaultServer)).")
    var server: String?

    @Flag(help: "Speak colr.org's JSON API (/json/…) instead of /api/v1, for older Colr servers.")
    var legacy = false

    @Option(help: "Seconds to wait for each request before giving up.")
    var timeout: Double = 10

    func validate() throws {
        guard timeout > 0, timeout <= 600 else {
            throw ValidationError("--timeout must be from 0 to 600 seconds.")
        }
        _ = try baseURL()
    }

    /// The server's URL: `--server`, then `COLR_SERVER`, then the local default.
    func baseURL() throws -> URL {
        let text = server ?? ProcessInfo.processInfo.environment["COLR_SERVER"] ?? Self.defaultServer
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host != nil
        else {
            let source = server == nil ? "COLR_SERVER" : "--server"
            throw ValidationError("\(source) must be a URL like \(Self.defaultServer), not \"\(text)\".")
        }
        return url
    }

    /// A client for the chosen server and API.
    func client() throws -> ColrClient {
        ColrClient(
            baseURL: try baseURL(), mode: legacy ? .legacy : .v1,
            timeout: .milliseconds(Int(timeout * 1000)))
    }
}
