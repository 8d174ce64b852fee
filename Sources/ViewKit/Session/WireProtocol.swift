import Foundation

/// The socket's messages, version 1: the page sends `join` then `event`s; the server answers
/// `joined`, then `patches` carrying the highest event sequence they answer.
public enum WireProtocol {
    /// The protocol version this runtime speaks.
    public static let version = 1
    /// The largest message accepted from a page, in bytes.
    public static let maximumMessageBytes = 16 * 1024

    /// A message from the page.
    public enum ClientMessage: Equatable, Sendable {
        /// Attach to a session: the token from the page, the path it shows, its history entry
        /// (0 is the first screen) and the text in its text fields, in document order (ids can
        /// differ on a session rebuilt from the URL; the order of a screen's fields cannot).
        case join(token: String, path: String, depth: Int, fields: [String])
        /// Something the person did.
        case event(Event)
    }

    private struct RawClientMessage: Decodable {
        let v: Int
        let type: String
        let token: String?
        let path: String?
        let event: Event?
        let depth: Int?
        let fields: [String]?
    }

    /// The most fields a join may carry, and the longest text in one.
    static let maximumJoinFields = 32

    /// Reads a page message, or says why it is not one.
    public static func decode(_ text: String) throws(ViewKitError) -> ClientMessage {
        guard text.utf8.count <= maximumMessageBytes else {
            throw .malformedMessage("larger than \(maximumMessageBytes) bytes")
        }
        let raw: RawClientMessage
        do {
            raw = try JSONDecoder().decode(RawClientMessage.self, from: Data(text.utf8))
        } catch {
            throw .malformedMessage("not a protocol message")
        }
        guard raw.v == version else { throw .malformedMessage("unsupported protocol version \(raw.v)") }
        switch raw.type {
        case "join":
            guard let token = raw.token, let path = raw.path else {
                throw .malformedMessage("join needs token and path")
            }
            let fields = raw.fields ?? []
            guard fields.count <= maximumJoinFields else {
                throw .malformedMessage("join carries too many fields")
            }
            return .join(token: token, path: path, depth: min(max(raw.depth ?? 0, 0), 1000), fields: fields)
        case "event":
            guard let event = raw.event else { throw .malformedMessage("event message without an event") }
            guard event.target.utf8.count <= 256, (event.value?.utf8.count ?? 0) <= 8192 else {
                throw .malformedMessage("event fields too long")
            }
            return .event(event)
        default:
            throw .malformedMessage("unknown message type \"\(raw.type)\"")
        }
    }

    /// The `joined` message.
    public static func joined() -> String {
        #"{"v":1,"type":"joined"}"#
    }

    /// The `closing` message, sent before the server closes the socket, with the reason.
    public static func closing(_ reason: String) -> String {
        "{\"v\":1,\"type\":\"closing\",\"reason\":\(quote(reason))}"
    }

    /// A `patches` message; URLs in navigation patches get `basePath` prepended.
    public static func patches(_ patches: [Patch], acknowledging sequence: Int?, basePath: String = "")
        -> String
    {
        var out = "{\"v\":1,\"type\":\"patches\""
        if let sequence { out += ",\"ack\":\(sequence)" }
        out += ",\"patches\":["
        out += patches.map { json($0, basePath: basePath) }.joined(separator: ",")
        return out + "]}"
    }

    static func json(_ patch: Patch, basePath: String) -> String {
        switch patch {
        case .replace(let id, let html):
            return "{\"op\":\"replace\",\"id\":\(quote(id)),\"html\":\(quote(html))}"
        case .attributes(let id, let set, let remove):
            let pairs = set.sorted { $0.key < $1.key }.map { "\(quote($0.key)):\(quote($0.value))" }.joined(
                separator: ",")
            let removed = remove.map(quote).joined(separator: ",")
            return "{\"op\":\"attributes\",\"id\":\(quote(id)),\"set\":{\(pairs)},\"remove\":[\(removed)]}"
        case .text(let id, let text): return "{\"op\":\"text\",\"id\":\(quote(id)),\"text\":\(quote(text))}"
        case .title(let title): return "{\"op\":\"title\",\"title\":\(quote(title))}"
        case .pushURL(let url): return "{\"op\":\"pushURL\",\"url\":\(quote(basePath + url))}"
        case .replaceURL(let url): return "{\"op\":\"replaceURL\",\"url\":\(quote(basePath + url))}"
        case .historyBack(let count, let landing):
            return "{\"op\":\"historyBack\",\"count\":\(count),\"url\":\(quote(basePath + landing))}"
        case .resetHistory(let urls):
            return
                "{\"op\":\"resetHistory\",\"urls\":[\(urls.map { quote(basePath + $0) }.joined(separator: ","))]}"
        case .focus(let id): return "{\"op\":\"focus\",\"id\":\(id.map(quote) ?? "null")}"
        }
    }

    /// A JSON string literal; `<` is escaped too, so no patch can close a script element.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
