/// One change to the page, addressed by node id: what the live socket sends instead of pages.
public enum Patch: Equatable, Sendable {
    /// Replace the node with this id (and its subtree) by new HTML.
    case replace(id: String, html: String)
    /// Set these attributes and remove those on the node.
    case attributes(id: String, set: [String: String], remove: [String])
    /// Set the node's text.
    case text(id: String, text: String)
    /// Set the document title.
    case title(String)
    /// Push a new entry onto the browser's history (a navigation the user can go back from).
    case pushURL(String)
    /// Replace the current history entry (a change that is not a step back and forth).
    case replaceURL(String)
    /// Go back `count` entries in the browser's history, landing on `landing` (a pop or a dismiss
    /// the person did inside the app, so that the browser's Back does not return to it).
    case historyBack(count: Int, landing: String)
    /// Rewrite this tab's history entries to exactly these paths, the last one current (a tab
    /// switch, a deep link, or anything that is not one push or pops).
    case resetHistory([String])
    /// Move keyboard focus to the node, or away from whatever has it when nil.
    case focus(id: String?)
    /// Put text on the system clipboard (see ``Pasteboard``).
    case copy(String)
    /// Hand the browser a file to save (see ``Window/download(_:)``).
    case download(DownloadFile)
    /// Puts a new child (`html`) into node `parent`, before its child `before` (at the end when nil).
    case insert(parent: String, before: String?, html: String)
    /// Takes node `id` off the page.
    case remove(id: String)
    /// Moves node `id` into `parent`, before its child `before` (at the end when nil).
    case move(id: String, parent: String, before: String?)
}
