/// The rules that keep the browser's history equal to what is on screen, so the browser's Back
/// button does exactly what the app's back button does.
///
/// The history holds one entry per level of the stack on screen: the tab's (or root's) first
/// screen, each pushed screen and each presented screen, each entry the path up to that level.
/// A push adds an entry; a pop or a dismiss goes back over the entries it removed (so a later
/// Back never lands on a screen that is gone); anything else (a tab switch, a rebuilt stack)
/// rewrites the entries. A tab switch therefore leaves only the new tab's stack to go back
/// through, as UIKit's tab bar keeps no history across tabs.
public enum NavigationHistory {
    /// The history entries for a screen path: one per level, each the path up to that level.
    public static func entries(for path: String) -> [String] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty else { return ["/"] }
        return segments.indices.map { "/" + segments[...$0].joined(separator: "/") }
    }

    /// The patches that take the page's history from `old` to `new`; none when they are equal.
    public static func patches(from old: [String], to new: [String]) -> [Patch] {
        guard old != new, let last = new.last else { return [] }
        if old.isEmpty { return [.resetHistory(new)] }
        if new.count == old.count + 1, Array(new.prefix(old.count)) == old { return [.pushURL(last)] }
        if new.count < old.count, Array(old.prefix(new.count)) == new {
            return [.historyBack(count: old.count - new.count, landing: last)]
        }
        return [.resetHistory(new)]
    }

    /// The entries the page holds after the browser moved to entry `depth` showing `path`:
    /// the first `depth + 1` of `known` when that entry is one the page was given, else nil
    /// (the person went forward, or to an entry this session never made).
    public static func landing(in known: [String], depth: Int, path: String) -> [String]? {
        guard depth >= 0, depth < known.count, known[depth] == path else { return nil }
        return Array(known.prefix(depth + 1))
    }
}
