import ColorKit

/// The strict reading behind ``PairsFile``, value by value from the file's bytes: each value is
/// checked for its type where it is written, and no tree of the document is made. A design
/// system's pairs file holds thousands of values (Primer's, 486 pairs), and a tree made only
/// to be read once and freed cost more than the reading.
///
/// Errors come in the order the file is written: the first thing wrong, at its line and column.
struct PairsReader {
    /// The file's path, for messages.
    let file: String

    func failure(_ position: JSONPosition, _ reason: String) -> TokenFormatError {
        .malformed(file: file, line: position.line, column: position.column, reason: reason)
    }

    /// Where the value at the scanner starts, when it is of `kind`. Otherwise an error saying
    /// what it is instead, once the value is read: a value that is not JSON at all is reported
    /// as that. `what` is made only for the message.
    func expect(_ kind: JSONKind, _ scanner: inout JSONScanner, what: @autoclosure () -> String)
        throws(TokenFormatError) -> JSONPosition
    {
        let (found, position) = try scanner.nextValue()
        guard found == kind else {
            _ = try scanner.value(depth: 1)
            throw failure(position, "\(what()) is \(kind), not \(found)")
        }
        return position
    }

    /// Which of `keys` the object's `key` is, its bytes compared in place. A key not among them
    /// is an error naming those it takes, and a key read already (`seen`, a bit each) is one too.
    func which<Key: RawRepresentable<String>>(
        _ key: JSONKey, of keys: [Key], seen: inout UInt16, _ scanner: inout JSONScanner, in what: String
    ) throws(TokenFormatError) -> Key {
        guard let index = keys.firstIndex(where: { scanner.key(key, is: $0.rawValue) }) else {
            let known = keys.map(\.rawValue).joined(separator: ", ")
            throw failure(key.position, "\(what) has no key “\(scanner.text(of: key))” (its keys: \(known))")
        }
        guard seen & (1 << index) == 0 else { throw scanner.repeated(key) }
        seen |= 1 << index
        return keys[index]
    }

    /// A pairs object's keys.
    enum FileKey: String, CaseIterable {
        case pairs, signals, background
        case schema = "$schema"
    }

    /// A pair's keys.
    enum PairKey: String, CaseIterable {
        case text, on, minimum, measure, modes, canvas, fix
    }

    /// A signal group's keys.
    enum SignalKey: String, CaseIterable {
        case name, tokens, minimum, modes
    }

    /// The pairs object at the scanner: a file's whole document, or what a DTCG file keeps
    /// under ``PairsFile/extensionKey``.
    func promises(_ scanner: inout JSONScanner, allowsSchema: Bool) throws(TokenFormatError) -> TokenPromises
    {
        let keys = allowsSchema ? FileKey.allCases : FileKey.allCases.filter { $0 != .schema }
        _ = try expect(.object, &scanner, what: "a pairs file")
        var promises = TokenPromises()
        var seen: UInt16 = 0
        try scanner.readObject { (scanner, key) throws(TokenFormatError) in
            switch try which(key, of: keys, seen: &seen, &scanner, in: "a pairs file") {
            case .pairs:
                _ = try expect(.array, &scanner, what: "pairs")
                try scanner.readArray { (scanner) throws(TokenFormatError) in
                    promises.pairs.append(try pair(&scanner))
                }
            case .signals:
                _ = try expect(.array, &scanner, what: "signals")
                try scanner.readArray { (scanner) throws(TokenFormatError) in
                    promises.signals.append(try signal(&scanner))
                }
            case .background: promises.background = try name(&scanner, what: "background")
            case .schema: _ = try string(&scanner, what: "$schema")
            }
        }
        return promises
    }

    func string(_ scanner: inout JSONScanner, what: @autoclosure () -> String) throws(TokenFormatError)
        -> String
    {
        _ = try expect(.string, &scanner, what: what())
        return try scanner.string()
    }

    /// A token name: a string that is not empty.
    func name(_ scanner: inout JSONScanner, what: @autoclosure () -> String) throws(TokenFormatError)
        -> String
    {
        let position = try expect(.string, &scanner, what: what())
        let text = try scanner.string()
        guard !text.isEmpty else { throw failure(position, "\(what()) names no token") }
        return text
    }

