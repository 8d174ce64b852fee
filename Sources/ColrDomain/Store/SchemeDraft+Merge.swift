import ColrModels

extension SchemeDraft {
    /// This draft, made from `base`, merged with `current`, what the scheme became since (see
    /// ``SchemeMerge``). Tags and theme settings are this draft's. A merge that would leave the
    /// scheme without colors or with too many keeps this draft as it is.
    public func merged(from base: SchemeRevision, into current: StoredScheme) -> SchemeDraft {
        let merged = SchemeMerge.merge(
            base: .init(name: base.name, notes: base.notes, colors: base.colors),
            ours: .init(name: name, notes: notes, colors: colors),
            theirs: .init(name: current.name, notes: current.notes, colors: current.colors))
        return
            (try? SchemeDraft(
                name: merged.name, notes: merged.notes, colors: merged.colors, tags: tags, theme: theme))
            ?? self
    }
}
