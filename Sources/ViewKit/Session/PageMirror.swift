/// What the page shows, as far as its session knows: the last tree and title it was sent and
/// its history entries. Comparing a new render with it gives the patches that bring the page
/// up to date, and nothing more.
struct PageMirror {
    /// The tree the page has; nil when it has nothing the session can diff against.
    private var tree: Node?
    private var title: String?
    /// The page's history entries; nil until known (a page loaded at the screen's own URL).
    var history: [String]?
    /// The entries of the last path updated to: most updates stay on one screen, and splitting
    /// its path again on every event showed in profiles.
    private var entriesOfPath: (path: String, entries: [String])?

    /// The patches from what the page has to `tree`, titled `title`, at `path`; afterwards the
    /// page is taken to have them.
    mutating func update(to tree: Node, title: String, path: String) -> [Patch] {
        var patches: [Patch]
        if let shown = self.tree {
            patches = Differ.diff(shown, tree)
        } else {
            patches = [.replace(id: tree.id, html: HTML.render(tree))]
        }
        self.tree = tree
        if title != self.title {
            patches.append(.title(title))
            self.title = title
        }
        if entriesOfPath?.path != path { entriesOfPath = (path, NavigationHistory.entries(for: path)) }
        let entries = entriesOfPath?.entries ?? []
        if let known = history { patches += NavigationHistory.patches(from: known, to: entries) }
        history = entries
        return patches
    }

    /// Forgets the tree and title, so the next update sends the whole screen (a reload, a new socket).
    mutating func forgetScreen() {
        tree = nil
        title = nil
    }

    /// Takes the page to have `tree` titled `title` already (it was served with them).
    mutating func assume(_ tree: Node, title: String) {
        self.tree = tree
        self.title = title
    }

    /// Whether the page has been sent anything to diff against.
    var hasScreen: Bool { tree != nil }
}