    /// A list of token names, and where the list is written.
    func names(_ scanner: inout JSONScanner, what: String) throws(TokenFormatError)
        -> (names: [String], position: JSONPosition)
    {
        let position = try expect(.array, &scanner, what: what)
        var out: [String] = []
        // A few modes or canvases: room for them made once, not grown a name at a time.
        out.reserveCapacity(8)
        try scanner.readArray { (scanner) throws(TokenFormatError) in
            out.append(try name(&scanner, what: "each of " + what))
        }
        return (out, position)
    }

    func minimum(_ scanner: inout JSONScanner) throws(TokenFormatError) -> Double {
        let position = try expect(.number, &scanner, what: "minimum")
        let number = try scanner.number()
        guard number >= 0 else {
            throw failure(position, "minimum is \(number); a contrast cannot be below 0")
        }
        return number
    }

    /// One of a closed set of words, read by `known`; `refusal` says what the word may be.
    func word<Value>(
        _ scanner: inout JSONScanner, what: String, _ known: (String) -> Value?,
        refusal: (String) -> String
    ) throws(TokenFormatError) -> Value {
        let position = try expect(.string, &scanner, what: what)
        let raw = try scanner.string()
        guard let value = known(raw) else { throw failure(position, refusal(raw)) }
        return value
    }

    func pair(_ scanner: inout JSONScanner) throws(TokenFormatError) -> TokenPair {
        let start = try expect(.object, &scanner, what: "a pair")
        var text: String?
        var on: String?
        var minimum: Double?
        var measure = TokenPair.Measure.wcag
        var modes: [String] = []
        var canvas: [String] = []
        var fix = TokenPair.Movable.text
        var seen: UInt16 = 0
        try scanner.readObject { (scanner, key) throws(TokenFormatError) in
            switch try which(key, of: PairKey.allCases, seen: &seen, &scanner, in: "a pair") {
            case .text: text = try name(&scanner, what: "text")
            case .on: on = try name(&scanner, what: "on")
            case .minimum: minimum = try self.minimum(&scanner)
            case .measure:
                measure = try word(&scanner, what: "measure", TokenPair.Measure.init(rawValue:)) {
                    "measure is wcag, apca or non-text, not “\($0)”"
                }
            case .fix:
                fix = try word(&scanner, what: "fix", TokenPair.Movable.init(rawValue:)) {
                    "fix is text, on or none, not “\($0)”"
                }
            case .modes: modes = try names(&scanner, what: "modes").names
            case .canvas: canvas = try names(&scanner, what: "canvas").names
            }
        }
        guard let text else { throw failure(start, "a pair needs “text”, the token drawn on top") }
        guard let on else { throw failure(start, "a pair needs “on”, the token it is drawn on") }
        return TokenPair(
            text: text, on: on, minimum: minimum, measure: measure, modes: modes, canvas: canvas, fix: fix)
    }

    func signal(_ scanner: inout JSONScanner) throws(TokenFormatError) -> SignalGroup {
        let start = try expect(.object, &scanner, what: "a signal group")
        var name: String?
        var tokens: (names: [String], position: JSONPosition)?
        var minimum: Double?
        var modes: [String] = []
        var seen: UInt16 = 0
        try scanner.readObject { (scanner, key) throws(TokenFormatError) in
            switch try which(key, of: SignalKey.allCases, seen: &seen, &scanner, in: "a signal group") {
            case .name: name = try string(&scanner, what: "name")
            case .tokens: tokens = try names(&scanner, what: "tokens")
            case .minimum: minimum = try self.minimum(&scanner)
            case .modes: modes = try names(&scanner, what: "modes").names
            }
        }
        guard let name else { throw failure(start, "a signal group needs a “name”") }
        guard let tokens else { throw failure(start, "a signal group needs “tokens”") }
        guard tokens.names.count >= 2 else {
            throw failure(tokens.position, "a signal group needs two tokens or more to tell apart")
        }
        var group = SignalGroup(name: name, tokens: tokens.names, modes: modes)
        if let minimum { group.minimum = minimum }
        return group
    }
}
