import Foundation

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

extension Patch: Encodable {
    private enum CodingKeys: String, CodingKey {
        case op, id, html, set, remove, text, title, url, count, urls, name, type, base64, parent, before
    }

    /// Encodes the patch as the page's runtime (`runtime/patches.js`) reads it: an object whose `op`
    /// names the case, with the case's values under the names `apply` looks up.
    ///
    /// URLs are encoded as they are; ``WireProtocol`` prefixes the mount path before encoding.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .replace(let id, let html):
            try container.encode("replace", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(html, forKey: .html)
        case .attributes(let id, let set, let remove):
            try container.encode("attributes", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(set, forKey: .set)
            try container.encode(remove, forKey: .remove)
        case .text(let id, let text):
            try container.encode("text", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .title(let title):
            try container.encode("title", forKey: .op)
            try container.encode(title, forKey: .title)
        case .pushURL(let url):
            try container.encode("pushURL", forKey: .op)
            try container.encode(url, forKey: .url)
        case .replaceURL(let url):
            try container.encode("replaceURL", forKey: .op)
            try container.encode(url, forKey: .url)
        case .historyBack(let count, let landing):
            try container.encode("historyBack", forKey: .op)
            try container.encode(count, forKey: .count)
            try container.encode(landing, forKey: .url)
        case .resetHistory(let urls):
            try container.encode("resetHistory", forKey: .op)
            try container.encode(urls, forKey: .urls)
        case .focus(let id):
            try container.encode("focus", forKey: .op)
            // An explicit null, not a missing key: "blur whatever has focus".
            try container.encode(id, forKey: .id)
        case .copy(let text):
            try container.encode("copy", forKey: .op)
            try container.encode(text, forKey: .text)
        case .download(let file):
            try container.encode("download", forKey: .op)
            try container.encode(file.name, forKey: .name)
            try container.encode(file.mediaType, forKey: .type)
            try container.encode(Data(file.contents).base64EncodedString(), forKey: .base64)
        case .insert(let parent, let before, let html):
            try container.encode("insert", forKey: .op)
            try container.encode(parent, forKey: .id)
            try container.encode(before, forKey: .before)
            try container.encode(html, forKey: .html)
        case .remove(let id):
            try container.encode("remove", forKey: .op)
            try container.encode(id, forKey: .id)
        case .move(let id, let parent, let before):
            try container.encode("move", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(parent, forKey: .parent)
            try container.encode(before, forKey: .before)
        }
    }
}
