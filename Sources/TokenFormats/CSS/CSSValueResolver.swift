/// Resolves custom properties in one mode: substitutes `var()` (with fallbacks, through chains)
/// and picks `light-dark()`'s side, as a browser computes them on the element the theme is on.
///
/// Work is bounded whatever the input: chains stop 64 deep, substituted text stops at 2 KiB
/// (no color is longer), and each property is resolved once per mode.
struct CSSValueResolver {
    /// One custom property's winning declaration in the mode.
    struct Declaration: Equatable {
        /// The file's index among those read.
        var file: Int
        /// The value's bytes.
        var value: Range<Int>
        /// Whether it is `!important`.
        var important: Bool
    }

    /// A property's value with every reference substituted, and the properties it went through.
    struct Resolved {
        /// The substituted text's UTF-8: a slice of the file itself when nothing was substituted.
        var bytes: ArraySlice<UInt8>
        /// The substituted text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
        /// The properties referred to, nearest first.
        var via: [String]
    }

    /// Why a property has no value.
    enum Failure: Error, Equatable {
        /// It refers to `reference`, which the mode does not define, with no fallback.
        case unknown(reference: String)
        /// Its references lead back to it: the properties in order, the first repeated last.
        case cycle([String])
        /// It is too long, too deep, or its `var()`/`light-dark()` is malformed.
        case unreadable
    }

    static let maximumDepth = 64
    static let maximumLength = 2048

    private let files: [[UInt8]]
    /// The mode's declarations by property id, and the names the ids stand for.
    private let declarations: [Declaration?]
    private let names: CSSNameTable
    private let dark: Bool
    /// Each property's outcome once resolved, by where it is in ``outcomes`` (-1: not yet). An
    /// index a property rather than the outcome itself: a mode resolves a few hundred of a
    /// design system's thousands of properties, and a table of outcomes was mostly empty room.
    private var memo: [Int32]
    private var outcomes: [Result<Resolved, Failure>] = []
    private var inProgress: [Int] = []

    /// A resolver over the declarations that hold in a mode (by the ids `names` gives);
    /// `dark` picks `light-dark()`'s second side.
    init(files: [[UInt8]], declarations: [Declaration?], names: CSSNameTable, dark: Bool) {
        self.files = files
        self.declarations = declarations
        self.names = names
        self.dark = dark
        memo = Array(repeating: -1, count: declarations.count)
    }

