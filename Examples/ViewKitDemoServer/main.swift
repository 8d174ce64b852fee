// ViewKit's demo on a server of its own, built only against ViewKit's public API: every control
// and flow the library has, with no Colr in it. ViewKit's browser tests drive it; people can look:
// `swift run ViewKitDemoServer` and open http://127.0.0.1:8081.
//
// Options: `--port N` (default 8081), `--mount /path` (default: the root), `--sessions-per-client N`
// (default ViewKit's; `scripts/bench-live` lifts it, as its 1,000 sessions all come from loopback).
// `VIEWKIT_DEMO_SECRET` signs sessions; without it a random one is used.
import Foundation
import Vapor
import ViewKitDemo
import ViewKitVapor

var port = 8081
var mount = ""
var sessionsPerClient: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    case "--mount": mount = arguments.next() ?? mount
    case "--sessions-per-client": sessionsPerClient = arguments.next().flatMap(Int.init)
    default:
        FileHandle.standardError.write(
            Data("usage: ViewKitDemoServer [--port N] [--mount /path] [--sessions-per-client N]\n".utf8))
        exit(64)
    }
}

let app = try await Application.make(Environment(name: "production", arguments: ["ViewKitDemoServer"]))
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
let secret = Environment.get("VIEWKIT_DEMO_SECRET") ?? UUID().uuidString
var configuration = ViewKitConfiguration(secret: secret)
if let sessionsPerClient { configuration.maximumSessionsPerClient = sessionsPerClient }
await app.mount(
    viewKit: [LiveApp(mount: mount, router: DemoRouter(), titleSuffix: "ViewKit demo")],
    configuration: configuration)
try await app.execute()
try await app.asyncShutdown()
