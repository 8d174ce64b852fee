/// One declared pair measured in one mode (and, for a translucent background, on one canvas).
public struct TokenCheck: Hashable, Sendable {
    /// The mode it was measured in.
    public var mode: String
    /// The promise, as declared.
    public var pair: TokenPair
    /// The token the translucent background was composited on; nil when no compositing was
    /// needed (the background is opaque).
    public var canvas: String?
    /// Whether `canvas` is the mode's default background because the pair named none.
    public var canvasIsDefault: Bool
    /// The text as seen: composited over the background.
    public var textSeen: RGBColor
    /// The background as seen: composited over the canvas when translucent.
    public var onSeen: RGBColor
    /// The contrast as an sRGB display shows the colors (wide-gamut colors mapped into sRGB).
    public var value: Double
    /// The contrast as a Display P3 display shows them; nil when both colors lie inside sRGB,
    /// where the two agree.
    public var wideValue: Double?

    /// Whether the pair keeps its promise on an sRGB display.
    public var passes: Bool { value >= pair.minimum }
    /// Whether it keeps it on a Display P3 display; nil when that is the same verdict.
    public var widePasses: Bool? { wideValue.map { $0 >= pair.minimum } }
    /// Whether it fails on either kind of display.
    public var fails: Bool { !passes || widePasses == false }

    /// What identifies the same check in another version of the theme.
    public var key: Key {
        Key(mode: mode, text: pair.text, on: pair.on, canvas: canvas, measure: pair.measure)
    }

    /// A check's identity across versions of a theme.
    public struct Key: Hashable, Sendable {
        /// The mode.
        public var mode: String
        /// The text token.
        public var text: String
        /// The background token.
        public var on: String
        /// The canvas, when one was used.
        public var canvas: String?
        /// The measure.
        public var measure: TokenPair.Measure
    }
}

/// Two tokens of a signal group that look alike to someone in one mode.
public struct SignalCollapse: Hashable, Sendable {
    /// The group's name.
    public var group: String
    /// The mode.
    public var mode: String
    /// The first token.
    public var first: String
    /// The second token.
    public var second: String
    /// The vision it happens in: nil for everyone (typical vision).
    public var deficiency: ColorVisionDeficiency?
    /// Their ΔEOK as that person sees them.
    public var distance: Double
    /// The least the group asks for.
    public var minimum: Double
}

/// A pair or group that names a token the theme does not have (in any mode, or in one).
public struct TokenReferenceProblem: Hashable, Sendable {
    /// The token as the declaration spells it.
    public var token: String
    /// The mode it is missing from; nil when no mode has it.
    public var mode: String?

    /// Creates a problem.
    public init(token: String, mode: String?) {
        self.token = token
        self.mode = mode
    }

    /// The problem as a sentence.
    public var message: String {
        if let mode { return "\(token) has no value in \(mode), so its pairs are not checked there." }
        return "\(token) is declared in a pair but the theme has no such token."
    }
}

/// Everything a check found.
public struct TokenCheckReport: Hashable, Sendable {
    /// The modes checked, in order.
    public var modes: [String]
    /// Every pair in every mode (and canvas), in declaration order, mode by mode.
    public var checks: [TokenCheck]
    /// Signal tokens that look alike.
    public var collapses: [SignalCollapse]
    /// Names the declarations use that the theme lacks.
    public var problems: [TokenReferenceProblem]
    /// Each mode's default background: the token translucent colors were composited on when a
    /// pair named no canvas (nil: white).
    public var defaultBackgrounds: [String: String]

    /// The checks that fail on some display.
    public var failures: [TokenCheck] { checks.filter(\.fails) }
    /// Whether every promise holds: every pair passes, no signal collapses, every name exists.
    public var holds: Bool {
        failures.isEmpty && collapses.isEmpty && !problems.contains { $0.mode == nil }
    }
}
