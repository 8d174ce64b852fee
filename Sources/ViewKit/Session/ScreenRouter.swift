import Foundation

/// Builds an app's screens from URL segments, so any screen can be linked to and rebuilt after a
/// reload, a dropped socket, or on another server.
///
/// A URL lists the route segments of the screens on the stack: the tab (or root), each pushed
/// screen, and each presented screen prefixed with `~`, as in `/colors/red/~change`.
public protocol ScreenRouter: Sendable {
    /// A fresh root controller (usually a tab bar controller).
    func makeRootViewController() -> ViewController
    /// The controller for a segment below the root, pushed or presented; nil for unknown segments.
    ///
    /// `parent` is the controller on top when the segment is applied, so a screen can share its
    /// models with the screens it leads to, as it would when the person navigates.
    func viewController(for segment: String, from parent: ViewController) -> ViewController?
}

extension Window {
    /// The URL path of what is on screen.
    public var path: String {
        var segments = Self.segments(of: rootViewController)
        for presented in presentationChain {
            var inner = Self.segments(of: presented)
            if !inner.isEmpty { inner[0] = "~" + inner[0] } else { inner = ["~"] }
            segments += inner
        }
        return "/" + segments.map(Self.escape).joined(separator: "/")
    }

    private static func segments(of controller: ViewController) -> [String] {
        switch controller {
        case let tabs as TabBarController:
            guard let selected = tabs.selectedViewController else { return [] }
            return segments(of: selected)
        case let navigation as NavigationController:
            return navigation.viewControllers.compactMap(\.routeComponent)
        default:
            return controller.routeComponent.map { [$0] } ?? []
        }
    }

    /// Rebuilds the stack a path describes, as far as its segments are known; returns whether
    /// every segment was understood (if not, the URL is corrected at the next update).
    @discardableResult
    public func restore(path: String, router: any ScreenRouter) -> Bool {
        var segments = path.split(separator: "/").map { Self.unescape(String($0)) }
        // The path names the whole stack, so start from the first screen, not from what is on
        // screen now (or a path would be pushed on top of the stack it describes).
        for presented in presentationChain.reversed() { presented.dismiss(animated: false) }
        if let tabs = rootViewController as? TabBarController, let first = segments.first,
            !first.hasPrefix("~")
        {
            guard let index = tabs.viewControllers.firstIndex(where: { $0.routeComponent == first }) else {
                return false
            }
            tabs.select(index)
            segments.removeFirst()
        } else if let first = segments.first, first == rootViewController.routeComponent {
            segments.removeFirst()
        }
        _ = topNavigationController?.popToRootViewController(animated: false)
        for segment in segments {
            if segment.hasPrefix("~") {
                let presenter = presentationChain.last ?? rootViewController
                guard
                    let controller = router.viewController(
                        for: String(segment.dropFirst()), from: topViewController)
                else {
                    return false
                }
                presenter.present(controller, animated: false)
            } else {
                guard let navigation = topNavigationController,
                    let controller = router.viewController(for: segment, from: topViewController)
                else { return false }
                navigation.pushViewController(controller, animated: false)
            }
        }
        return true
    }

    /// RFC 3986's unreserved characters, the only ones a segment keeps as they are, so a
    /// segment can hold `/`, `%`, `?` or `#` and still read back as one segment.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func escape(_ segment: String) -> String {
        // Most segments are plain words ("items", "item-3") that encoding leaves as they are;
        // checking their bytes spares a trip through Foundation on every update.
        if segment.utf8.allSatisfy(isUnreserved) { return segment }
        // Fails only for text that is not Unicode, which a Swift string cannot hold.
        return segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? segment
    }

    /// Whether a byte is one of ``unreserved``'s characters.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    static func unescape(_ segment: String) -> String {
        // A malformed escape or one that is not UTF-8 is kept as typed: the segment is then
        // unknown to the router, and the URL is corrected at the next update.
        segment.removingPercentEncoding ?? segment
    }
}
