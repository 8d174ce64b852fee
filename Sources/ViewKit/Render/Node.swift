/// What a view renders to: an element with a stable id, attributes, text and children.
///
/// The page is a tree of these; the session diffs successive trees and sends the differences.
public struct Node: Equatable, Sendable {
    /// The element's tag (`div`, `button`, `input`, …).
    public var tag: String
    /// A stable id, unique in the tree; patches address nodes by it.
    public var id: String
    /// Attributes in a fixed order, so equal trees serialize to equal bytes.
    public var attributes: [(String, String)]
    /// Text content, escaped when serialized; used only by nodes without children.
    public var text: String?
    /// Child nodes, in order.
    public var children: [Node]

    /// Creates a node.
    public init(
        _ tag: String, id: String, attributes: [(String, String)] = [], text: String? = nil,
        children: [Node] = []
    ) {
        self.tag = tag
        self.id = id
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    /// Compares tags, ids, attributes, text and children.
    public static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.tag == rhs.tag && lhs.id == rhs.id && lhs.text == rhs.text && lhs.children == rhs.children
            && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
    }

    /// The value of an attribute, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.0 == name }?.1
    }

    /// The first node in this subtree (this one included) that satisfies `predicate`, depth first.
    public func first(where predicate: (Node) -> Bool) -> Node? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// Every node in this subtree, depth first.
    public var allNodes: [Node] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The text of this subtree, concatenated.
    public var textContent: String {
        (text ?? "") + children.map(\.textContent).joined()
    }
}
