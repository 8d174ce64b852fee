import ColorKit
import ColrDomain
import ColrModels

/// Several editors on one palette, made up at random: each reads the same revision, makes a
/// few edits on what it sees (as the editor screen makes them), and saves them at once.
struct CoEditingCase: Sendable, CustomStringConvertible {
    /// The palette's colors at the start; entries 1…n.
    let colors: [ColorHex]
    /// Each editor's save: operations made against the starting revision.
    let saves: [[SchemeOperation]]

    var description: String { "start \(colors.map(\.value)), saves \(saves)" }

    /// A case of 1…16 colors (drawn from few, so repeats happen) and 2…6 editors with 1…3
    /// operations each, mostly removals and moves, the edits that collided.
    static func random(using random: inout SeededGenerator) -> CoEditingCase {
        let pool = (0..<8).map { ColorHex(RGB8(rgb: UInt32($0) &* 0x1f_3b_57 & 0xffffff)) }
        let colors = (0..<Int.random(in: 1...16, using: &random)).map { _ in
            pool.randomElement(using: &random)!
        }
        let saves = (0..<Int.random(in: 2...6, using: &random)).map { _ in
            var view = Array(1...colors.count)
            return (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in
                operation(on: &view, pool: pool, using: &random)
            }
        }
        return CoEditingCase(colors: colors, saves: saves.filter { !$0.isEmpty })
    }

    /// One edit on `view` (the entry ids the editor sees, in order), which it then shows.
    private static func operation(on view: inout [Int], pool: [ColorHex], using random: inout SeededGenerator)
        -> SchemeOperation?
    {
        let roll = Int.random(in: 0..<100, using: &random)
        guard let index = view.indices.randomElement(using: &random) else { return nil }
        let entry = view[index]
        switch roll {
        case 0..<40:
            guard view.count > 1 else { return nil }
            view.remove(at: index)
            return .remove(entry: entry)
        case 40..<70:
            let target = index + (Bool.random(using: &random) ? 1 : -1)
            guard view.indices.contains(target) else { return nil }
            view.swapAt(index, target)
            return .move(
                entry: entry, after: target > 0 ? view[target - 1] : nil,
                before: target + 1 < view.count ? view[target + 1] : nil)
        case 70..<85:
            // Added right after a color it sees (new entries are not in its view: it cannot
            // name them before the save answers).
            return .add(
                pool.randomElement(using: &random)!, after: entry,
                before: index + 1 < view.count ? view[index + 1] : nil)
        case 85..<95:
            return .recolor(entry: entry, to: pool.randomElement(using: &random)!)
        default:
            return .rename("Palette \(Int.random(in: 0..<5, using: &random))")
        }
    }
}

/// The plain model the store is checked against: a list of entry ids, each editor's operations
/// applied in the order the saves committed, written without the store's code.
struct ReferencePalette: Equatable {
    var ids: [Int]
    var colors: [Int: ColorHex]
    var name: String
    var last: Int

    init(_ colors: [ColorHex], name: String) {
        ids = colors.indices.map { $0 + 1 }
        self.colors = Dictionary(uniqueKeysWithValues: zip(ids, colors))
        self.name = name
        last = colors.count
    }

    /// The palette after `operations`, or nil when the save must be refused (it moves or
    /// recolors an entry that is gone, or leaves no color).
    func applying(_ operations: [SchemeOperation]) -> ReferencePalette? {
        var next = self
        for operation in operations {
            switch operation {
            case .add(let hex, let after, let before):
                next.last += 1
                next.colors[next.last] = hex
                next.ids.insert(next.last, at: next.slot(after: after, before: before) ?? next.ids.count)
            case .remove(let entry):
                next.ids = next.ids.filter { $0 != entry }
            case .move(let entry, let after, let before):
                guard let from = next.ids.firstIndex(of: entry) else { return nil }
                next.ids.remove(at: from)
                next.ids.insert(
                    entry, at: next.slot(after: after, before: before) ?? min(from, next.ids.count))
            case .recolor(let entry, let hex):
                guard next.ids.contains(entry) else { return nil }
                next.colors[entry] = hex
            case .rename(let name):
                next.name = name
            case .setNotes, .setTheme, .replaceColors:
                break
            }
        }
        return next.ids.isEmpty ? nil : next
    }

    private func slot(after: Int?, before: Int?) -> Int? {
        if let after, let at = ids.firstIndex(of: after) { return at + 1 }
        if let before, let at = ids.firstIndex(of: before) { return at }
        return after == nil && before == nil ? ids.count : nil
    }

    /// The entries as the store lists them.
    var entries: [SchemeEntry] { ids.map { SchemeEntry(id: $0, hex: colors[$0]!) } }
}

/// What happened to one save: stored as a new revision, acknowledged with nothing to change,
/// or refused; with the revision it was applied to.
struct SaveResult: Sendable {
    enum Kind: Sendable { case stored, unchanged, refused }
    let editor: Int
    let kind: Kind
    /// The revision the save found when it was applied.
    let appliedTo: Int
}

extension CoEditingCase {
    /// Checks a run against the model: replays the saves in commit order, requires each to have
    /// been kept or refused as the model says, the final palette to be the model's, and the
    /// promises one by one (acknowledged removals absent, acknowledged adds present, nothing
    /// removed that nobody removed). Returns what failed, empty when nothing did.
    func check(results: [SaveResult], final: StoredScheme) -> [String] {
        var failures: [String] = []
        var model = ReferencePalette(colors, name: "Sea")
        // Saves applied to one revision come before the one that made the next.
        let order = results.sorted {
            ($0.appliedTo, $0.kind == .stored ? 1 : 0) < ($1.appliedTo, $1.kind == .stored ? 1 : 0)
        }
        var acknowledged: [SchemeOperation] = []
        var added: Set<Int> = []
        for result in order {
            let after = model.applying(saves[result.editor])
            switch (result.kind, after) {
            case (.refused, nil): continue
            case (.refused, _?): failures.append("editor \(result.editor) was refused; the model keeps it")
            case (_, nil): failures.append("editor \(result.editor) was kept; the model refuses it")
            case (.unchanged, let next?) where next != model:
                failures.append(
                    "editor \(result.editor) changed nothing; the model changes \(model.ids) to \(next.ids)")
            case (_, let next?):
                added.formUnion(Set(next.ids).subtracting(model.colors.keys))
                acknowledged += saves[result.editor]
                model = next
            }
        }
        if final.entries != model.entries {
            failures.append(
                "final \(final.entries.map { "\($0.id):\($0.hex)" }) but the model has \(model.entries.map { "\($0.id):\($0.hex)" })"
            )
        }
        let present = Set(final.entries.map(\.id))
        var removed = Set<Int>()
        for case .remove(let entry) in acknowledged {
            removed.insert(entry)
            if present.contains(entry) {
                failures.append("entry \(entry) was removed, acknowledged, and is back")
            }
        }
        for entry in added where !present.contains(entry) {
            failures.append("added entry \(entry) is missing")
        }
        for entry in 1...colors.count where !removed.contains(entry) && !present.contains(entry) {
            failures.append("entry \(entry), which nobody removed, is missing")
        }
        if final.name != model.name { failures.append("name \(final.name), the model's \(model.name)") }
        return failures
    }
}
