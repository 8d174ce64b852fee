/// Reading JSON value by value, where it stands: for a reader that knows what it expects and
/// makes no tree (``PairsReader``); the tree builder reads objects and arrays through the same.
extension JSONScanner {
    /// Fails unless nothing but space follows the value read.
    mutating func finish() throws(TokenFormatError) {
        skipSpace()
        guard offset == bytes.count else { throw failure("text follows the JSON value") }
    }

    /// The kind of the value at the next byte that is not space, and where it is written; the
    /// scanner stays at its first byte. A byte no value starts with is an error.
    mutating func nextValue() throws(TokenFormatError) -> (kind: JSONKind, position: JSONPosition) {
        skipSpace()
        guard offset < bytes.count else { throw failure("it ends where a value should be") }
        guard let kind = JSONKind(startingWith: bytes[offset]) else {
            throw failure("a value cannot start with “\(Self.describe(bytes[offset]))”")
        }
        return (kind, position)
    }

    /// Reads the object at `offset` (its `{`), handing `member` each key and the scanner at the
    /// key's value, which `member` must read. `member` refuses a key it has had already
    /// (``repeated(_:)``): a tree keeps the keys' text to tell, a reader of known keys a bit each.
    mutating func readObject(
        _ member: (inout JSONScanner, JSONKey) throws(TokenFormatError) -> Void
    ) throws(TokenFormatError) {
        offset += 1
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in quotes")
            }
            let key = try readKey()
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw failure("expected “:” after the key “\(text(of: key))”")
            }
            offset += 1
            try member(&self, key)
            skipSpace()
            guard offset < bytes.count else { throw failure("an object is not closed") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return
            } else {
                throw failure("expected “,” or “}” after a member")
            }
        }
    }

    /// Reads the array at `offset` (its `[`), handing `element` the scanner at each element,
    /// which `element` must read.
    mutating func readArray(_ element: (inout JSONScanner) throws(TokenFormatError) -> Void)
        throws(TokenFormatError)
    {
        offset += 1
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try element(&self)
            skipSpace()
            guard offset < bytes.count else { throw failure("an array is not closed") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return
            } else {
                throw failure("expected “,” or “]” after an element")
            }
        }
    }

    /// The key at `offset` (its opening quote), the scanner past it.
    private mutating func readKey() throws(TokenFormatError) -> JSONKey {
        let position = position
        let start = offset + 1
        if let plain = try plainString() { return JSONKey(position: position, plain: plain, decoded: nil) }
        return JSONKey(position: position, plain: nil, decoded: try escapedString(from: start))
    }

    /// The text of `key`.
    mutating func text(of key: JSONKey) -> String {
        if let plain = key.plain { return text(of: plain) }
        return key.decoded ?? ""
    }

    /// Whether `key` is `word`: its bytes compared in place, with no string made.
    func key(_ key: JSONKey, is word: String) -> Bool {
        guard let plain = key.plain else { return key.decoded == word }
        var word = word
        return word.withUTF8 { word in
            word.count == plain.count
                && bytes.withUnsafeBufferPointer {
                    CSSText.same(UnsafeBufferPointer(rebasing: $0[plain]), word)
                }
        }
    }

    /// The error for a key its object has already.
    mutating func repeated(_ key: JSONKey) -> TokenFormatError {
        .malformed(
            file: file, line: key.position.line, column: key.position.column,
            reason: "the key “\(text(of: key))” appears twice in one object")
    }
}

/// An object's key as read: its bytes in the file when it holds no escape (most keys), its text
/// otherwise, and where it is written.
struct JSONKey {
    /// Where the key is written.
    let position: JSONPosition
    /// The key's bytes, between its quotes, when it holds no escape.
    fileprivate let plain: Range<Int>?
    /// The key's text, when it holds an escape.
    fileprivate let decoded: String?
}
