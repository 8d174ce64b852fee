/// What the blocks around a declaration say about the mode it belongs to: the theme its
/// selector names, the color scheme and contrast its media queries ask for, and whether it
/// belongs to no mode at all (a component's rule, `@media print`, `@keyframes`).
struct CSSBlockContext: Hashable, Sendable {
    /// The mode a selector gives.
    enum Selector: Hashable, Sendable {
        /// No style rule yet (the top level, or an at-rule's block alone).
        case none
        /// `:root`, `html`, `:host`, Tailwind's `@theme`: the base mode.
        case base
        /// A theme the selector names: `[data-theme="dark_dimmed"]`, `.theme-dark`.
        case named(String)
    }

    /// A `prefers-color-scheme` (or Tailwind `@variant`) condition.
    enum Scheme: Hashable, Sendable { case light, dark }

    /// The mode the innermost style rule gives.
    var selector = Selector.none
    /// The color scheme a media query or variant asks for.
    var scheme: Scheme?
    /// Whether `prefers-contrast: more` holds.
    var highContrast = false
    /// Whether declarations here belong to no mode.
    var ignored = false

    /// The mode declarations here belong to, as a key the reader turns into a name once it knows
    /// the base mode's; nil when they belong to none.
    var mode: CSSModeKey? {
        guard !ignored else { return nil }
        switch selector {
        case .none: return nil
        case .base:
            switch scheme {
            case nil: return CSSModeKey(name: nil, highContrast: highContrast)
            case .dark?: return CSSModeKey(name: "dark", highContrast: highContrast)
            case .light?: return CSSModeKey(name: "light", highContrast: highContrast)
            }
        // A theme the selector names keeps its name whatever scheme the media query asks for:
        // Primer repeats each theme under `@media (prefers-color-scheme: dark)` for "auto".
        case .named(let name): return CSSModeKey(name: name, highContrast: highContrast)
        }
    }

    /// The context inside `@name prelude { … }`.
    func entering(atRule name: String, prelude: String) -> CSSBlockContext {
        var inner = self
        switch name {
        case "media":
            // No theme's query is this long; hostile input stops here.
            guard prelude.utf8.count <= 4096 else {
                inner.ignored = true
                return inner
            }
            let query = CSSMediaQuery(prelude)
            inner.ignored = ignored || query.isIgnored
            inner.scheme = query.scheme ?? scheme
            inner.highContrast = highContrast || query.highContrast
        case "supports", "layer":
            // Progressive enhancement (`@supports (color: oklch(0 0 0))`) and cascade layers
            // hold the same theme: what they declare overrides what came before.
            break
        case "theme":
            // Tailwind v4's `@theme`, `@theme inline`, `@theme static`: the base theme.
            if selector == .none { inner.selector = .base }
        case "variant":
            switch CSSText.trimmed(prelude[...]).lowercased() {
            case "dark": inner.scheme = .dark
            case "light": inner.scheme = .light
            case "contrast-more": inner.highContrast = true
            default: inner.ignored = true
            }
        default:
            // @container, @scope, @keyframes, @font-face, @property, @custom-variant, …: not a
            // theme's colors.
            inner.ignored = true
        }
        return inner
    }

    /// The context inside a style rule with this selector list.
    func entering(selector text: String) -> CSSBlockContext {
        var inner = self
        switch CSSSelectorMode.classify(text) {
        case .base:
            if selector == .none { inner.selector = .base }
        case .named(let name):
            inner.selector = .named(name)
        case .nestedSelf:
            if selector == .none { inner.ignored = true }
        case .other:
            inner.ignored = true
        }
        return inner
    }
}