    /// Whether the value in `range` is plain (`#1f883d`, most of a theme's): no function,
    /// comment or string to look into, so it resolves to itself in every mode.
    static func isPlain(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            !buffer[range].contains {
                $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "/") || $0 == 0x22 || $0 == 0x27
            }
        }
    }

    /// The property's value, fully substituted, or why it has none.
    mutating func outcome(_ id: Int) -> Result<Resolved, Failure> {
        do { return .success(try resolve(id)) } catch { return .failure(error) }
    }

    /// The property's value, fully substituted.
    mutating func resolve(_ id: Int) throws(Failure) -> Resolved {
        if memo[id] >= 0 { return try outcomes[Int(memo[id])].get() }
        if let start = inProgress.firstIndex(of: id) {
            throw .cycle(inProgress[start...].map { names.names[$0] } + [names.names[id]])
        }
        guard inProgress.count < Self.maximumDepth else { throw .unreadable }
        guard let declaration = declarations[id] else { throw .unknown(reference: names.names[id]) }
        inProgress.append(id)
        let result: Result<Resolved, Failure>
        do {
            result = .success(try substitute(files[declaration.file], declaration.value, depth: 0))
        } catch {
            result = .failure(error)
        }
        inProgress.removeLast()
        memo[id] = Int32(outcomes.count)
        outcomes.append(result)
        return try result.get()
    }

    private mutating func substitute(_ bytes: [UInt8], _ range: Range<Int>, depth: Int) throws(Failure)
        -> Resolved
    {
        guard depth < Self.maximumDepth, range.count <= 4 * Self.maximumLength else { throw .unreadable }
        if Self.isPlain(bytes, range) {
            return Resolved(bytes: bytes[range], via: [])
        }
        if let name = Self.soleReference(bytes, range) {
            let part = try reference(bytes[name], fallback: nil, in: bytes, depth: depth)
            // As the full reading holds a value that is one function (below).
            guard part.bytes.count <= Self.maximumLength else { throw .unreadable }
            return part
        }
        var out: [UInt8] = []
        var via: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "*")
            {
                index = CSSValueSyntax.afterComment(bytes, index, range.upperBound)
                out.append(0x20)
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = CSSValueSyntax.afterString(bytes, index, range.upperBound)
                out += bytes[index..<end]
                index = end
                continue
            }
            guard CSSText.isNameByte(byte) else {
                out.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, CSSText.isNameByte(bytes[end]) { end += 1 }
            guard end < range.upperBound, bytes[end] == UInt8(ascii: "(") else {
                out += bytes[index..<end]
                index = end
                continue
            }
            let isVar = Self.spells(bytes[index..<end], Self.varFunction)
            guard isVar || Self.spells(bytes[index..<end], Self.lightDarkFunction) else {
                out += bytes[index...end]
                index = end + 1
                continue
            }
            guard let close = CSSValueSyntax.matchingParenthesis(bytes, end, range.upperBound) else {
                throw .unreadable
            }
            let arguments = CSSValueSyntax.splitArguments(bytes, (end + 1)..<close)
            let part =
                isVar
                ? try reference(bytes, arguments, depth: depth)
                : try lightDark(bytes, arguments, depth: depth)
            // A value that is this one function and nothing else (a theme's alias, `var(--x)`)
            // is the function's value as it is: the same bytes, not a copy of them.
            if index == range.lowerBound && close + 1 == range.upperBound {
                guard part.bytes.count <= Self.maximumLength else { throw .unreadable }
                return part
            }
            out += part.bytes
            via += part.via
            index = close + 1
            guard out.count <= Self.maximumLength else { throw .unreadable }
        }
        return Resolved(bytes: out[...], via: via)
    }

    private static let varFunction = Array("var".utf8)
    private static let lightDarkFunction = Array("light-dark".utf8)

    /// Whether `name` is `function` (lowercase), in any ASCII case.
    private static func spells(_ name: ArraySlice<UInt8>, _ function: [UInt8]) -> Bool {
        name.count == function.count && zip(name, function).allSatisfy { CSSText.lowered($0) == $1 }
    }

    /// The name in a value that is one `var()` with no fallback and nothing else (`var(--x)`,
    /// how a theme makes one token another's alias, most of its references): found without
    /// splitting arguments or matching parentheses. Nil for any other value, which
    /// ``substitute(_:_:depth:)`` reads in full.
    static func soleReference(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        // `var(` and `)` around three bytes at least (`--x`).
        guard range.count >= 8 else { return nil }
        let inner = (range.lowerBound + 4)..<(range.upperBound - 1)
        guard bytes[range.upperBound - 1] == UInt8(ascii: ")"),
            bytes[range.lowerBound + 3] == UInt8(ascii: "("),
            spells(bytes[range.lowerBound..<(range.lowerBound + 3)], varFunction)
        else { return nil }
        let name = CSSText.trimmed(bytes, inner)
        // Name bytes alone: no comment, comma, quote, escape or nested function to look into.
        guard name.count > 2, bytes[name.lowerBound] == 0x2D, bytes[name.lowerBound + 1] == 0x2D,
            bytes.withUnsafeBufferPointer({ buffer in
                CSSText.nameBytes.withUnsafeBufferPointer { isName in
                    buffer[name].allSatisfy { isName[Int($0)] }
                }
            })
        else { return nil }
        return name
    }

    /// `var(--name)` or `var(--name, fallback)`.
    private mutating func reference(_ bytes: [UInt8], _ arguments: [Range<Int>], depth: Int) throws(Failure)
        -> Resolved
    {
        guard let first = arguments.first else { throw .unreadable }
        let spelled = CSSText.trimmed(bytes[first])
        // The name as written; only a comment inside `var( … )` needs a copy without it.
        let name: ArraySlice<UInt8> =
            CSSText.holdsComment(spelled)
            ? ArraySlice(CSSText.trimmed(CSSText.string(spelled, droppingComments: true)[...]).utf8) : spelled
        guard name.starts(with: [0x2D, 0x2D]) else { throw .unreadable }
        // An undefined property, or one whose own value fails, takes the fallback (all of it,
        // commas included), as CSS computes it.
        let fallback =
            arguments.count > 1 ? arguments[1].lowerBound..<arguments[arguments.count - 1].upperBound : nil
        return try reference(name, fallback: fallback, in: bytes, depth: depth)
    }

    /// The property `name` resolved, or when it has no value (and is not part of a cycle) the
    /// `fallback` in `bytes`.
    private mutating func reference(
        _ name: ArraySlice<UInt8>, fallback: Range<Int>?, in bytes: [UInt8], depth: Int
    ) throws(Failure) -> Resolved {
        do throws(Failure) {
            guard let id = names.id(of: name) else {
                throw .unknown(reference: String(decoding: name, as: UTF8.self))
            }
            let resolved = try resolve(id)
            return Resolved(bytes: resolved.bytes, via: [names.names[id]] + resolved.via)
        } catch .cycle(let chain) {
            throw .cycle(chain)
        } catch {
            guard let fallback else { throw error }
            return try substitute(bytes, fallback, depth: depth + 1)
        }
    }

    /// `light-dark(light, dark)`: the side of this mode.
    private mutating func lightDark(_ bytes: [UInt8], _ arguments: [Range<Int>], depth: Int) throws(Failure)
        -> Resolved
    {
        guard arguments.count == 2 else { throw .unreadable }
        return try substitute(bytes, arguments[dark ? 1 : 0], depth: depth + 1)
    }
}
