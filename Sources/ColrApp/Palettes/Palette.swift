import ColrDomain
import ColrModels

/// A saved, named set of colors: what the app's users call a palette.
///
/// The store, the API and the SDK call it a scheme, the word colr.org's wire format fixed and
/// existing clients depend on. The app speaks of palettes; this is the one place the two words
/// meet, so app code names the user's word and store calls keep the wire's.
typealias Palette = StoredScheme

/// The fields of a palette being created or edited, validated as a scheme's are.
typealias PaletteDraft = SchemeDraft

extension StoredScheme {
    /// The word the app names a palette without a name by, on every screen that names one.
    static let unnamed = "Untitled"

    /// The name the app shows for a palette named `name`: that name, or "Untitled" when it is
    /// empty. For raw names, such as a history revision's; a palette has ``displayName``.
    static func displayName(_ name: String) -> String {
        name.isEmpty ? unnamed : name
    }

    /// The name the app shows: the palette's own, or "Untitled".
    var displayName: String { Self.displayName(name) }

    /// "1 color", "4 colors".
    static func colorCount(_ count: Int) -> String {
        count == 1 ? "1 color" : "\(count) colors"
    }
}
