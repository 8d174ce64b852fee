/// What a table shows in one row.
public struct TableViewCell: Equatable, Sendable {
    /// The marker at a row's trailing edge.
    public enum Accessory: String, Equatable, Sendable {
        /// Nothing.
        case none
        /// A chevron: selecting the row shows more.
        case disclosureIndicator = "disclosure"
        /// A check mark.
        case checkmark
    }

    /// The main text.
    public var text: String
    /// Secondary text, under or beside the main text.
    public var detailText: String?
    /// The trailing marker.
    public var accessory: Accessory
    /// Small color swatches shown before the text (the palettes list uses them).
    public var swatches: [Color]
    /// The row's item, unique in its section (an id, a hex): with it the row keeps its place on
    /// the page however many rows come or go around it, and only those are sent (a streamed
    /// list). Without it, rows are known by position.
    public var key: String?

    /// Creates a cell.
    public init(
        text: String, detailText: String? = nil, accessory: Accessory = .none, swatches: [Color] = [],
        key: String? = nil
    ) {
        self.text = text
        self.detailText = detailText
        self.accessory = accessory
        self.swatches = swatches
        self.key = key
    }
}
