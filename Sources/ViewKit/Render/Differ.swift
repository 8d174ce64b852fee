/// Computes the patches that turn one rendered tree into another.
///
/// Nodes are matched by id. Where a node keeps its tag and its children's ids, only changed
/// attributes and text are sent and the children are diffed in turn; where the structure
/// changes, the smallest enclosing node is replaced whole. Views keep their ids for life, so
/// most updates (a label's text, a slider's value) come out as one small patch.
public enum Differ {
    /// The patches from `old` to `new`.
    public static func diff(_ old: Node, _ new: Node) -> [Patch] {
        var patches: [Patch] = []
        diff(old, new, into: &patches)
        return patches
    }

    private static func diff(_ old: Node, _ new: Node, into patches: inout [Patch]) {
        guard old.id == new.id, old.tag == new.tag,
            old.children.map(\.id) == new.children.map(\.id),
            (old.text == nil) == (new.text == nil) || (old.children.isEmpty && new.children.isEmpty)
        else {
            patches.append(.replace(id: old.id, html: HTML.render(new)))
            return
        }
        var set: [String: String] = [:]
        var remove: [String] = []
        let oldAttributes = Dictionary(old.attributes, uniquingKeysWith: { first, _ in first })
        let newAttributes = Dictionary(new.attributes, uniquingKeysWith: { first, _ in first })
        for (name, value) in new.attributes where oldAttributes[name] != value { set[name] = value }
        for (name, _) in old.attributes where newAttributes[name] == nil { remove.append(name) }
        if !set.isEmpty || !remove.isEmpty {
            patches.append(.attributes(id: new.id, set: set, remove: remove))
        }
        if old.text != new.text {
            patches.append(.text(id: new.id, text: new.text ?? ""))
        }
        for (oldChild, newChild) in zip(old.children, new.children) {
            diff(oldChild, newChild, into: &patches)
        }
    }
}
