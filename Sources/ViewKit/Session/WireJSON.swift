import Foundation

/// Writes the server's wire messages as JSON by hand, byte for byte as `JSONEncoder` wrote them
/// with `.sortedKeys` and `.withoutEscapingSlashes`: keys in UTF-8 byte order, `"`, `\` and
/// control characters escaped, everything else as it is.
///
/// Every answer to an event is one of these messages; `JSONEncoder` spent more time building
/// its containers than the session spent on the event (see BENCHMARKS.md, ViewKit live sessions).
struct WireJSON {
    private(set) var bytes: [UInt8] = []
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A JSON string: quoted, with `"`, `\` and control characters escaped.
    mutating func string(_ value: String) {
        bytes.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                switch byte {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
                case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
                case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
                case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
                default:
                    let hex = Self.hexDigits
                    bytes.append(contentsOf: [
                        0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                    ])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(0x22)
    }

    /// A string, or `null`.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// A JSON array of strings.
    mutating func strings(_ values: [String]) {
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            string(value)
        }
        bytes.append(0x5D)
    }

    /// A JSON object of strings, its keys in UTF-8 byte order: the page sets attributes in the
    /// order they arrive, so a slider's `max` and `min` come before its `value` (or the value
    /// would be clamped to the old range) and `class` before `data-vk-transition`.
    mutating func object(_ values: [String: String]) {
        bytes.append(0x7B)
        for (index, key) in values.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            .enumerated()
        {
            if index > 0 { bytes.append(0x2C) }
            string(key)
            bytes.append(0x3A)
            string(values[key] ?? "")
        }
        bytes.append(0x7D)
    }
}

extension WireJSON {
    /// A patch as the page's runtime (`runtime/patches.js`) reads it; the same JSON a
    /// sorted-keys `JSONEncoder` makes of the `Encodable` conformance ViewKit's tests give
    /// ``Patch`` (`WireJSONTests` compares them byte for byte).
    mutating func patch(_ patch: Patch) {
        switch patch {
        case .replace(let id, let html):
            raw(#"{"html":"#)
            string(html)
            raw(#","id":"#)
            string(id)
            raw(#","op":"replace"}"#)
        case .attributes(let id, let set, let remove):
            raw(#"{"id":"#)
            string(id)
            raw(#","op":"attributes","remove":"#)
            strings(remove)
            raw(#","set":"#)
            object(set)
            raw("}")
        case .text(let id, let text):
            raw(#"{"id":"#)
            string(id)
            raw(#","op":"text","text":"#)
            string(text)
            raw("}")
        case .title(let title):
            raw(#"{"op":"title","title":"#)
            string(title)
            raw("}")
        case .pushURL(let url):
            raw(#"{"op":"pushURL","url":"#)
            string(url)
            raw("}")
        case .replaceURL(let url):
            raw(#"{"op":"replaceURL","url":"#)
            string(url)
            raw("}")
        case .historyBack(let count, let landing):
            raw(#"{"count":"#)
            number(count)
            raw(#","op":"historyBack","url":"#)
            string(landing)
            raw("}")
        case .resetHistory(let urls):
            raw(#"{"op":"resetHistory","urls":"#)
            strings(urls)
            raw("}")
        case .focus(let id):
            // An explicit null, not a missing key: "blur whatever has focus".
            raw(#"{"id":"#)
            string(id)
            raw(#","op":"focus"}"#)
        case .copy(let text):
            raw(#"{"op":"copy","text":"#)
            string(text)
            raw("}")
        case .download(let file):
            raw(#"{"base64":"#)
            string(file.base64Contents)
            raw(#","name":"#)
            string(file.name)
            raw(#","op":"download","type":"#)
            string(file.mediaType)
            raw("}")
        case .insert(let parent, let before, let html):
            raw(#"{"before":"#)
            string(before)
            raw(#","html":"#)
            string(html)
            raw(#","id":"#)
            string(parent)
            raw(#","op":"insert"}"#)
        case .remove(let id):
            raw(#"{"id":"#)
            string(id)
            raw(#","op":"remove"}"#)
        case .move(let id, let parent, let before):
            raw(#"{"before":"#)
            string(before)
            raw(#","id":"#)
            string(id)
            raw(#","op":"move","parent":"#)
            string(parent)
            raw("}")
        }
    }

    /// A `patches` message: `ack` is left out, not null, when the patches answer no event.
    mutating func patches(_ patches: [Patch], acknowledging sequence: Int?) {
        raw("{")
        if let sequence {
            raw(#""ack":"#)
            number(sequence)
            raw(",")
        }
        raw(#""patches":["#)
        for (index, patch) in patches.enumerated() {
            if index > 0 { raw(",") }
            self.patch(patch)
        }
        raw(#"],"type":"patches","v":"#)
        number(WireProtocol.version)
        raw("}")
    }
}

extension DownloadFile {
    fileprivate var base64Contents: String { Data(contents).base64EncodedString() }
}
