/// colr.org's exact JSON text: keys in its order, `", "` and `": "` separators, non-ASCII
/// escaped as `\uXXXX` — the output of the Python service existing clients were written against.
///
/// Foundation's encoder does not promise key order, so the legacy envelope writes itself.
public enum LegacyJSON {
    /// The bytes of an envelope.
    public static func encode(_ envelope: LegacyEnvelope) -> [UInt8] {
        var out = Writer()
        out.object { object in
            object.field("colors") { $0.array(envelope.colors) { $0.color($1) } }
            object.field("schemes") { $0.array(envelope.schemes) { $0.scheme($1) } }
            object.field("schemes_history") { $0.history(envelope.schemesHistory) }
            object.field("success") { $0.raw(envelope.success ? "true" : "false") }
            object.field("colors_history") { $0.history(envelope.colorsHistory) }
            object.field("messages") { $0.array(envelope.messages) { $0.string($1) } }
            object.field("new_color") { $0.string(envelope.newColor) }
            if let matching = envelope.matchingColors {
                object.field("matching_colors") { $0.raw(String(matching)) }
            }
        }
        return out.bytes
    }

    struct Writer {
        var bytes: [UInt8] = []

        mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func object(_ body: (inout ObjectWriter) -> Void) {
            var object = ObjectWriter(writer: self)
            bytes = []
            object.writer.raw("{")
            body(&object)
            object.writer.raw("}")
            self = object.writer
        }

        mutating func array<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Void) {
            raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { raw(", ") }
                write(&self, element)
            }
            raw("]")
        }

        mutating func string(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": raw("\\\"")
                case "\\": raw("\\\\")
                case "\n": raw("\\n")
                case "\r": raw("\\r")
                case "\t": raw("\\t")
                case "\u{08}": raw("\\b")
                case "\u{0C}": raw("\\f")
                case _ where scalar.value < 0x20 || scalar.value > 0x7E:
                    for unit in String(scalar).utf16 { raw("\\u" + hex4(unit)) }
                default: bytes.append(UInt8(scalar.value))
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        private func hex4(_ value: UInt16) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }

        mutating func tag(_ tag: LegacyTag) {
            object { object in
                object.field("timestamp") { $0.raw(String(tag.timestamp)) }
                object.field("id") { $0.raw(String(tag.id)) }
                object.field("name") { $0.string(tag.name) }
            }
        }

        mutating func color(_ color: LegacyColor) {
            object { object in
                object.field("timestamp") { $0.raw(String(color.timestamp)) }
                object.field("hex") { $0.string(color.hex) }
                object.field("id") { $0.raw(String(color.id)) }
                object.field("tags") { $0.array(color.tags) { $0.tag($1) } }
            }
        }

        mutating func scheme(_ scheme: LegacyScheme) {
            object { object in
                object.field("timestamp") { $0.raw(String(scheme.timestamp)) }
                object.field("id") { $0.raw(String(scheme.id)) }
                object.field("colors") { $0.array(scheme.colors) { $0.string($1) } }
                object.field("tags") { $0.array(scheme.tags) { $0.tag($1) } }
            }
        }

        /// History maps are written with their keys sorted, so equal data gives equal bytes.
        mutating func history(_ history: [String: [LegacyHistoryEntry]]) {
            object { object in
                for key in history.keys.sorted() {
                    object.field(key) { writer in
                        writer.array(history[key] ?? []) { writer, entry in
                            writer.object { line in
                                line.field("d_count") { $0.raw(String(entry.deletedCount)) }
                                line.field("id") { $0.string(entry.id) }
                                line.field("a_count") { $0.raw(String(entry.addedCount)) }
                                line.field("name") { $0.string(entry.name) }
                            }
                        }
                    }
                }
            }
        }
    }

    struct ObjectWriter {
        var writer: Writer
        private var count = 0

        init(writer: Writer) {
            self.writer = writer
        }

        mutating func field(_ key: String, _ value: (inout Writer) -> Void) {
            if count > 0 { writer.raw(", ") }
            count += 1
            writer.string(key)
            writer.raw(": ")
            value(&writer)
        }
    }
}
