import ColrModels

/// Just enough XML to read resource files such as Android's `colors.xml`: the root element's
/// children, each with its attributes and text.
///
/// Files are untrusted, so the things XML attacks are made of are refused rather than handled:
/// a document type (and with it entity expansion) is an error, only the five predefined
/// entities and character references are decoded, and nesting is bounded.
struct ResourceMarkup {
    /// One child of the root element.
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
        /// The element's own text with entities decoded, CDATA included, child elements left out.
        var text: String
    }

    private let bytes: [UInt8]
    private let format: PaletteFormat
    private var offset = 0

    private init(_ text: String, format: PaletteFormat) {
        bytes = Array(text.utf8)
        self.format = format
    }

    /// The children of the root element, which must be named `root`.
    static func children(of text: String, root: String, format: PaletteFormat)
        throws(PaletteFormatError) -> [Element]
    {
        var scanner = ResourceMarkup(text, format: format)
        return try scanner.children(root: root)
    }

    private func failure(_ reason: String) -> PaletteFormatError {
        .malformed(format: format, reason: reason)
    }

    private mutating func children(root: String) throws(PaletteFormatError) -> [Element] {
        var open: [String] = []
        var children: [Element] = []
        var current: Element?
        var sawRoot = false
        while offset < bytes.count {
            if bytes[offset] != UInt8(ascii: "<") {
                let start = offset
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") { offset += 1 }
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                if open.count == 2 {
                    current?.text += try Self.decodeEntities(text, failure: failure)
                } else if open.isEmpty, text.contains(where: { !$0.isWhitespace }) {
                    throw failure("it has text outside the <\(root)> element")
                }
            } else if starts(with: "<!--") {
                try skip(past: "-->", unclosed: "a comment is not closed")
            } else if starts(with: "<?") {
                try skip(past: "?>", unclosed: "a processing instruction is not closed")
            } else if starts(with: "<![CDATA[") {
                offset += 9
                let start = offset
                try skip(past: "]]>", unclosed: "a CDATA section is not closed")
                if open.count == 2 {
                    current?.text += String(decoding: bytes[start..<offset - 3], as: UTF8.self)
                }
            } else if starts(with: "<!") {
                throw failure("it declares a document type, which a resource file has no use for")
            } else if starts(with: "</") {
                offset += 2
                let name = readName()
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">"), open.last == name else {
                    throw failure("</\(name)> does not close the element that is open")
                }
                offset += 1
                open.removeLast()
                if open.count == 1, let element = current {
                    children.append(element)
                    current = nil
                }
            } else {
                offset += 1
                let name = readName()
                guard !name.isEmpty else { throw failure("a \"<\" starts no element") }
                let (attributes, selfClosing) = try readAttributes()
                if open.isEmpty {
                    guard !sawRoot else { throw failure("it has more than one root element") }
                    guard name == root else { throw failure("the root element is <\(name)>, not <\(root)>") }
                    sawRoot = true
                }
                if open.count == 1 { current = Element(name: name, attributes: attributes, text: "") }
                if selfClosing {
                    if open.count == 1, let element = current { children.append(element) }
                    if open.count <= 1 { current = nil }
                } else {
                    guard open.count < 32 else { throw failure("its elements nest too deeply") }
                    open.append(name)
                }
            }
        }
        guard sawRoot else { throw failure("it has no <\(root)> element") }
        guard open.isEmpty else { throw failure("it ends before </\(open.last ?? root)>") }
        return children
    }

    private func starts(with literal: String) -> Bool {
        let expected = Array(literal.utf8)
        return bytes.count - offset >= expected.count
            && Array(bytes[offset..<offset + expected.count]) == expected
    }

    private mutating func skip(past terminator: String, unclosed: String) throws(PaletteFormatError) {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8.count
                return
            }
            offset += 1
        }
        throw failure(unclosed)
    }

    private mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    /// An element or attribute name: everything up to space or markup.
    private mutating func readName() -> String {
        let start = offset
        let stops = Array(" \t\r\n<>/=\"'".utf8)
        while offset < bytes.count, !stops.contains(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func readAttributes() throws(PaletteFormatError) -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard offset < bytes.count else { throw failure("it ends inside a tag") }
            if starts(with: "/>") {
                offset += 2
                return (attributes, true)
            }
            if bytes[offset] == UInt8(ascii: ">") {
                offset += 1
                return (attributes, false)
            }
            let name = readName()
            skipSpace()
            guard !name.isEmpty, offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw failure("an attribute has no value")
            }
            offset += 1
            skipSpace()
            guard offset < bytes.count, bytes[offset] == 0x22 || bytes[offset] == 0x27 else {
                throw failure("an attribute's value is not quoted")
            }
            let quote = bytes[offset]
            offset += 1
            let start = offset
            while offset < bytes.count, bytes[offset] != quote, bytes[offset] != UInt8(ascii: "<") {
                offset += 1
            }
            guard offset < bytes.count, bytes[offset] == quote else {
                throw failure("an attribute is not closed")
            }
            let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
            offset += 1
            attributes[name] = try Self.decodeEntities(raw, failure: failure)
        }
    }

    /// Text with XML's five predefined entities and character references replaced.
    static func decodeEntities(_ text: String, failure: (String) -> PaletteFormatError)
        throws(PaletteFormatError) -> String
    {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";") else {
                throw failure("an \"&\" starts no entity")
            }
            let name = rest[afterAmpersand..<semicolon]
            if let named = XMLText.entities.first(where: { $0.value == "&\(name);" })?.key {
                out.append(named)
            } else if name.hasPrefix("#"),
                let code = name.hasPrefix("#x")
                    ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst()),
                let scalar = Unicode.Scalar(code), code != 0
            {
                out.unicodeScalars.append(scalar)
            } else {
                throw failure("&\(name); is not an entity XML defines")
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
