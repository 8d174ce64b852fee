// ViewKit's demo on a server of its own, built only against ViewKit's public API: every control
// and flow the library has, with no Colr app in it. ViewKit's browser tests drive it; people can
// look: `swift run ViewKitDemoServer` and open http://127.0.0.1:8081.
//
// Options: `--port N` (default 8081), `--mount /path` (default: the root), `--sessions-per-client N`
// (default ViewKit's; `scripts/bench-live` lifts it, as its 1,000 sessions all come from loopback),
// `--brand COLOR` (or `VIEWKIT_DEMO_BRAND`; a hex, a CSS color or name) to theme the demo from one
// brand color through ViewKitThemes, with `--target aa|aaa|apca` (default aa). Without a brand
// the demo keeps ViewKit's own colors.
// `VIEWKIT_DEMO_SECRET` signs sessions; without it a random one is used.
import ColorKit
import Foundation
import Vapor
import ViewKit
import ViewKitDemo
import ViewKitThemes
import ViewKitVapor

/// Stops with `message` and the usage line, as a command-line tool does.
func usage(_ message: String = "") -> Never {
    let usage =
        "usage: ViewKitDemoServer [--port N] [--mount /path] [--sessions-per-client N] "
        + "[--brand COLOR] [--target aa|aaa|apca]\n"
    FileHandle.standardError.write(Data(((message.isEmpty ? "" : message + "\n") + usage).utf8))
    exit(64)
}

var port = 8081
var mount = ""
var sessionsPerClient: Int?
var brand = Environment.get("VIEWKIT_DEMO_BRAND")
var target = ThemeTarget.aa
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    case "--mount": mount = arguments.next() ?? mount
    case "--sessions-per-client": sessionsPerClient = arguments.next().flatMap(Int.init)
    case "--brand": brand = arguments.next()
    case "--target":
        guard let value = arguments.next().flatMap(ThemeTarget.init(rawValue:)) else { usage() }
        target = value
    default: usage()
    }
}

let app = try await Application.make(Environment(name: "production", arguments: ["ViewKitDemoServer"]))
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
let secret = Environment.get("VIEWKIT_DEMO_SECRET") ?? UUID().uuidString
var configuration = ViewKitConfiguration(secret: secret)
if let sessionsPerClient { configuration.maximumSessionsPerClient = sessionsPerClient }
if let brand, !brand.isEmpty {
    // The whole look from one color: every semantic color a role of the brand's theme.
    guard let color = try? ColorParser().parse(brand) else { usage("not a color: \(brand)") }
    configuration.theme = ColorTheme(brand: color, target: target)
}
await app.mount(
    viewKit: [LiveApp(mount: mount, router: DemoRouter(), titleSuffix: "ViewKit demo")],
    configuration: configuration)
try await app.execute()
try await app.asyncShutdown()
