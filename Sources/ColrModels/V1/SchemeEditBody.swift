/// A PATCH to a scheme: operations on its entries, saved together or not at all.
///
/// Sent with `If-Match: "<revision>"` (the revision the operations were made against), they are
/// merged with whatever others saved since; the answer says which of their values this edit
/// replaced. Without it, they are applied to the scheme as it is.
public struct SchemeEditBody: Codable, Hashable, Sendable {
    /// The operations, applied in order.
    public var operations: [SchemeOperation]

    /// Creates an edit.
    public init(operations: [SchemeOperation]) {
        self.operations = operations
    }
}

/// The answer to a PATCH: the scheme as saved, and what the edit replaced that others had saved
/// since the revision it was made against.
public struct SchemeEditResultBody: Codable, Hashable, Sendable {
    /// A value another editor saved that this edit then replaced.
    public struct Replaced: Codable, Hashable, Sendable {
        /// `name`, `notes`, `theme` or `color`.
        public var field: String
        /// For `color`, the entry whose color it was.
        public var entry: Int?
        /// Their value: the name, the notes, the six hex digits, or the theme's target.
        public var value: String

        /// Creates a replaced value.
        public init(field: String, entry: Int? = nil, value: String) {
            self.field = field
            self.entry = entry
            self.value = value
        }
    }

    /// The scheme after the edit.
    public var scheme: SchemeBody
    /// Values of others this edit replaced; empty when it replaced nothing of anyone's.
    public var replaced: [Replaced]

    /// Creates an answer.
    public init(scheme: SchemeBody, replaced: [Replaced]) {
        self.scheme = scheme
        self.replaced = replaced
    }
}
