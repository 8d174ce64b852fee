import Foundation

/// Whole URL paths: a stack of screens, the first a tab.
extension AppRoute {
    /// The path of `stack`, as the app writes it in the address bar: each segment
    /// percent-encoded but for RFC 3986's unreserved characters, a presented screen's prefixed
    /// with `~` (`[.palettes, .palette(id: 7), .share]` is `/palettes/palette-7/~share`).
    public static func path(_ stack: [AppRoute]) -> String {
        "/"
            + stack.map { route in
                let segment =
                    route.segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? route.segment
                return route.isPresented ? "~" + segment : segment
            }.joined(separator: "/")
    }

    /// The screens `path` names, in order; nil if any segment names none. A `~` is read, as the
    /// app reads it, as how the screen is shown, not which screen it is; a malformed escape is
    /// kept as typed, as the app keeps it.
    public static func stack(inPath path: String) -> [AppRoute]? {
        var stack: [AppRoute] = []
        for part in path.split(separator: "/") {
            let escaped = String(part.hasPrefix("~") ? part.dropFirst() : part)
            guard let route = AppRoute(segment: escaped.removingPercentEncoding ?? escaped) else {
                return nil
            }
            stack.append(route)
        }
        return stack
    }

    /// Where a palette opens in the app: its editor, in the Palettes tab.
    public static func palettePath(id: Int) -> String {
        path([.palettes, .palette(id: id)])
    }

    /// RFC 3986's unreserved characters, the only ones a segment keeps as they are (the app's
    /// pages encode the rest the same way).
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
