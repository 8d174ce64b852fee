import ColorKit
import ColrModels
import Foundation

extension PaletteDocument {
    /// A scheme (what the app calls a palette), its name and colors, ready to export.
    ///
    /// Scheme colors carry no names, so each is called by its nearest CSS color name: code gets
    /// `tomato` and `tomato2` rather than `colorFF5E3A`, and the hex stays beside it in every
    /// format that has room for a comment.
    public init(name: String, colors: [ColorHex]) {
        self.init(
            name: name,
            entries: colors.map { hex in
                let color = hex.color
                let name = ColorNameCatalog.css.nearest(to: color)?.named.name ?? ""
                return Entry(name: name, color: color.rgb8)
            })
    }
}

extension PaletteDocument {
    /// An imported file as a new scheme: its name (or "Imported Palette") and its colors in
    /// order. A file with more colors than a scheme holds is refused rather than cut short.
    public func schemeDraft() throws(ColrError) -> SchemeDraft {
        guard entries.count <= SchemeDraft.maximumColors else {
            throw .invalidRequest(
                reason:
                    "the file has \(entries.count) colors; a palette holds at most \(SchemeDraft.maximumColors)"
            )
        }
        let title = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try SchemeDraft(
            name: String((title.isEmpty ? "Imported Palette" : title).prefix(SchemeDraft.maximumNameLength)),
            colors: entries.map { ColorHex($0.color) }, tags: [])
    }
}
