import ColorKit
import ColrCore

extension PaletteDocument {
    /// A stored scheme (what the app calls a palette) ready to export.
    ///
    /// Scheme colors carry no names, so each is called by its nearest CSS color name: code gets
    /// `tomato` and `tomato2` rather than `colorFF5E3A`, and the hex stays beside it in every
    /// format that has room for a comment.
    public init(scheme: StoredScheme) {
        self.init(
            name: scheme.name,
            entries: scheme.colors.map { hex in
                let color = hex.color
                let name = ColorNameCatalog.css.nearest(to: color)?.named.name ?? ""
                return Entry(name: name, color: color.rgb8)
            })
    }
}
