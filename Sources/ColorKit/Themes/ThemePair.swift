/// One promise a theme makes: `text` (a text, icon or line color) reads on `on` at `minimum`
/// or more, in the theme's target measure.
public struct ThemePair: Hashable, Sendable {
    /// The role drawn on top.
    public let text: ThemeRole
    /// The role it is drawn on.
    public let on: ThemeRole
    /// The contrast it must reach: a WCAG ratio, or an Lc magnitude for APCA.
    public let minimum: Double

    /// Creates a pair.
    public init(text: ThemeRole, on: ThemeRole, minimum: Double) {
        self.text = text
        self.on = on
        self.minimum = minimum
    }

    /// Every pair a theme promises in `mode` at `target`, roles on backgrounds first.
    ///
    /// Primary text reads on every background at the strongest text tier; secondary text, the
    /// brand and the status colors as text at the text tier; fills' on-colors on their fills at
    /// the text tier; separators, focus rings and placeholders at the non-text tier (WCAG
    /// 1.4.11). Increase Contrast raises every tier, AAA raises every text tier.
    public static func declared(in mode: ThemeMode, target: ThemeTarget) -> [ThemePair] {
        let raise = mode.isHighContrast ? 1 : 0
        let text = target == .aaa ? 1 : 0
        let onBackgrounds: [(ThemeRole, Int)] = [
            (.label, 2 + raise), (.secondaryLabel, 1 + raise + text), (.tertiaryLabel, raise),
            (.tint, 1 + raise + text), (.success, 1 + raise + text), (.warning, 1 + raise + text),
            (.destructive, 1 + raise + text), (.separator, raise), (.focusRing, raise),
        ]
        let onFills: [(ThemeRole, ThemeRole)] = [
            (.onTint, .tint), (.onTintContainer, .tintContainer), (.onSecondary, .secondary),
            (.onDestructive, .destructive),
        ]
        return onBackgrounds.flatMap { role, tier in
            ThemeRole.backgrounds.map { ThemePair(text: role, on: $0, minimum: target.minimum(tier: tier)) }
        } + onFills.map { ThemePair(text: $0, on: $1, minimum: target.minimum(tier: 1 + raise + text)) }
    }

    /// The roles drawn as lines and hints rather than read as text: ``declared(in:target:)``
    /// holds them at the non-text tier (WCAG 1.4.11's 3:1).
    static let nonTextRoles: Set<ThemeRole> = [.tertiaryLabel, .separator, .focusRing]

    /// How a token checker measures the pair under `target`: APCA's Lc, or the WCAG ratio as
    /// text or, for separators, focus rings and placeholders, as a non-text contrast. Every
    /// measure takes the contrast as `target` does, so a ``TokenChecker`` reproduces the
    /// theme's figures.
    public func measure(under target: ThemeTarget) -> TokenPair.Measure {
        if target == .apca { return .apca }
        return Self.nonTextRoles.contains(text) ? .nonText : .wcag
    }
}
