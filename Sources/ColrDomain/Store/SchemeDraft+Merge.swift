import ColrModels

extension SchemeDraft {
    /// This draft, made from `base`, merged with `current`, what the scheme became since (see
    /// ``SchemeMerge``). Theme settings merge as one field: this draft's when it changed them,
    /// else what the scheme holds now, so a rename never undoes another's theme. Tags are this
    /// draft's (revisions do not keep them). A merge that would leave the scheme without colors
    /// or with too many keeps this draft as it is.
    public func merged(from base: SchemeRevision, into current: StoredScheme) -> SchemeDraft {
        let merged = SchemeMerge.merge(
            base: .init(name: base.name, notes: base.notes, colors: base.colors),
            ours: .init(name: name, notes: notes, colors: colors),
            theirs: .init(name: current.name, notes: current.notes, colors: current.colors))
        let theme = theme == base.theme ? current.theme : theme
        return
            (try? SchemeDraft(
                name: merged.name, notes: merged.notes, colors: merged.colors, tags: tags, theme: theme))
            ?? self
    }
}
