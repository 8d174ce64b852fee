import ColrModels
import Foundation

extension SchemeBody {
    /// The wire form of a stored scheme, with its edit token when the scheme was just made
    /// (the only time the token is known).
    public init(_ scheme: StoredScheme) {
        self.init(
            id: scheme.id, name: scheme.name, notes: scheme.notes, colors: scheme.colors.map(\.value),
            tags: scheme.tags.map(\.name.value),
            createdAt: scheme.createdAt, shared: scheme.access.isShared,
            editToken: scheme.newEditToken, theme: scheme.theme, revision: scheme.revision,
            entries: scheme.entries.map { Entry(id: $0.id, color: $0.hex.value) })
    }
}

extension SchemeEditResultBody {
    /// The wire form of a saved edit.
    public init(_ outcome: SchemeEditOutcome) {
        self.init(
            scheme: SchemeBody(outcome.scheme),
            replaced: outcome.replaced.map { replacement in
                switch replacement.field {
                case .name: Replaced(field: "name", value: replacement.theirs)
                case .notes: Replaced(field: "notes", value: replacement.theirs)
                case .theme: Replaced(field: "theme", value: replacement.theirs)
                case .color(let entry): Replaced(field: "color", entry: entry, value: replacement.theirs)
                }
            })
    }
}

extension SchemeHistoryBody.Revision {
    /// The wire form of a revision; who edited is told by role, never by identity.
    public init(_ revision: SchemeRevision) {
        self.init(
            number: revision.number, name: revision.name, notes: revision.notes,
            colors: revision.colors.map(\.value), editedBy: revision.role, createdAt: revision.createdAt,
            theme: revision.theme)
    }
}
