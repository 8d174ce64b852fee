import ColrModels

/// Tagging colors: the writes of the color aggregate. Each completes or changes nothing, in one
/// transaction. Writes are charged to the writer through ``MeteredTagging``.
public protocol ColorTagging: Sendable {
    /// Adds tags to a color, storing the color first if needed. Adding a tag the color already
    /// has changes nothing, and concurrent adds of the same tag never duplicate it.
    func addTags(_ tags: [TagName], to hex: ColorHex, client: String) async throws(ColrError) -> StoredColor
    /// Removes a tag from a color; nil when the color is unknown, unchanged when it lacks the tag.
    func removeTag(_ tag: TagName, from hex: ColorHex, client: String) async throws(ColrError) -> StoredColor?
}
