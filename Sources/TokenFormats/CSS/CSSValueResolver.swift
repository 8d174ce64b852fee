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
        /// The substituted text.
        var text: String
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
    /// The mode's declarations by property id, the ids by name, and the names by id.
    private let declarations: [Declaration?]
    private let ids: [String: Int]
    private let names: [String]
    private let dark: Bool
    private var memo: [Result<Resolved, Failure>?]
    private var inProgress: [Int] = []

    /// A resolver over the declarations that hold in a mode (by the ids `ids` gives the names
    /// in `names`); `dark` picks `light-dark()`'s second side.
    init(files: [[UInt8]], declarations: [Declaration?], ids: [String: Int], names: [String], dark: Bool) {
        self.files = files
        self.declarations = declarations
        self.ids = ids
        self.names = names
        self.dark = dark
        memo = Array(repeating: nil, count: declarations.count)
    }

    /// The property's value, fully substituted, or why it has none.
    mutating func outcome(_ id: Int) -> Result<Resolved, Failure> {
        do { return .success(try resolve(id)) } catch { return .failure(error) }
    }

    /// The property's value, fully substituted.
    mutating func resolve(_ id: Int) throws(Failure) -> Resolved {
        if let known = memo[id] { return try known.get() }
        if let start = inProgress.firstIndex(of: id) {
            throw .cycle(inProgress[start...].map { names[$0] } + [names[id]])
        }
        guard inProgress.count < Self.maximumDepth else { throw .unreadable }
        guard let declaration = declarations[id] else { throw .unknown(reference: names[id]) }
        inProgress.append(id)
        let result: Result<Resolved, Failure>
        do {
            result = .success(try substitute(files[declaration.file], declaration.value, depth: 0))
        } catch {
            result = .failure(error)
        }
        inProgress.removeLast()
        memo[id] = result
        return try result.get()
    }

    private mutating func substitute(_ bytes: [UInt8], _ range: Range<Int>, depth: Int) throws(Failure)
        -> Resolved
    {
        guard depth < Self.maximumDepth, range.count <= 4 * Self.maximumLength else { throw .unreadable }
        // Most values are plain (`#1f883d`): no function, comment or string to look into.
        let plain = !bytes[range].contains {
            $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "/") || $0 == 0x22 || $0 == 0x27
        }
        if plain {
            return Resolved(text: String(decoding: bytes[range], as: UTF8.self), via: [])
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
            let function = CSSText.string(bytes[index..<end], lowercased: true)
            guard function == "var" || function == "light-dark" else {
                out += bytes[index...end]
                index = end + 1
                continue
            }
            guard let close = CSSValueSyntax.matchingParenthesis(bytes, end, range.upperBound) else {
                throw .unreadable
            }
            let arguments = CSSValueSyntax.splitArguments(bytes, (end + 1)..<close)
            let part =
                function == "var"
                ? try reference(bytes, arguments, depth: depth)
                : try lightDark(bytes, arguments, depth: depth)
            out += part.text.utf8
            via += part.via
            index = close + 1
            guard out.count <= Self.maximumLength else { throw .unreadable }
        }
        return Resolved(text: String(decoding: out, as: UTF8.self), via: via)
    }

    /// `var(--name)` or `var(--name, fallback)`.
    private mutating func reference(_ bytes: [UInt8], _ arguments: [Range<Int>], depth: Int) throws(Failure)
        -> Resolved
    {
        guard let first = arguments.first else { throw .unreadable }
        let name = String(CSSText.trimmed(CSSText.string(bytes[first], droppingComments: true)[...]))
        guard name.hasPrefix("--") else { throw .unreadable }
        do throws(Failure) {
            guard let id = ids[name] else { throw .unknown(reference: name) }
            let resolved = try resolve(id)
            return Resolved(text: resolved.text, via: [name] + resolved.via)
        } catch .cycle(let chain) {
            throw .cycle(chain)
        } catch {
            // An undefined property, or one whose own value fails, takes the fallback (all
            // of it, commas included), as CSS computes it.
            guard arguments.count > 1 else { throw error }
            let fallback = arguments[1].lowerBound..<arguments[arguments.count - 1].upperBound
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
