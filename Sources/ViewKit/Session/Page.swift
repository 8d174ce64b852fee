import Foundation

/// The HTML document around a window: the first paint, readable and usable without script.
///
/// Everything sits in one form: without script, a tap posts the form (the tapped button and
/// every field) and the server answers with the screen it leads to; with script, the runtime
/// intercepts taps and the session takes over through the socket.
public enum Page {
    /// The page runtime's ES modules by file name (`main.js` is the entry point), served at
    /// `<assets>/runtime/<version>/<name>`; the modules import each other by relative path.
    public static let runtime: [String: String] = {
        let names = ["main", "socket", "patches", "history", "events", "overlays", "transfer", "hooks"]
        return Dictionary(uniqueKeysWithValues: names.map { ("\($0).js", resource($0, "js", in: "runtime")) })
    }()
    /// A fingerprint of the runtime's modules, in their path: a page always loads modules of one
    /// version, and a browser may keep them for as long as it likes.
    public static let runtimeVersion: String = {
        let all = runtime.keys.sorted().map { $0 + "\u{0}" + (runtime[$0] ?? "") }.joined(separator: "\u{0}")
        return String(digest(windowHTML: all, title: "runtime").prefix(12))
    }()
    /// The stylesheet, served at `<assets>/viewkit.css`.
    public static let stylesheet: String = resource("viewkit", "css")

    /// A whole document for a window's HTML; `hiddenFields` go into the form (a form token, say).
    /// The runtime loads from `assets` and opens its socket at `socket`.
    public static func document(
        windowHTML: String, title: String, token: String, assets: String = "/viewkit",
        socket: String = "/live",
        language: String = "en",
        direction: String = "ltr", head: String = "", hiddenFields: [(name: String, value: String)] = []
    ) -> String {
        let hidden = hiddenFields.map {
            "<input type=\"hidden\" name=\"\(HTML.escape($0.name))\" value=\"\(HTML.escape($0.value))\">"
        }.joined()
        return """
            <!doctype html>
            <html lang="\(HTML.escape(language))" dir="\(direction == "rtl" ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="color-scheme" content="light dark">
            <meta name="vk-token" content="\(HTML.escape(token))">
            <meta name="vk-socket" content="\(HTML.escape(socket))">
            <meta name="vk-hooks" content="\(HTML.escape(assets))/hooks/">
            <meta name="vk-digest" content="\(digest(windowHTML: windowHTML, title: title))">
            <title>\(HTML.escape(title))</title>
            <link rel="stylesheet" href="\(HTML.escape(assets))/viewkit.css">
            \(head)\(runtimeTags(assets: assets))
            </head>
            <body>
            <div class="vk-status vk-status-reconnecting" role="status">Reconnecting…</div>
            <div class="vk-status vk-status-refused" role="alert">This page stopped updating. Reload to continue.</div>
            <form class="vk-form" method="post">\(hidden)\(windowHTML)</form>
            </body>
            </html>
            """
    }

    /// A fingerprint of a screen as a page first shows it (64-bit FNV-1a of title and HTML).
    ///
    /// A page that has applied no patch sends it back when it joins; a session that renders
    /// the same fingerprint knows the page has its screen and sends none of it again. A wrong
    /// fingerprint only costs the page its own screen, so no secret is needed.
    public static func digest(windowHTML: String, title: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in title.utf8 + [0] + windowHTML.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Turns a posted form into events: each field's text, then the tap (`target` or `target#value`).
    /// Fields of ViewKit's own (`vk-…`, such as a form token) are not views and make no events.
    public static func events(fromForm fields: [String: String]) -> [Event] {
        var events: [Event] = []
        for (name, value) in fields.sorted(by: { $0.key < $1.key })
        where !name.hasPrefix("vk-") && name.hasPrefix("v") {
            events.append(Event(.input, target: name, value: value))
        }
        // A tap names its target, and a row its value after `#`; an empty one names nothing.
        if let tap = fields["vk-tap"] {
            let parts = tap.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            if let target = parts.first, !target.isEmpty {
                events.append(
                    Event(.tap, target: String(target), value: parts.count > 1 ? String(parts[1]) : nil))
            }
        }
        return events
    }

    /// The entry module's script tag, with a preload for every module so the browser fetches them
    /// at once rather than one import at a time.
    static func runtimeTags(assets: String) -> String {
        let base = HTML.escape(assets) + "/runtime/" + runtimeVersion + "/"
        let preloads = runtime.keys.sorted().map { "<link rel=\"modulepreload\" href=\"\(base)\($0)\">" }
        return preloads.joined(separator: "\n") + "\n<script type=\"module\" src=\"\(base)main.js\"></script>"
    }

    private static func resource(_ name: String, _ ext: String, in directory: String? = nil) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: directory),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }
}
