import ViewKit

/// An app served live: the router that builds its screens, and where it is mounted.
public struct LiveApp: Sendable {
    /// The URL prefix (`""` for the site root, `/viewkit-demo` for the demo).
    public let mount: String
    /// Builds the app's screens.
    public let router: any ScreenRouter
    /// Appended to screen titles in the document title.
    public let titleSuffix: String
    /// Where a visit to the app's bare address starts (for example with a welcome sheet).
    public let landingPath: String?
    /// Paths under the mount that belong to something else (the API), never to the app.
    public let excludedPrefixes: [String]

    /// Creates an app description.
    public init(
        mount: String, router: any ScreenRouter, titleSuffix: String, landingPath: String? = nil,
        excludedPrefixes: [String] = []
    ) {
        self.mount = mount
        self.router = router
        self.titleSuffix = titleSuffix
        self.landingPath = landingPath
        self.excludedPrefixes = excludedPrefixes
    }

    /// The path a page request starts the session at: the landing path for the bare address,
    /// unless this browser has seen it already (`returning`), as a welcome is shown once.
    func startPath(_ inner: String, returning: Bool = false) -> String {
        inner == "/" && !returning ? (landingPath ?? inner) : inner
    }

    /// The cookie that remembers this browser was shown the landing path.
    static let landedCookie = "vk-landed"

    /// The `Set-Cookie` value that remembers the landing for a year, on this app's paths only.
    var landedCookieHeader: String {
        "\(Self.landedCookie)=1; Path=\(mount.isEmpty ? "/" : mount); Max-Age=31536000; HttpOnly; SameSite=Lax"
    }

    /// The path within the app for a full URL path, or nil if the URL is not under the mount.
    func innerPath(_ path: String) -> String? {
        if excludedPrefixes.contains(where: { path.hasPrefix($0) }) { return nil }
        if mount.isEmpty { return path.isEmpty ? "/" : path }
        guard path == mount || path.hasPrefix(mount + "/") else { return nil }
        let inner = String(path.dropFirst(mount.count))
        return inner.isEmpty ? "/" : inner
    }
}
