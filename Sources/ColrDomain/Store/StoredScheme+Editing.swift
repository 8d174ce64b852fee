import ColrModels

extension StoredScheme {
    /// The scheme with `operations` applied in order, merged by intent with whatever others saved
    /// since `base`, the revision the editor made them against (nil: against this one).
    ///
    /// Entries are named by id, so each operation means what its editor meant: a removal removes
    /// that color wherever it moved, and holds when someone removed it first; a move moves that
    /// color; an add lands beside the neighbour it was added next to. A move or recoloring of a
    /// color someone else removed cannot be kept: that throws ``ColrError/editConflict(reason:revision:)``
    /// and the caller writes nothing. A field changed since `base` by someone else and changed
    /// again here takes this value, and the outcome names the one it replaced.
    ///
    /// The result keeps this revision number; the store gives the saved one its own.
    public func applying(_ operations: [SchemeOperation], since base: SchemeRevision?) throws(ColrError)
        -> SchemeEditOutcome
    {
        guard operations.count <= SchemeOperation.maximumPerSave else {
            throw .invalidRequest(
                reason: "one save carries at most \(SchemeOperation.maximumPerSave) operations")
        }
        var edit = SchemeEditState(self, base: base)
        for operation in operations { try edit.apply(operation) }
        guard !edit.entries.isEmpty else {
            throw .editConflict(
                reason:
                    "it would leave the palette without colors, and a palette keeps at least one",
                revision: revision)
        }
        let scheme = with(
            name: edit.name, notes: edit.notes, entries: edit.entries, lastEntry: edit.lastEntry,
            theme: .some(edit.theme))
        return SchemeEditOutcome(
            scheme: scheme, replaced: edit.replaced, changed: scheme.contentsDiffer(from: self))
    }

    /// The scheme with its contents replaced by `draft`'s (tags aside, which the store keeps
    /// apart): a PUT. Colors that stay keep their entries. With `expecting`, the revision the
    /// writer read, a scheme that has moved on since is ``ColrError/preconditionFailed(revision:)``.
    public func replacing(with draft: SchemeDraft, expecting: Int?) throws(ColrError) -> SchemeEditOutcome {
        if let expecting, expecting != revision { throw .preconditionFailed(revision: revision) }
        return try applying(
            [
                .rename(draft.name), .setNotes(draft.notes), .setTheme(draft.theme),
                .replaceColors(draft.colors),
            ],
            since: nil)
    }

    /// Whether `other` holds different contents: name, notes, colors, their ids or the theme.
    public func contentsDiffer(from other: StoredScheme) -> Bool {
        name != other.name || notes != other.notes || entries != other.entries || theme != other.theme
    }
}

/// An edit under way: the scheme's contents as each operation leaves them.
private struct SchemeEditState {
    var name: String
    var notes: String
    var entries: [SchemeEntry]
    var theme: SchemeTheme?
    var lastEntry: Int
    var replaced: [SchemeReplacement] = []
    /// Fields this edit has set already: a second change of one in the same save replaces this
    /// editor's own value, not another's.
    var touched: Set<SchemeReplacement.Field> = []
    let base: SchemeRevision?
    /// Each entry's color at the base revision, to tell a color others changed since.
    let baseColors: [Int: ColorHex]
    let revision: Int

    init(_ scheme: StoredScheme, base: SchemeRevision?) {
        name = scheme.name
        notes = scheme.notes
        entries = scheme.entries
        theme = scheme.theme
        lastEntry = scheme.lastEntry
        revision = scheme.revision
        // The base only tells what others changed when it is older than what is stored.
        self.base = base.flatMap { $0.number < scheme.revision ? $0 : nil }
        baseColors = Dictionary(
            (self.base?.entries ?? []).map { ($0.id, $0.hex) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func apply(_ operation: SchemeOperation) throws(ColrError) {
        switch operation {
        case .add(let hex, let after, let before):
            guard entries.count < SchemeDraft.maximumColors else {
                throw .editConflict(
                    reason:
                        "the palette already holds \(SchemeDraft.maximumColors) colors, the most it can",
                    revision: revision)
            }
            lastEntry += 1
            let index = place(after: after, before: before) ?? entries.count
            entries.insert(SchemeEntry(id: lastEntry, hex: hex), at: index)
        case .remove(let entry):
            // Removed by someone else first: the color is gone, as this editor wanted.
            entries.removeAll { $0.id == entry }
        case .move(let entry, let after, let before):
            let index = try position(of: entry, toBe: "moved")
            let moving = entries.remove(at: index)
            let target = place(after: after == entry ? nil : after, before: before == entry ? nil : before)
            entries.insert(moving, at: target ?? min(index, entries.count))
        case .recolor(let entry, let hex):
            let index = try position(of: entry, toBe: "changed")
            let theirs = entries[index].hex
            if let was = baseColors[entry], was != theirs, theirs != hex {
                note(.color(entry: entry), theirs: theirs.value)
            }
            entries[index] = SchemeEntry(id: entry, hex: hex)
            touched.insert(.color(entry: entry))
        case .rename(let text):
            let clean = try SchemeDraft.cleanName(text)
            if let base, base.name != name, name != clean { note(.name, theirs: name) }
            name = clean
            touched.insert(.name)
        case .setNotes(let text):
            let clean = try SchemeDraft.cleanNotes(text)
            if let base, base.notes != notes, notes != clean { note(.notes, theirs: notes) }
            notes = clean
            touched.insert(.notes)
        case .setTheme(let settings):
            let valid = try settings?.validated()
            if let base, base.theme != theme, theme != valid { note(.theme, theirs: theme?.target ?? "none") }
            theme = valid
            touched.insert(.theme)
        case .replaceColors(let hexes):
            try SchemeDraft.checkCount(hexes.count)
            // A color that stays keeps its entry (the first unused one of that color), so an
            // edit others are making to it still finds it.
            var unused = entries
            entries = hexes.map { hex in
                if let index = unused.firstIndex(where: { $0.hex == hex }) { return unused.remove(at: index) }
                lastEntry += 1
                return SchemeEntry(id: lastEntry, hex: hex)
            }
        }
    }

    /// Records that this edit replaced another editor's value of `field`, unless the value there
    /// is this edit's own.
    private mutating func note(_ field: SchemeReplacement.Field, theirs: String) {
        if !touched.contains(field) { replaced.append(SchemeReplacement(field: field, theirs: theirs)) }
    }

    /// Where an entry goes between its neighbours: right after `after`, else right before
    /// `before`; the end when neither was named; nil when the ones named are gone.
    private func place(after: Int?, before: Int?) -> Int? {
        if let after, let index = entries.firstIndex(where: { $0.id == after }) { return index + 1 }
        if let before, let index = entries.firstIndex(where: { $0.id == before }) { return index }
        return after == nil && before == nil ? entries.count : nil
    }

    /// The entry's place now, or the conflict of an edit to a color someone removed.
    private func position(of entry: Int, toBe done: String) throws(ColrError) -> Int {
        if let index = entries.firstIndex(where: { $0.id == entry }) { return index }
        guard (1...max(lastEntry, 1)).contains(entry) else {
            throw .invalidRequest(reason: "the palette has no entry \(entry); read it again for its entries")
        }
        let color = baseColors[entry].map { "#\($0.value.uppercased())" } ?? "that color"
        throw .editConflict(
            reason: "another editor removed \(color), so it could not be \(done)",
            revision: revision)
    }
}
