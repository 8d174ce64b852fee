import Foundation

/// What a client asks a new or replaced scheme to be, validated.
public struct SchemeDraft: Hashable, Sendable {
    /// The longest scheme name accepted.
    public static let maximumNameLength = 100
    /// The most colors a scheme may hold.
    public static let maximumColors = 64

    /// The name.
    public let name: String
    /// Notes about the scheme.
    public let notes: String
    /// The longest notes accepted.
    public static let maximumNotesLength = 2000
    /// The colors, in order (repeats allowed: a scheme may use a color twice).
    public let colors: [ColorHex]
    /// The tags, without repeats.
    public let tags: [TagName]
    /// Theme settings, when the palette is kept as a theme.
    public let theme: SchemeTheme?

    /// Validates a draft: 1…64 colors, a name of at most 100 characters without control characters.
    public init(
        name: String, notes: String = "", colors: [ColorHex], tags: [TagName], theme: SchemeTheme? = nil
    ) throws(ColrError) {
        self.theme = try theme?.validated()
        self.notes = try Self.cleanNotes(notes)
        self.name = try Self.cleanName(name)
        try Self.checkCount(colors.count)
        var seen = Set<TagName>()
        self.colors = colors
        self.tags = tags.filter { seen.insert($0).inserted }
    }

    /// A name as a scheme keeps it: control characters dropped, trimmed, at most 100 characters.
    public static func cleanName(_ name: String) throws(ColrError) -> String {
        let cleaned = String(String.UnicodeScalarView(name.unicodeScalars.filter { !TagName.isStripped($0) }))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard cleaned.count <= maximumNameLength else {
            throw .invalidRequest(reason: "a scheme name has at most \(maximumNameLength) characters")
        }
        return cleaned
    }

    /// Notes as a scheme keeps them: control characters but newlines dropped, at most 2000 characters.
    public static func cleanNotes(_ notes: String) throws(ColrError) -> String {
        let cleaned = String(
            String.UnicodeScalarView(notes.unicodeScalars.filter { $0 == "\n" || !TagName.isStripped($0) }))
        guard cleaned.count <= maximumNotesLength else {
            throw .invalidRequest(reason: "notes have at most \(maximumNotesLength) characters")
        }
        return cleaned
    }

    /// Refuses a number of colors a scheme cannot hold.
    public static func checkCount(_ count: Int) throws(ColrError) {
        guard (1...maximumColors).contains(count) else {
            throw .invalidRequest(reason: "a scheme holds 1 to \(maximumColors) colors, not \(count)")
        }
    }
}
