/// A promised pair as the theme measured it in one mode.
public struct ThemeCheck: Hashable, Sendable {
    /// The mode the pair was measured in.
    public let mode: ThemeMode
    /// The promise.
    public let pair: ThemePair
    /// The measured contrast, in the target's measure.
    public let value: Double

    /// Whether the pair keeps its promise.
    public var passes: Bool { value >= pair.minimum }
}

/// Something a theme could not do, said so that the person can decide.
public enum ThemeNote: Hashable, Sendable {
    /// The brand could not be `tint` unchanged in light mode: it was moved by `distance` ΔEOK
    /// (lightness only, hue kept). It is offered unchanged as `tintContainer` when text can
    /// read on it (`isContainer`).
    case brandMoved(distance: Double, isContainer: Bool)
    /// Two signal roles (tint, success, warning, destructive) look alike in `mode` to someone
    /// with `deficiency` (to everyone when nil), even after the theme adjusted them: ΔEOK
    /// `distance` once simulated.
    case indistinguishable(
        ThemeRole, ThemeRole, deficiency: ColorVisionDeficiency?, mode: ThemeMode, distance: Double)
    /// A status role (destructive for a red brand, success for a green one) stays in the tint's
    /// hue family at a similar lightness in `mode`: no color of its own family both looks
    /// different and keeps the signals apart.
    case likeTheTint(ThemeRole, mode: ThemeMode)

    /// The note as a sentence.
    public var message: String {
        switch self {
        case .brandMoved(let distance, let isContainer):
            let shown = (distance * 1000).rounded() / 1000
            return "The brand does not reach its contrast as a tint on light backgrounds, so the tint is "
                + "the nearest color that does (ΔEOK \(shown))"
                + (isContainer
                    ? "; the brand itself is the tint container."
                    : "; no text reads on the brand itself at this target, so it is not a container either.")
        case .indistinguishable(let first, let second, let deficiency, let mode, let distance):
            let shown = (distance * 1000).rounded() / 1000
            let who = deficiency.map { "with " + $0.title.lowercased() } ?? "to everyone"
            return "\(first.heading) and \(second.title) look alike \(who) "
                + "in \(mode.title.lowercased()) (ΔEOK \(shown)); pair them with an icon or a word."
        case .likeTheTint(let role, let mode):
            return "\(role.heading) is the brand's hue family in \(mode.title.lowercased()) and may be "
                + "taken for the tint; pair it with an icon or a word."
        }
    }
}
