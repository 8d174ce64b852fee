import ColorKit

/// One fix to write into a file: the bytes a value occupies (a ``TokenOrigin``'s `range`) and
/// the color to write there instead.
public struct TokenChange: Hashable, Sendable {
    /// The UTF-8 bytes to replace.
    public var range: Range<Int>
    /// The color to write, in the notation the replaced text used.
    public var color: CSSColor

    /// Creates a change.
    public init(range: Range<Int>, color: CSSColor) {
        self.range = range
        self.color = color
    }
}
