/// What ViewKit can refuse, each with a reason a developer can act on.
public enum ViewKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `perform` was called on a controller that is not in a window, so there is no session to return to.
    case notOnScreen
    /// A message from the page was not valid (bad JSON, an unknown kind, oversized).
    case malformedMessage(String)
    /// The session token is missing, forged or expired.
    case invalidToken(String)
    /// The page sent events faster than the session allows.
    case rateLimited

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .notOnScreen: return "perform(_:completion:) needs a controller that is on screen in a window"
        case .malformedMessage(let reason): return "malformed message: \(reason)"
        case .invalidToken(let reason): return "invalid session token: \(reason)"
        case .rateLimited: return "too many events; slow down"
        }
    }
}
