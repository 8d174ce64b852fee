import ColorKit
import ColrDomain
import ColrModels
import PaletteFormats
import Vapor
import ViewKit

/// The HTML of the share links: a palette page with Open Graph tags, and the pages that say
/// why there is none. Plain HTML and CSS, no script, light and dark by the reader's setting.
enum SharePage {
    /// Formats offered as downloads on the page, the ones people reach for first.
    static let downloads: [PaletteFormat] = [.css, .tailwind, .swift, .designTokens, .assetCatalog, .gimp]

    static func html(_ palette: StoredScheme, origin: String) -> String {
        let document = PaletteDocument(name: palette.name, colors: palette.colors)
        let title = palette.name.isEmpty ? "Untitled palette" : palette.name
        let hexes = palette.colors.map { "#" + $0.value.uppercased() }
        let summary = "A Colr palette of \(hexes.count) colors: \(hexes.joined(separator: ", "))"
        let link = origin + "/p/\(palette.id)"
        var swatches = ""
        for (hex, entry) in zip(palette.colors, document.entries) {
            let ink = Ink.on(hex.color) == .black ? "#000" : "#fff"
            swatches += """
                <li style="background:#\(hex.value);color:\(ink)"><span class="hex">#\(hex.value.uppercased())</span>\
                <span class="name">\(HTML.escape(entry.name))</span></li>

                """
        }
        let files = downloads.map {
            "<a href=\"/api/v1/schemes/\(palette.id)/export?format=\($0.rawValue)\">\(HTML.escape($0.title))</a>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title)) · Colr</title>
            <meta name="description" content="\(HTML.escape(summary))">
            <meta property="og:type" content="website">
            <meta property="og:site_name" content="Colr">
            <meta property="og:title" content="\(HTML.escape(title))">
            <meta property="og:description" content="\(HTML.escape(summary))">
            <meta property="og:url" content="\(HTML.escape(link))">
            <meta property="og:image" content="\(HTML.escape(link))/og.png">
            <meta property="og:image:width" content="1200">
            <meta property="og:image:height" content="630">
            <meta property="og:image:alt" content="\(HTML.escape(hexes.joined(separator: ", ")))">
            <meta name="twitter:card" content="summary_large_image">
            <style>\(style)</style></head>
            <body><main>
            <h1>\(HTML.escape(title))</h1>
            \(palette.notes.isEmpty ? "" : "<p class=\"notes\">\(HTML.escape(palette.notes))</p>")
            <ul class="swatches" aria-label="Colors">
            \(swatches)</ul>
            <h2>Take it into code</h2>
            <nav class="files" aria-label="Downloads">
            \(files)
            </nav>
            <p><a href="\(AppRoute.palettePath(id: palette.id))">Open in Colr</a></p>
            </main></body></html>
            """
    }

    /// Marks `route` as a share page, whose 404 and 403 ``ColrErrorMiddleware`` answers with
    /// ``errorPage(_:for:)``, a page a person can read, where every other route answers JSON.
    static func answersErrors(_ route: Route) {
        route.userInfo[pageKey] = true
    }

    /// The page for a refusal of a share page, by the status ``ColrErrorMiddleware`` gave it:
    /// nil for another route or another status, which are answered as JSON.
    static func errorPage(_ status: HTTPResponseStatus, for request: Request) -> Response? {
        guard request.route?.userInfo[pageKey] as? Bool == true else { return nil }
        switch status {
        case .notFound:
            return message(
                status: status, title: "No palette here",
                text: "This palette does not exist, or its owner has not shared it.")
        case .forbidden:
            return message(
                status: status, title: "This edit link does not work",
                text: "It may have been copied wrong. Ask the palette's owner to send it again.")
        default:
            return nil
        }
    }

    /// Where a route keeps its mark as a share page.
    private static let pageKey: AnySendableHashable = "colr.share-page"

    private static func message(status: HTTPResponseStatus, title: String, text: String) -> Response {
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title)) · Colr</title><style>\(style)</style></head>
            <body><main><h1>\(HTML.escape(title))</h1><p>\(HTML.escape(text))</p><p><a href="/">Open Colr</a></p></main></body></html>
            """
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: status, headers: headers, body: .init(string: html))
    }

    static let style = """
        :root{color-scheme:light dark;--ink:#1c1c1e;--muted:#5b5b60;--bg:#fff;--link:#0058c4}\
        @media (prefers-color-scheme:dark){:root{--ink:#f2f2f7;--muted:#a8a8ae;--bg:#000;--link:#5aa9ff}}\
        body{margin:0;font:17px/1.45 system-ui,sans-serif;color:var(--ink);background:var(--bg)}\
        main{max-width:760px;margin:0 auto;padding:24px 20px 48px}\
        h1{font-size:32px;margin:8px 0}h2{font-size:20px;margin:32px 0 8px}.notes{color:var(--muted)}\
        .swatches{list-style:none;padding:0;margin:20px 0;display:grid;gap:8px;\
        grid-template-columns:repeat(auto-fill,minmax(140px,1fr))}\
        .swatches li{border-radius:12px;min-height:96px;padding:12px;display:flex;flex-direction:column;\
        justify-content:flex-end;box-shadow:inset 0 0 0 1px rgba(127,127,127,.3)}\
        .hex{font:600 17px ui-monospace,monospace}.name{font-size:14px}\
        .files{display:flex;flex-wrap:wrap;gap:8px}\
        a{color:var(--link)}.files a{display:inline-block;padding:10px 14px;min-height:24px;border-radius:10px;\
        box-shadow:inset 0 0 0 1px rgba(127,127,127,.5);text-decoration:none}
        """
}
