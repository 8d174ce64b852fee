/// Where the API lives in the URL space: one home for the prefixes, which the routes, the error
/// middleware, the cross-origin policy and the app (which must never take these paths) all use.
public enum APIPaths {
    /// `/api/v1`, as path components.
    public static let v1: [String] = ["api", "v1"]
    /// colr.org's reads: `/json/…`.
    public static let legacyReads = "json"
    /// colr.org's write: `/js/color/{hex}/addtag/`.
    public static let legacyWrites = "js"
    /// The OpenAPI document at the root.
    public static let openAPIDocument = "openapi.json"

    /// Every path prefix the API owns.
    public static let prefixes = [
        "/" + v1[0] + "/", "/\(legacyReads)/", "/\(legacyWrites)/", "/\(openAPIDocument)",
    ]

    /// Whether a path is one of colr.org's (answered in colr.org's envelope).
    public static func isLegacy(_ path: String) -> Bool {
        path.hasPrefix("/\(legacyReads)/") || path.hasPrefix("/\(legacyWrites)/")
    }

    /// Whether a path is colr.org's write, which stays open to every site as colr.org's was.
    public static func isLegacyWrite(_ path: String) -> Bool {
        path.hasPrefix("/\(legacyWrites)/")
    }

    /// Whether a path belongs to the API.
    public static func owns(_ path: String) -> Bool {
        prefixes.contains { path.hasPrefix($0) } || path == "/\(openAPIDocument)"
    }
}
