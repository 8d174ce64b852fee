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
    /// The name a list shows: the palette's own, or "Untitled".
    var displayName: String { name.isEmpty ? "Untitled" : name }

    /// "1 color", "4 colors".
    static func colorCount(_ count: Int) -> String {
        count == 1 ? "1 color" : "\(count) colors"
    }
}
