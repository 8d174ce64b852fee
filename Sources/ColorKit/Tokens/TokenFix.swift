/// The smallest change to one token declaration that makes every pair it is in pass.
public struct TokenFix: Hashable, Sendable {
    /// The token whose declaration changes.
    public var token: String
    /// The modes that declaration gives the token its value in (a value a mode inherits is
    /// shared, so its fix must hold in each).
    public var modes: [String]
    /// Where the declaration is written.
    public var origin: TokenOrigin?
    /// The color now.
    public var from: RGBColor
    /// The color the fix proposes (8-bit sRGB, alpha kept); nil when no lightness of this hue
    /// makes every pair pass.
    public var to: RGBColor?
    /// How far the color moves, in ΔEOK (0 when there is no fix).
    public var distance: Double
    /// Every check the token takes part in, measured with the fix (or as it is, when none).
    public var checks: [TokenCheck]
    /// When there is no fix: which promise, or which two together, no lightness can keep.
    public var impossible: String?
}
