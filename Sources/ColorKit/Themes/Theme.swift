/// An app's colors from one brand color: every ``ThemeRole`` in every ``ThemeMode`` (light,
/// dark, and both with Increase Contrast), keeping a declared set of contrast promises
/// (``ThemePair``) in each.
///
/// The brand is `tint` in light mode exactly as given whenever it can keep tint's promises; when
/// it cannot (a yellow on white), the tint is the nearest color of the brand's hue that can
/// (smallest ΔEOK), the move is reported in ``notes``, and the unchanged brand becomes the
/// `tintContainer`. Success, warning and destructive are kept apart from each other and from
/// the tint for protan, deutan and tritan vision where lightness and a nearby hue can do it, and
/// noted where they cannot. Roles can be overridden one at a time; ``checks`` then measures what
/// was asked for, and ``failures`` names any promise it breaks.
public struct Theme: Hashable, Sendable {
    /// The colors a theme starts from: a brand, and optionally a second accent and a neutral.
    public struct Source: Hashable, Sendable {
        /// The brand color.
        public var brand: RGBColor
        /// A second accent for `secondary`; without one it is a quieter brand hue.
        public var secondary: RGBColor?
        /// A grey whose hue and chroma tint the backgrounds, text and separators; without one
        /// they carry a trace of the brand's hue.
        public var neutral: RGBColor?

        /// A source from colors chosen by hand.
        public init(brand: RGBColor, secondary: RGBColor? = nil, neutral: RGBColor? = nil) {
            self.brand = brand
            self.secondary = secondary
            self.neutral = neutral
        }
    }

    /// A color chosen by hand for one role in one mode, kept exactly.
    public struct Override: Hashable, Sendable {
        /// The mode it applies to.
        public var mode: ThemeMode
        /// The role it replaces.
        public var role: ThemeRole
        /// The color, kept as given (rounded to 8 bits).
        public var color: RGBColor

        /// Creates an override.
        public init(mode: ThemeMode, role: ThemeRole, color: RGBColor) {
            self.mode = mode
            self.role = role
            self.color = color
        }
    }

    /// What the theme was made from.
    public let source: Source
    /// The brand as displayed: gamut-mapped into sRGB and rounded to 8 bits.
    public let brand: RGBColor
    /// How contrast is measured and how much each pair needs.
    public let target: ThemeTarget
    /// The roles chosen by hand.
    public let overrides: [Override]
    /// Each mode's colors, in ``ThemeMode``'s order.
    private let palettes: [ThemePalette]
    /// Every declared pair in every mode, measured.
    public let checks: [ThemeCheck]
    /// What the theme could not do as asked: the brand moved, signals that look alike.
    public let notes: [ThemeNote]
    /// The brand as given when it lies outside sRGB but inside Display P3, for the formats that
    /// can carry it; nil for a brand inside sRGB (or beyond P3).
    public let wideBrand: RGBColor?
    /// The roles of each mode a P3 screen shows as ``wideBrand`` (see ``wideColor(_:in:)``).
    public let wideRoles: [ThemeMode: [ThemeRole]]
    /// The pairs of those roles as a P3 screen shows them; each passes, or the role is not offered.
    public let wideChecks: [ThemeCheck]

    /// A theme from `source`, keeping `target`'s promises, with `overrides` kept exactly.
    public init(source: Source, target: ThemeTarget = .aa, overrides: [Override] = []) {
        self.source = source
        self.target = target
        self.overrides = overrides
        brand = RGBColor(GamutMapping.toSRGB(source.brand.withAlpha(1)).rgb8)
        var palettes: [ThemePalette] = []
        var checks: [ThemeCheck] = []
        var notes: [ThemeNote] = []
        for mode in ThemeMode.allCases {
            var builder = ThemeBuilder(
                mode: mode, target: target, brand: brand, source: source,
                overrides: overrides.filter { $0.mode == mode })
            builder.build()
            palettes.append(builder.palette)
            notes += builder.notes
            checks += builder.pairs.map { pair in
                ThemeCheck(
                    mode: mode, pair: pair,
                    value: target.measure(text: builder.palette[pair.text], on: builder.palette[pair.on]))
            }
        }
        self.palettes = palettes
        self.checks = checks
        self.notes = notes
        let wide = Self.wideGamut(
            source: source, brand: brand, target: target, palettes: palettes, overrides: overrides)
        wideBrand = wide.brand
        wideRoles = wide.roles
        wideChecks = wide.checks
    }

    /// A theme from one brand color.
    public init(brand: RGBColor, target: ThemeTarget = .aa) {
        self.init(source: Source(brand: brand), target: target)
    }

    /// The colors of `mode`.
    public subscript(mode: ThemeMode) -> ThemePalette {
        palettes[ThemeMode.allCases.firstIndex(of: mode) ?? 0]
    }

    /// The color of `role` in `mode`.
    public func color(_ role: ThemeRole, in mode: ThemeMode) -> RGBColor {
        self[mode][role]
    }

    /// The promises the theme breaks: none unless an override broke them.
    public var failures: [ThemeCheck] { checks.filter { !$0.passes } }

    /// How far light mode's tint moved from the brand, in ΔEOK: 0 when the brand is the tint.
    public var brandDrift: Double {
        ColorDifference.deltaEOK(brand, color(.tint, in: .light))
    }

    /// The same theme with `override` added (replacing any for the same role and mode), checked again.
    public func overriding(_ override: Override) -> Theme {
        Theme(
            source: source, target: target,
            overrides: overrides.filter { $0.mode != override.mode || $0.role != override.role } + [override])
    }
}
