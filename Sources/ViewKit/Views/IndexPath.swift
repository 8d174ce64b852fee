/// A row's position: section and row.
public struct IndexPath: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// Creates an index path.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }
}
