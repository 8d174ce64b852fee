/// One change to a scheme, aimed at its entries by id rather than at positions, so that it means
/// the same thing however others have changed the scheme since the editor read it.
///
/// Entries are a scheme's colors with ids that survive moves and recoloring (`SchemeBody.entries`).
/// Operations are applied in the order given, to the scheme as it is when they are saved:
/// a removal of an entry someone else removed already is kept (it is gone); a move or recoloring
/// of such an entry cannot be kept, and the save that carries it changes nothing.
///
/// On the wire each is an object with an `op`: `{"op": "add", "color": "#3366cc", "after": 4}`,
/// `{"op": "remove", "entry": 4}`, `{"op": "move", "entry": 4, "after": 2, "before": 3}`,
/// `{"op": "recolor", "entry": 4, "color": "teal"}`, `{"op": "rename", "name": "Sea"}`,
/// `{"op": "notes", "notes": "…"}`, `{"op": "theme", "theme": {…} or null}`,
/// `{"op": "colors", "colors": […]}`.
public enum SchemeOperation: Hashable, Sendable {
    /// Adds a color as a new entry, between the entries it was added beside: right after
    /// `after` when that entry is still there, else right before `before`, else at the end.
    /// Both nil puts it at the end; `after` nil with `before` set puts it first.
    case add(ColorHex, after: Int?, before: Int?)
    /// Removes an entry; kept when another editor removed it first.
    case remove(entry: Int)
    /// Moves an entry between two others, placed as an add is; the entry, not whatever sits
    /// where it was. When neither neighbour is left, it stays where it is.
    case move(entry: Int, after: Int?, before: Int?)
    /// Gives an entry another color.
    case recolor(entry: Int, to: ColorHex)
    /// Renames the scheme.
    case rename(String)
    /// Replaces the notes.
    case setNotes(String)
    /// Keeps the scheme as a theme with these settings, or (nil) as a plain palette again.
    case setTheme(SchemeTheme?)
    /// Replaces every color at once (bringing back an earlier revision): entries whose color
    /// stays keep their ids, in the new order.
    case replaceColors([ColorHex])

    /// The entry the operation aims at, if it aims at one.
    public var entry: Int? {
        switch self {
        case .remove(let entry), .move(let entry, _, _), .recolor(let entry, _): entry
        case .add, .rename, .setNotes, .setTheme, .replaceColors: nil
        }
    }

    /// The most operations one save may carry.
    public static let maximumPerSave = 256
}

extension SchemeOperation: Codable {
    private enum Kind: String, Codable {
        case add, remove, move, recolor, rename, notes, theme, colors
    }

    private enum CodingKeys: String, CodingKey {
        case op, color, entry, after, before, name, notes, theme, colors
    }

    /// Reads an operation; colors may be written as hex or any CSS color ColorKit reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func color(_ key: CodingKeys) throws -> ColorHex {
            let text = try container.decode(String.self, forKey: key)
            do {
                return try ColorHex.parse(text)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: error.description)
            }
        }
        switch try container.decode(Kind.self, forKey: .op) {
        case .add:
            self = .add(
                try color(.color), after: try container.decodeIfPresent(Int.self, forKey: .after),
                before: try container.decodeIfPresent(Int.self, forKey: .before))
        case .remove:
            self = .remove(entry: try container.decode(Int.self, forKey: .entry))
        case .move:
            self = .move(
                entry: try container.decode(Int.self, forKey: .entry),
                after: try container.decodeIfPresent(Int.self, forKey: .after),
                before: try container.decodeIfPresent(Int.self, forKey: .before))
        case .recolor:
            self = .recolor(entry: try container.decode(Int.self, forKey: .entry), to: try color(.color))
        case .rename:
            self = .rename(try container.decode(String.self, forKey: .name))
        case .notes:
            self = .setNotes(try container.decode(String.self, forKey: .notes))
        case .theme:
            self = .setTheme(try container.decodeIfPresent(SchemeTheme.self, forKey: .theme))
        case .colors:
            let texts = try container.decode([String].self, forKey: .colors)
            var hexes: [ColorHex] = []
            for text in texts.prefix(SchemeDraft.maximumColors + 1) {
                do {
                    hexes.append(try ColorHex.parse(text))
                } catch {
                    throw DecodingError.dataCorruptedError(
                        forKey: .colors, in: container, debugDescription: error.description)
                }
            }
            self = .replaceColors(hexes)
        }
    }

    /// Writes the operation in its wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .add(let hex, let after, let before):
            try container.encode(Kind.add, forKey: .op)
            try container.encode(hex, forKey: .color)
            try container.encodeIfPresent(after, forKey: .after)
            try container.encodeIfPresent(before, forKey: .before)
        case .remove(let entry):
            try container.encode(Kind.remove, forKey: .op)
            try container.encode(entry, forKey: .entry)
        case .move(let entry, let after, let before):
            try container.encode(Kind.move, forKey: .op)
            try container.encode(entry, forKey: .entry)
            try container.encodeIfPresent(after, forKey: .after)
            try container.encodeIfPresent(before, forKey: .before)
        case .recolor(let entry, let hex):
            try container.encode(Kind.recolor, forKey: .op)
            try container.encode(entry, forKey: .entry)
            try container.encode(hex, forKey: .color)
        case .rename(let name):
            try container.encode(Kind.rename, forKey: .op)
            try container.encode(name, forKey: .name)
        case .setNotes(let notes):
            try container.encode(Kind.notes, forKey: .op)
            try container.encode(notes, forKey: .notes)
        case .setTheme(let theme):
            try container.encode(Kind.theme, forKey: .op)
            try container.encode(theme, forKey: .theme)
        case .replaceColors(let hexes):
            try container.encode(Kind.colors, forKey: .op)
            try container.encode(hexes, forKey: .colors)
        }
    }
}
