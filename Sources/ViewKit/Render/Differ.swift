/// Computes the patches that turn one rendered tree into another.
///
/// Nodes are matched by id. Where a node keeps its tag, only changed attributes and text are
/// sent and its children are diffed in turn. Children are keyed by id: one added, removed or
/// moved among thousands is one `insert`, `remove` or `move` patch, never the list again (a
/// streamed list). Where ids cannot key the children (a child without one, or two alike), or
/// the node's kind changes, the node is replaced whole. Views keep their ids for life, so most
/// updates (a label's text, a slider's value) come out as one small patch.
public enum Differ {
    /// The patches from `old` to `new`.
    public static func diff(_ old: Node, _ new: Node) -> [Patch] {
        var patches: [Patch] = []
        diff(old, new, into: &patches)
        return patches
    }

    private static func diff(_ old: Node, _ new: Node, into patches: inout [Patch]) {
        // A view that did not change hands back the node it rendered last time, whose arrays
        // share storage with the ones the page was sent: the whole subtree is the same, and
        // walking it (most of the screen, on every event) would find nothing.
        if old.id == new.id, old.tag == new.tag, old.text == new.text,
            old.attributes.sharesStorage(with: new.attributes), old.children.sharesStorage(with: new.children)
        {
            return
        }
        // Indexing, not iterating: an iterator copies each node (five references to retain and
        // release), which would be most of the differ's time.
        let sameChildren = sameIDs(old.children, new.children)
        guard old.id == new.id, old.tag == new.tag,
            (old.text == nil) == (new.text == nil) || (old.children.isEmpty && new.children.isEmpty),
            sameChildren || (isKeyed(old.children) && isKeyed(new.children))
        else {
            patches.append(.replace(id: old.id, html: HTML.render(new)))
            return
        }
        // Most nodes keep their attributes as they were, in the same order: no tables to build.
        if !sameAttributes(old.attributes, new.attributes) {
            var set: [String: String] = [:]
            var remove: [String] = []
            let oldAttributes = Dictionary(old.attributes, uniquingKeysWith: { first, _ in first })
            let newAttributes = Dictionary(new.attributes, uniquingKeysWith: { first, _ in first })
            for (name, value) in new.attributes where oldAttributes[name] != value { set[name] = value }
            for (name, _) in old.attributes where newAttributes[name] == nil { remove.append(name) }
            if !set.isEmpty || !remove.isEmpty {
                patches.append(.attributes(id: new.id, set: set, remove: remove))
            }
        }
        if old.text != new.text {
            patches.append(.text(id: new.id, text: new.text ?? ""))
        }
        if sameChildren {
            for index in old.children.indices {
                diff(old.children[index], new.children[index], into: &patches)
            }
        } else {
            reorder(old.children, into: new.children, parent: new.id, patches: &patches)
        }
    }

    /// Whether both lists have the same ids in the same order.
    private static func sameIDs(_ old: [Node], _ new: [Node]) -> Bool {
        guard old.count == new.count else { return false }
        for index in old.indices where old[index].id != new[index].id { return false }
        return true
    }

    /// Whether both lists have the same attributes in the same order.
    private static func sameAttributes(_ old: [(String, String)], _ new: [(String, String)]) -> Bool {
        guard old.count == new.count else { return false }
        for index in old.indices where old[index].0 != new[index].0 || old[index].1 != new[index].1 {
            return false
        }
        return true
    }

    /// Whether every child has an id of its own, so children can be matched by id.
    private static func isKeyed(_ children: [Node]) -> Bool {
        var seen = Set<String>()
        return children.allSatisfy { !$0.id.isEmpty && seen.insert($0.id).inserted }
    }

    /// The patches that turn `old` children into `new` ones by id: removals, then, from the
    /// end, insertions and moves (each placed before a sibling already where it belongs), then
    /// the kept children's own changes. Children in the longest run that keeps its order stay.
    private static func reorder(_ old: [Node], into new: [Node], parent: String, patches: inout [Patch]) {
        let newIDs = Set(new.map(\.id))
        let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        for child in old where !newIDs.contains(child.id) { patches.append(.remove(id: child.id)) }
        let oldPosition = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let kept = new.compactMap { oldPosition[$0.id] }
        let staying = Set(longestIncreasingRun(kept).map { old[$0].id })
        var before: String?
        var changes: [(Node, Node)] = []
        for child in new.reversed() {
            if let previous = oldByID[child.id] {
                if !staying.contains(child.id) {
                    patches.append(.move(id: child.id, parent: parent, before: before))
                }
                changes.append((previous, child))
            } else {
                patches.append(.insert(parent: parent, before: before, html: HTML.render(child)))
            }
            before = child.id
        }
        for (previous, child) in changes.reversed() { diff(previous, child, into: &patches) }
    }

    /// The elements of the longest strictly increasing subsequence of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        // tails[k]: index in `values` of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            run.append(values[cursor])
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}

extension Array {
    /// Whether both arrays are views of one buffer, so hold the same elements without comparing them.
    fileprivate func sharesStorage(with other: [Element]) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
    }
}
