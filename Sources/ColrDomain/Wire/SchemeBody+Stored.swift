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
            editToken: scheme.newEditToken, theme: scheme.theme)
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
