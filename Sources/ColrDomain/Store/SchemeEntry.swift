import ColrModels

/// One color of a scheme with an id of its own, so an edit can name the color it means however
/// the list has moved since the editor read it. Ids count up within a scheme and are never given
/// out twice, even after the entry that had one is removed.
public struct SchemeEntry: Hashable, Sendable {
    /// The id within the scheme.
    public let id: Int
    /// The color.
    public let hex: ColorHex

    /// Creates an entry.
    public init(id: Int, hex: ColorHex) {
        self.id = id
        self.hex = hex
    }

    /// Entries numbered 1, 2, 3… for colors that have none yet (a new scheme).
    public static func numbering(_ colors: [ColorHex]) -> [SchemeEntry] {
        colors.enumerated().map { SchemeEntry(id: $0.offset + 1, hex: $0.element) }
    }
}
