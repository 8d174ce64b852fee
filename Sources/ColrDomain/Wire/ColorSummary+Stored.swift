import ColrModels
import Foundation

extension ColorSummary {
    /// The summary of a stored color.
    public init(_ color: StoredColor, tagCount: Int? = nil) {
        self.init(
            hex: color.hex.value, tags: color.tags.map(\.name.value), createdAt: color.createdAt,
            tagCount: tagCount)
    }
}
