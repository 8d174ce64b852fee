import ColorKit
import Foundation

/// A palette as the formats see it: a name and named colors, in order.
///
/// Names are what a person typed; each format derives the identifiers it needs from them
/// (see ``ColorIdentifier``), so one palette exports the same way everywhere.
public struct PaletteDocument: Hashable, Sendable {
    /// One named color.
    public struct Entry: Hashable, Sendable {
        /// What the color is called ("Deep Sea"); may be empty.
        public var name: String
        /// The color, 8 bits per channel with alpha.
        public var color: RGB8

        /// Creates an entry.
        public init(name: String, color: RGB8) {
            self.name = name
            self.color = color
        }
    }

    /// The palette's name; may be empty.
    public var name: String
    /// The colors, in the palette's order.
    public var entries: [Entry]

    /// Creates a palette.
    public init(name: String, entries: [Entry]) {
        self.name = name
        self.entries = entries
    }

    /// The palette's name, or "Palette" when it has none: files and types need a name.
    public var displayName: String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "Palette" : trimmed
    }

    /// Each entry's name, or a name made from its hex when it has none ("Color 3F6A9C").
    public var entryNames: [String] {
        entries.map { entry in
            let trimmed = entry.name.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? "Color " + entry.color.hex.dropFirst() : trimmed
        }
    }
}
