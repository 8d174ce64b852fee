import Foundation

@testable import ViewKit

/// The JSON the hand-written ``WireJSON`` must match, as `JSONEncoder` makes it: the tests'
/// expected output, not ViewKit's API (ViewKit writes patches by hand, and nothing in it
/// encodes a `Patch` this way).
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
