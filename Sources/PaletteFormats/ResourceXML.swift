/// Just enough XML for Android's resource files (`res/values/colors.xml`): the root element's
/// children, each with its attributes, its text and where that text is written.
///
/// One reader serves palette import (``AndroidColorResources``) and TokenFormats' theme checks,
/// which need the positions to point at a value and to rewrite it in place; each words a
/// ``Failure`` as its own error.
///
/// Files are untrusted, so what XML attacks are made of is refused rather than handled: a
/// document type (and with it entity expansion) is an error, only the five predefined entities
/// and character references are decoded, and nesting is bounded.
package struct ResourceXML {
    /// One child of the root element.
    package struct Element: Equatable, Sendable {
        /// The element's name: `color` for `<color name="brand">`.
        package var name: String
        /// The element's attributes, entities decoded.
        package var attributes: [String: String]
        /// The element's own text: entities decoded, CDATA included, child elements left out,
        /// XML space (space, tab, line feed, carriage return) trimmed from both ends.
        package var text: String
        /// The trimmed text's bytes, when it is written plainly (no entity, CDATA, comment or
        /// child element), so that a fix can replace exactly it; empty otherwise.
        package var textRange: Range<Int>
        /// The line (1-based) where the text starts, space skipped, when it begins with plain
        /// characters; otherwise where the element's tag starts.
        package var line: Int
        /// The column (1-based, in bytes) that goes with ``line``.
        package var column: Int
    }

    /// Why a file is not a resource file and where that shows: the reason is a phrase (“it has
    /// no <resources> element”) that each caller puts into its own error type.
    package struct Failure: Error, Equatable, Sendable {
        /// What is wrong, as a phrase to follow "this is not a readable file:".
        package var reason: String
        /// The line (1-based) where the reader stopped.
        package var line: Int
        /// The column (1-based, in bytes) where the reader stopped.
        package var column: Int
    }

    /// Elements may nest this deep, root included; real resource files nest two or three.
    static let maximumDepth = 32

    // The reader's state, not private because the lexing half (ResourceXML+Lexing.swift) moves it.
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The children of the root element of `bytes` (UTF-8 text), which must be named `root`.
    package static func children(of bytes: [UInt8], root: String) throws(Failure) -> [Element] {
        var scanner = ResourceXML(bytes: bytes)
        return try scanner.children(root: root)
    }

    /// A failure where the reader stands.
    func failure(_ reason: String) -> Failure {
        Failure(reason: reason, line: line, column: offset - lineStart + 1)
    }

    /// Moves one byte on, counting lines.
    mutating func advance() {
        if bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private mutating func children(root: String) throws(Failure) -> [Element] {
        var open: [String] = []
        var children: [Element] = []
        var current: Element?
        // Whether the current child's text is one run of plain characters, so its range can be
        // rewritten; an entity, CDATA, a comment or a child element anywhere inside ends that.
        var plain = true
        var sawRoot = false
        // A byte order mark is allowed before an XML declaration; editors on Windows write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while offset < bytes.count {
            if bytes[offset] != UInt8(ascii: "<") {
                let start = offset
                let position = (line, offset - lineStart + 1)
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") { advance() }
                let raw = String(decoding: bytes[start..<offset], as: UTF8.self)
                if open.count == 2, current != nil {
                    let decoded = try decodeEntities(raw)
                    if current?.text.isEmpty == true, current?.textRange.isEmpty == true, plain,
                        decoded == raw
                    {
                        let (range, skipped) = Self.trimmed(bytes, start..<offset)
                        current?.textRange = range
                        current?.line = position.0 + skipped.lines
                        current?.column = skipped.lines > 0 ? skipped.column : position.1 + skipped.column - 1
                    } else {
                        plain = false
                    }
                    current?.text += decoded
                } else if open.count > 2 {
                    plain = false
                } else if open.isEmpty, raw.contains(where: { !$0.isWhitespace }) {
                    throw failure("it has text outside the <\(root)> element")
                }
            } else if starts(with: "<!--") {
                try skip(past: "-->", unclosed: "a comment is not closed")
                if open.count >= 2 { plain = false }
            } else if starts(with: "<?") {
                try skip(past: "?>", unclosed: "a processing instruction is not closed")
            } else if starts(with: "<![CDATA[") {
                offset += 9
                let start = offset
                try skip(past: "]]>", unclosed: "a CDATA section is not closed")
                if open.count == 2 {
                    current?.text += String(decoding: bytes[start..<offset - 3], as: UTF8.self)
                    plain = false
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
                if open.count == 1, var element = current {
                    if !plain { element.textRange = 0..<0 }
                    element.text = XMLText.trimmingSpace(element.text)
                    children.append(element)
                    current = nil
                }
            } else {
                let position = (line, offset - lineStart + 1)
                offset += 1
                let name = readName()
                guard !name.isEmpty else { throw failure("a \"<\" starts no element") }
                let (attributes, selfClosing) = try readAttributes()
                if open.isEmpty {
                    guard !sawRoot else { throw failure("it has more than one root element") }
                    guard name == root else { throw failure("the root element is <\(name)>, not <\(root)>") }
                    sawRoot = true
                }
                if open.count == 1 {
                    current = Element(
                        name: name, attributes: attributes, text: "", textRange: 0..<0, line: position.0,
                        column: position.1)
                    plain = true
                } else if open.count >= 2 {
                    plain = false
                }
                if selfClosing {
                    if open.count == 1, let element = current { children.append(element) }
                    if open.count <= 1 { current = nil }
                } else {
                    guard open.count < Self.maximumDepth else {
                        throw failure("its elements nest too deeply")
                    }
                    open.append(name)
                }
            }
        }
        guard sawRoot else { throw failure("it has no <\(root)> element") }
        guard open.isEmpty else { throw failure("it ends before </\(open.last ?? root)>") }
        return children
    }
}
