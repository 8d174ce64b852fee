/// One promise a token set makes: `text` reads on `on` at `minimum` or more, in `measure`.
///
/// Token names are spelled as the source spells them. A pair applies to every mode unless
/// `modes` names some; a translucent color is composited over each token in `canvas` (over
/// the mode's default background when `canvas` is empty).
public struct TokenPair: Hashable, Sendable {
    /// How a pair's contrast is measured.
    public enum Measure: String, CaseIterable, Hashable, Sendable, Codable {
        /// The WCAG 2 contrast ratio (1…21), for text (SC 1.4.3 and 1.4.6).
        case wcag
        /// The magnitude of APCA's Lc (0…~108), for text.
        case apca
        /// The WCAG 2 contrast ratio for graphical objects and controls (SC 1.4.11).
        case nonText = "non-text"

        /// The minimum a pair of this measure needs when it names none: 4.5:1, Lc 60, 3:1.
        public var defaultMinimum: Double {
            switch self {
            case .wcag: 4.5
            case .apca: 60
            case .nonText: 3
            }
        }

        /// `minimum` as people read it: "4.5:1", "Lc 60".
        public func describe(_ minimum: Double) -> String {
            switch self {
            case .wcag, .nonText:
                let text = minimum == minimum.rounded() ? String(Int(minimum)) : String(minimum)
                return text + ":1"
            case .apca: return "Lc \(Int(minimum.rounded()))"
            }
        }
    }

    /// Which side of a pair a fix may change.
    public enum Movable: String, CaseIterable, Hashable, Sendable, Codable {
        /// The text (the default): backgrounds are shared, text colors are cheap to change.
        case text
        /// The background.
        case on
        /// Neither: the pair is reported, never fixed.
        case none
    }

    /// The token drawn on top.
    public var text: String {
        get { box.fields.text }
        set { change { $0.text = newValue } }
    }
    /// The token it is drawn on.
    public var on: String {
        get { box.fields.on }
        set { change { $0.on = newValue } }
    }
    /// The contrast it must reach in `measure`.
    public var minimum: Double {
        get { box.fields.minimum }
        set { change { $0.minimum = newValue } }
    }
    /// How contrast is measured.
    public var measure: Measure {
        get { box.fields.measure }
        set { change { $0.measure = newValue } }
    }
    /// The modes it applies to; every mode when empty.
    public var modes: [String] {
        get { box.fields.modes }
        set { change { $0.modes = newValue } }
    }
    /// The tokens a translucent color is composited on, each checked; the mode's default
    /// background when empty.
    public var canvas: [String] {
        get { box.fields.canvas }
        set { change { $0.canvas = newValue } }
    }
    /// Which side a fix may change.
    public var fix: Movable {
        get { box.fields.fix }
        set { change { $0.fix = newValue } }
    }

    /// A pair's fields, kept together in one shared box: a pair is copied into each of its
    /// checks, thousands a theme, and a copy then retains one reference instead of its two
    /// names and two lists. A box is never changed; a pair that changes takes a new one.
    private struct Fields: Hashable, Sendable {
        var text: String
        var on: String
        var minimum: Double
        var measure: Measure
        var modes: [String]
        var canvas: [String]
        var fix: Movable
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = box.fields
        edit(&fields)
        box = Box(fields)
    }

    /// Creates a pair; `minimum` defaults to the measure's.
    public init(
        text: String, on: String, minimum: Double? = nil, measure: Measure = .wcag, modes: [String] = [],
        canvas: [String] = [], fix: Movable = .text
    ) {
        box = Box(
            Fields(
                text: text, on: on, minimum: minimum ?? measure.defaultMinimum, measure: measure,
                modes: modes,
                canvas: canvas, fix: fix))
    }

    /// Whether both make the same promise.
    public static func == (lhs: TokenPair, rhs: TokenPair) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the promise.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Whether the pair applies in `mode`.
    public func applies(in mode: String) -> Bool {
        // A stored count tells most names apart before any byte is compared: a check asks this
        // of every pair in every mode.
        let count = mode.utf8.count
        return modes.isEmpty || modes.contains { $0.utf8.count == count && $0 == mode }
    }
}

/// Tokens that signal different things (success, warning, danger, link, …) and so must stay
/// apart: every two at least `minimum` ΔEOK apart in normal vision and under protan, deutan
/// and tritan simulation (full severity).
public struct SignalGroup: Hashable, Sendable {
    /// A name for the report ("status").
    public var name: String
    /// The tokens, as the source spells them.
    public var tokens: [String]
    /// The least ΔEOK any two must keep, in every vision.
    public var minimum: Double
    /// The modes it applies to; every mode when empty.
    public var modes: [String]

    /// Creates a group; 0.1 ΔEOK by default, about what tells two hues apart at a glance.
    public init(name: String, tokens: [String], minimum: Double = 0.1, modes: [String] = []) {
        self.name = name
        self.tokens = tokens
        self.minimum = minimum
        self.modes = modes
    }

    /// Whether the group applies in `mode`.
    public func applies(in mode: String) -> Bool { modes.isEmpty || modes.contains(mode) }
}

/// What a token set promises: its pairs, its signal groups, and the token a translucent color
/// is composited on when a pair names no canvas.
public struct TokenPromises: Hashable, Sendable {
    /// The pairs, in declaration order.
    public var pairs: [TokenPair]
    /// The signal groups.
    public var signals: [SignalGroup]
    /// The default background, per the declaration; when nil, the first opaque `on` of the
    /// pairs in each mode, and white when there is none.
    public var background: String?

    /// Creates promises.
    public init(pairs: [TokenPair] = [], signals: [SignalGroup] = [], background: String? = nil) {
        self.pairs = pairs
        self.signals = signals
        self.background = background
    }
}

extension TokenPair {
    /// The pair held to `target`: AA keeps it as declared; AAA raises text pairs to 7:1; APCA
    /// measures text pairs in Lc (4.5:1 becomes Lc 60, 7:1 Lc 75, anything less Lc 45).
    /// Non-text pairs keep WCAG 1.4.11's ratio under every target.
    public func raised(to target: ThemeTarget) -> TokenPair {
        guard measure == .wcag else { return self }
        var pair = self
        switch target {
        case .aa: break
        case .aaa: pair.minimum = minimum >= 4.5 ? max(minimum, 7) : minimum
        case .apca:
            pair.measure = .apca
            pair.minimum = minimum >= 7 ? 75 : (minimum >= 4.5 ? 60 : 45)
        }
        return pair
    }
}
