/// A theme as teams keep it: named colors in one or more named modes.
///
/// Names are spelled as the source spells them (`--fgColor-default`, `color.text.primary`,
/// `on_primary`); modes are whatever the source has (`light`, `dark`, `dark-high-contrast`,
/// `dimmed`, …), in the order the source gives them. References between tokens are resolved
/// by the reader: every value here is a color, and its ``TokenValue/origin`` says where the
/// declaration that gave it is written, so a check can point at it and a fix can rewrite it.
public struct TokenSet: Hashable, Sendable {
    /// The modes, in the source's order; at least one.
    public var modes: [String]
    /// The tokens, in the order the source first declares them.
    public var tokens: [Token] {
        didSet { index = Self.index(tokens) }
    }
    /// Each name's position in `tokens` (the first, if a name repeats): a check looks names up
    /// thousands of times.
    private var index: [String: Int]

    /// One named color, with its value in each mode that has it.
    public struct Token: Hashable, Sendable {
        /// The name as the source spells it.
        public var name: String
        /// The value in each mode; a mode the token is missing from has no entry.
        public var values: TokenValues

        /// Creates a token.
        public init(name: String, values: TokenValues) {
            self.name = name
            self.values = values
        }
    }

    /// Creates a token set; `modes` are kept in order and made unique.
    public init(modes: [String], tokens: [Token]) {
        var seen = Set<String>()
        self.modes = modes.filter { seen.insert($0).inserted }
        self.tokens = tokens
        index = Self.index(tokens)
    }

    private static func index(_ tokens: [Token]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() where index[token.name] == nil {
            index[token.name] = position
        }
        return index
    }

    /// The token named `name`, if there is one.
    public subscript(name: String) -> Token? {
        index[name].map { tokens[$0] }
    }

    /// Whether a token is named `name`.
    public func contains(_ name: String) -> Bool { index[name] != nil }

    /// The value of `name` in `mode`, if the token exists there.
    public func value(_ name: String, in mode: String) -> TokenValue? {
        // In place: copying the token out first would copy its every mode's value.
        guard let position = index[name] else { return nil }
        return tokens[position].values[mode]
    }

    /// The color of `name` in `mode` as RGB, if the token exists there.
    public func rgbColor(_ name: String, in mode: String) -> RGBColor? {
        guard let position = index[name] else { return nil }
        return tokens[position].values.rgbColor(in: mode)
    }

    /// Where `name` is in ``tokens``: a check that asks for one name in every mode finds it once.
    func position(of name: String) -> Int? { index[name] }

    /// Every token name, in order.
    public var names: [String] { tokens.map(\.name) }
}

/// A token's value in one mode: a resolved color and where it was declared.
public struct TokenValue: Hashable, Sendable {
    /// The color, as CSS holds it (any space, any alpha).
    public var color: CSSColor {
        didSet { rgbColor = color.rgbColor }
    }
    /// Where the declaration that gives this token this value is written: the token's own
    /// declaration in this mode (or the one the mode inherits), not the end of an alias chain.
    public var origin: TokenOrigin?
    /// The tokens this value was reached through, nearest first, when the declaration is a
    /// reference (`var(--a)`, `{a.b}`); empty for a literal.
    public var via: [String]

    /// Creates a value.
    public init(color: CSSColor, origin: TokenOrigin? = nil, via: [String] = []) {
        self.color = color
        self.origin = origin
        self.via = via
        rgbColor = color.rgbColor
    }

    /// The color in (extended) sRGB: converted once, as a check reads it for every pair.
    public private(set) var rgbColor: RGBColor
}

/// Where a declaration is written: a file, the line and column it starts on (1-based), and the
/// UTF-8 byte range of the value's text, which a fix replaces and leaves everything else as is.
public struct TokenOrigin: Hashable, Sendable {
    /// The file's path as the user named it.
    public var file: String
    /// The line the value starts on, from 1.
    public var line: Int
    /// The column the value starts at, from 1, in UTF-8 bytes.
    public var column: Int
    /// The value's bytes in the file; empty when the value cannot be rewritten in place.
    public var range: Range<Int>

    /// Creates an origin.
    public init(file: String, line: Int, column: Int, range: Range<Int>) {
        self.file = file
        self.line = line
        self.column = column
        self.range = range
    }

    /// `file:line:column`, as compilers write it.
    public var description: String { "\(file):\(line):\(column)" }
}
