import ColorKit

/// `/api/v1` view of a theme: every role's color in every mode, every promised pair measured,
/// and what the theme could not do as asked.
///
/// ```json
/// {"brand": "#ffcc00", "target": "aa", "pinned": false, "drift": 0.163,
///  "modes": {"light": {"background": "#fcfcfa", …}, "dark": {…}, …},
///  "pairs": [{"mode": "light", "text": "label", "on": "background", "minimum": 7, "ratio": 16.2,
///             "passes": true}, …],
///  "notes": ["The brand does not reach …"], "overrides": []}
/// ```
public struct ThemeBody: Codable, Hashable, Sendable {
    /// One promise, measured.
    public struct Pair: Codable, Hashable, Sendable {
        /// `light`, `dark`, `lightHighContrast` or `darkHighContrast`.
        public var mode: String
        /// The role drawn on top.
        public var text: String
        /// The role it is drawn on.
        public var on: String
        /// The contrast it must reach: a WCAG ratio, or an Lc magnitude when the target is `apca`.
        public var minimum: Double
        /// The contrast it has, in the same measure, to two decimals.
        public var ratio: Double
        /// Whether it reaches the minimum (decided on the unrounded value).
        public var passes: Bool
    }

    /// The brand as displayed: `#rrggbb`, gamut-mapped into sRGB.
    public var brand: String
    /// `aa`, `aaa` or `apca`.
    public var target: String
    /// Whether the brand is light mode's tint exactly.
    public var pinned: Bool
    /// How far light mode's tint moved from the brand, ΔEOK to three decimals: 0 when pinned.
    public var drift: Double
    /// Each mode's colors, role by role.
    public var modes: ThemeColors
    /// Every promised pair in every mode.
    public var pairs: [Pair]
    /// What the theme could not do as asked, as sentences.
    public var notes: [String]
    /// The roles chosen by hand, as given.
    public var overrides: [ThemeOverrideText]
    /// The brand as given when it lies outside sRGB but inside Display P3,
    /// `color(display-p3 r g b)`; absent otherwise.
    public var wideBrand: String?
    /// Per mode, the roles a Display P3 screen shows as the wide brand (`{"light": ["tint"]}`).
    public var wide: [String: [String]]
    /// Those roles' pairs as a Display P3 screen shows them.
    public var widePairs: [Pair]

    /// The wire form of `theme`.
    public init(_ theme: Theme) {
        brand = "#" + ColorHex(theme.brand.rgb8).value
        target = theme.target.rawValue
        let drift = theme.brandDrift
        pinned = drift == 0
        self.drift = (drift * 1000).rounded() / 1000
        modes = ThemeColors(theme)
        pairs = theme.checks.map(Pair.init)
        notes = theme.notes.map(\.message)
        overrides = theme.overrides.map(ThemeOverrideText.init)
        wideBrand = theme.wideBrand.map { $0.formatted(.css(.displayP3)) }
        wide = Dictionary(
            uniqueKeysWithValues: theme.wideRoles.map { ($0.key.rawValue, $0.value.map(\.rawValue)) })
        widePairs = theme.wideChecks.map(Pair.init)
    }
}

/// A theme's colors, mode by mode and role by role, encoded as JSON objects
/// (`{"light": {"background": "#fcfdff", …}, …}`) and held in the theme's own order (modes light
/// first, roles background first).
public struct ThemeColors: Codable, Hashable, Sendable {
    /// `(mode, [(role, "#rrggbb")])`, in order.
    public var modes: [Mode]

    /// One mode's colors.
    public struct Mode: Hashable, Sendable {
        /// The mode's name.
        public var mode: String
        /// `(role, "#rrggbb")`, in role order.
        public var colors: [Entry]
    }

    /// One role's color.
    public struct Entry: Hashable, Sendable {
        /// The role's name.
        public var role: String
        /// `#rrggbb`.
        public var hex: String
    }

    init(_ theme: Theme) {
        modes = ThemeMode.allCases.map { mode in
            Mode(
                mode: mode.rawValue,
                colors: theme[mode].roles.map {
                    Entry(role: $0.role.rawValue, hex: "#" + ColorHex($0.color.rgb8).value)
                })
        }
    }

    /// The color of `role` in `mode`, as `#rrggbb`.
    public subscript(mode: String, role: String) -> String? {
        modes.first { $0.mode == mode }?.colors.first { $0.role == role }?.hex
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes `{"light": {"background": "#…", …}, …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for mode in modes {
            var colors = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: mode.mode))
            for entry in mode.colors { try colors.encode(entry.hex, forKey: Key(stringValue: entry.role)) }
        }
    }

    /// Decodes the object form, putting known modes and roles in the theme's order.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func rank<T: RawRepresentable & CaseIterable & Equatable>(_ type: T.Type, _ name: String) -> Int
        where T.RawValue == String {
            T(rawValue: name).flatMap { Array(T.allCases).firstIndex(of: $0) } ?? Int.max
        }
        modes = try container.allKeys.sorted {
            rank(ThemeMode.self, $0.stringValue) < rank(ThemeMode.self, $1.stringValue)
        }
        .map { key in
            let colors = try container.nestedContainer(keyedBy: Key.self, forKey: key)
            let entries = try colors.allKeys.map {
                Entry(role: $0.stringValue, hex: try colors.decode(String.self, forKey: $0))
            }
            return Mode(
                mode: key.stringValue,
                colors: entries.sorted { rank(ThemeRole.self, $0.role) < rank(ThemeRole.self, $1.role) })
        }
    }
}

extension ThemeBody.Pair {
    /// The wire form of a measured pair, its contrast to two decimals.
    public init(_ check: ThemeCheck) {
        self.init(
            mode: check.mode.rawValue, text: check.pair.text.rawValue, on: check.pair.on.rawValue,
            minimum: check.pair.minimum, ratio: (check.value * 100).rounded() / 100, passes: check.passes)
    }
}
