import Foundation

/// The socket's messages, version 1: the page sends `join` then `event`s; the server answers
/// `joined`, then `patches` carrying the highest event sequence they answer.
public enum WireProtocol {
    /// The protocol version this runtime speaks.
    public static let version = 1
    /// The largest message accepted from a page, in bytes.
    public static let maximumMessageBytes = 16 * 1024
    /// The longest value an event may carry: room for a picked file (``FilePicker/limitBytes``,
    /// base64-encoded) or an ``ImagePicker``'s pixels, inside one message.
    public static let maximumEventValueBytes = 15_500

    /// A message from the page.
    public enum ClientMessage: Equatable, Sendable {
        /// Attach to a session: the token from the page, the path it shows, its history entry
        /// (0 is the first screen), the text in its text fields, in document order (ids can
        /// differ on a session rebuilt from the URL; the order of a screen's fields cannot), and
        /// the ``Page/digest(windowHTML:title:)`` of the screen it was served, while it still
        /// shows it unpatched.
        case join(token: String, path: String, depth: Int, fields: [String], digest: String? = nil)
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
        let digest: String?
    }

    /// One decoder for every message (it is safe to share): making one per event showed in profiles.
    private static let decoder = JSONDecoder()

    /// The most fields a join may carry, and the longest text in one.
    static let maximumJoinFields = 32

    /// Reads a page message, or says why it is not one.
    public static func decode(_ text: String) throws(ViewKitError) -> ClientMessage {
        guard text.utf8.count <= maximumMessageBytes else {
            throw .malformedMessage("larger than \(maximumMessageBytes) bytes")
        }
        let raw: RawClientMessage
        do {
            raw = try decoder.decode(RawClientMessage.self, from: Data(text.utf8))
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
            // A digest is 16 hex digits; anything else is no digest, and the screen is sent.
            let digest = raw.digest.flatMap { $0.utf8.count == 16 ? $0 : nil }
            return .join(
                token: token, path: path, depth: min(max(raw.depth ?? 0, 0), 1000), fields: fields,
                digest: digest)
        case "event":
            guard let event = raw.event else { throw .malformedMessage("event message without an event") }
            guard event.target.utf8.count <= 256, (event.value?.utf8.count ?? 0) <= maximumEventValueBytes
            else {
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
        encode(ClosingMessage(reason: reason))
    }

    /// A `patches` message; URLs in navigation patches get `basePath` prepended.
    public static func patches(_ patches: [Patch], acknowledging sequence: Int?, basePath: String = "")
        -> String
    {
        let mounted = basePath.isEmpty ? patches : patches.map { $0.mounted(at: basePath) }
        var json = WireJSON()
        json.patches(mounted, acknowledging: sequence)
        return json.text
    }

    private struct ClosingMessage: Encodable {
        let v = WireProtocol.version
        let type = "closing"
        let reason: String
    }

    /// A message as compact JSON text.
    private static func encode(_ message: some Encodable) -> String {
        let encoder = JSONEncoder()
        // Sorted keys make the page set an attributes patch's `max` and `min` before `value` (or
        // a slider would clamp the value to its old range) and `class` before
        // `data-vk-transition` (or the class would wipe the animation it starts). Slashes stay
        // as they are, as every URL and closing tag would otherwise grow.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(message), as: UTF8.self)
        } catch {
            // Only non-finite floating-point numbers fail to encode, and no message has one.
            preconditionFailure("a wire message did not encode: \(error)")
        }
    }
}

extension Patch {
    /// The patch with `basePath` before each URL it carries, for an app mounted below the root.
    fileprivate func mounted(at basePath: String) -> Patch {
        switch self {
        case .pushURL(let url): .pushURL(basePath + url)
        case .replaceURL(let url): .replaceURL(basePath + url)
        case .historyBack(let count, let landing): .historyBack(count: count, landing: basePath + landing)
        case .resetHistory(let urls): .resetHistory(urls.map { basePath + $0 })
        case .replace, .attributes, .text, .title, .focus, .copy, .download, .insert, .remove, .move: self
        }
    }
}
