/// `/api/v1/themes/check`'s answer, and what `colr check --format json` prints: every pair
/// checked (one entry per pair, mode and canvas), the signals that collapse, names the theme
/// lacks, the fixes proposed, and, against a base, what changed.
///
/// ```json
/// {"holds": false, "modes": ["light", "dark"], "checked": 2, "failing": 1,
///  "checks": [{"mode": "dark", "text": "--fg-muted", "on": "--bg", "minimum": 4.5,
///              "measure": "wcag", "value": 3.91, "passes": false,
///              "textColor": "#7d8590", "onColor": "#0d1117",
///              "location": {"file": "dark.css", "line": 12, "column": 22}}, …],
///  "signals": [], "problems": [], "inferred": [], "fixes": [{"token": "--fg-muted", …}]}
/// ```
public struct ThemeCheckBody: Codable, Hashable, Sendable {
    /// Where a token's value is written.
    public struct Location: Codable, Hashable, Sendable {
        /// The file as the user named it.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int

        /// Creates a location.
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// One pair in one mode (and canvas), measured.
    public struct Check: Codable, Hashable, Sendable {
        /// The mode, as the source names it.
        public var mode: String
        /// The token drawn on top, as the source spells it.
        public var text: String
        /// The token it is drawn on.
        public var on: String
        /// The token a translucent background was composited on; absent when none was needed.
        public var canvas: String?
        /// True when `canvas` is the mode's default background because the pair named none.
        public var canvasIsDefault: Bool?
        /// The contrast the pair must reach.
        public var minimum: Double
        /// `wcag`, `apca` or `non-text`.
        public var measure: String
        /// The contrast it has (a ratio, or APCA's Lc magnitude), unrounded, as an sRGB display shows it.
        public var value: Double
        /// Whether `value` reaches `minimum`.
        public var passes: Bool
        /// The contrast on a Display P3 display, when a color lies outside sRGB.
        public var displayP3Value: Double?
        /// Whether it passes on a Display P3 display, when that was measured.
        public var displayP3Passes: Bool?
        /// The text as seen (composited), `#rrggbb`.
        public var textColor: String
        /// The background as seen (composited), `#rrggbb`.
        public var onColor: String
        /// Where the text token's value is written in this mode.
        public var location: Location?
        /// Where the background token's value is written in this mode.
        public var onLocation: Location?

        /// Creates a check.
        public init(
            mode: String, text: String, on: String, canvas: String?, canvasIsDefault: Bool?, minimum: Double,
            measure: String, value: Double, passes: Bool, displayP3Value: Double?, displayP3Passes: Bool?,
            textColor: String, onColor: String, location: Location?, onLocation: Location?
        ) {
            self.mode = mode
            self.text = text
            self.on = on
            self.canvas = canvas
            self.canvasIsDefault = canvasIsDefault
            self.minimum = minimum
            self.measure = measure
            self.value = value
            self.passes = passes
            self.displayP3Value = displayP3Value
            self.displayP3Passes = displayP3Passes
            self.textColor = textColor
            self.onColor = onColor
            self.location = location
            self.onLocation = onLocation
        }
    }

    /// Two signal tokens that look alike to someone.
    public struct Collapse: Codable, Hashable, Sendable {
        /// The group's name.
        public var group: String
        /// The mode.
        public var mode: String
        /// The two tokens.
        public var tokens: [String]
        /// `typical`, `protan`, `deutan` or `tritan`.
        public var vision: String
        /// Their ΔEOK as seen.
        public var distance: Double
        /// The least the group asks.
        public var minimum: Double
    }

    /// A name the declarations use that the theme lacks.
    public struct Problem: Codable, Hashable, Sendable {
        /// The token.
        public var token: String
        /// The mode it is missing from; absent when no mode has it.
        public var mode: String?
        /// The problem as a sentence.
        public var message: String
    }

    /// A pair as declared (or inferred).
    public struct Pair: Codable, Hashable, Sendable {
        /// The text token.
        public var text: String
        /// The background token.
        public var on: String
        /// The contrast it must reach.
        public var minimum: Double
        /// `wcag`, `apca` or `non-text`.
        public var measure: String
    }

    /// The smallest change to one declaration that makes its pairs pass.
    public struct Fix: Codable, Hashable, Sendable {
        /// The token.
        public var token: String
        /// The modes the declaration serves.
        public var modes: [String]
        /// Where it is written.
        public var location: Location?
        /// The color now.
        public var from: String
        /// The proposed color, `#rrggbb` (`#rrggbbaa` when translucent); absent when none exists.
        public var to: String?
        /// How far it moves, ΔEOK.
        public var distance: Double
        /// The token's pairs measured with the fix.
        public var checks: [Check]
        /// Why no fix exists, when none does.
        public var impossible: String?
    }

    /// What changed against an older version of the theme.
    public struct Comparison: Codable, Hashable, Sendable {
        /// Pairs failing now that passed (or were not checked) before.
        public var newlyFailing: [Check]
        /// Pairs whose measure fell: before and after.
        public var worse: [[Check]]
        /// Pairs whose measure rose: before and after.
        public var better: [[Check]]
        /// Tokens added.
        public var added: [String]
        /// Tokens removed.
        public var removed: [String]
        /// Tokens whose color changed: token, mode, from, to, ΔEOK.
        public var moved: [Move]
        /// Whether this version is worse (what `--base` fails on).
        public var regressed: Bool
    }

    /// A token whose color changed in one mode.
    public struct Move: Codable, Hashable, Sendable {
        /// The token.
        public var token: String
        /// The mode.
        public var mode: String
        /// The color before.
        public var from: String
        /// The color now.
        public var to: String
        /// ΔEOK.
        public var distance: Double
    }

    /// Whether every promise holds (with `--base`: whether nothing got worse).
    public var holds: Bool
    /// The modes checked.
    public var modes: [String]
    /// How many checks were made.
    public var checked: Int
    /// How many fail.
    public var failing: Int
    /// Every check.
    public var checks: [Check]
    /// Signal tokens that look alike.
    public var signals: [Collapse]
    /// Names the declarations use that the theme lacks.
    public var problems: [Problem]
    /// The pairs inferred from names (with `--infer`), to keep as a pairs file.
    public var inferred: [Pair]
    /// The fixes proposed (with `--fix`, or always for failing pairs in the API).
    public var fixes: [Fix]
    /// Each mode's default background (where translucent colors were composited without a canvas).
    public var defaultBackgrounds: [String: String]
    /// Against `--base`: what changed.
    public var comparison: Comparison?
    /// With `fix`: the files the fixes changed, rewritten (values replaced, nothing else).
    public var rewritten: [ThemeCheckFile]?
}
