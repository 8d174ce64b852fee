import ViewKit

/// An app served live: the router that builds its screens, and where it is mounted.
public struct LiveApp: Sendable {
    /// The URL prefix (`""` for the site root, `/viewkit-demo` for the demo).
    public let mount: String
    /// Builds the app's screens.
    public let router: any ScreenRouter
    /// Appended to screen titles in the document title.
    public let titleSuffix: String

    /// Creates an app description.
    public init(mount: String, router: any ScreenRouter, titleSuffix: String) {
        self.mount = mount
        self.router = router
        self.titleSuffix = titleSuffix
    }

    /// The path within the app for a full URL path, or nil if the URL is not under the mount.
    func innerPath(_ path: String) -> String? {
        if mount.isEmpty { return path.isEmpty ? "/" : path }
        guard path == mount || path.hasPrefix(mount + "/") else { return nil }
        let inner = String(path.dropFirst(mount.count))
        return inner.isEmpty ? "/" : inner
    }
}
