// A frozen copy of ColorKit's parser before CSS Color 4/5 (commit 4e0bc4c): the baseline
// the benchmark measures today's parser against. It is not used anywhere else.
import ColorKit

/// One lexical piece of a color function's argument list.
struct BaselineToken: Equatable {
    enum Kind: Equatable {
        /// A number with an optional unit (`%`, `deg`, `rad`, `grad`, `turn`, or another word).
        case number(Double, unit: String)
        /// An identifier such as `none` or a `color()` space name.
        case identifier(String)
        case comma
        case slash
        case closeParenthesis
    }

    let kind: Kind
    /// Offset in Unicode scalars from the start of the whole input, for error messages.
    let position: Int
}

/// Splits the inside of a color function into tokens.
struct BaselineTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index: Int
    private let input: String

    init(input: String, scalars: [Unicode.Scalar], start: Int) {
        self.input = input
        self.scalars = scalars
        self.index = start
    }

    /// The tokens up to and including the closing parenthesis, and the offset just past it.
    mutating func tokenize() throws(ColorKitError) -> (tokens: [BaselineToken], end: Int) {
        var tokens: [BaselineToken] = []
        while true {
            skipWhitespace()
            guard index < scalars.count else {
                throw fail(at: index, "missing \")\" at the end")
            }
            let start = index
            let scalar = scalars[index]
            switch scalar {
            case ")":
                index += 1
                tokens.append(BaselineToken(kind: .closeParenthesis, position: start))
                return (tokens, index)
            case ",":
                index += 1
                tokens.append(BaselineToken(kind: .comma, position: start))
            case "/":
                index += 1
                tokens.append(BaselineToken(kind: .slash, position: start))
            case _ where startsNumber():
                tokens.append(BaselineToken(kind: try number(), position: start))
            case _ where isIdentifierStart(scalar):
                tokens.append(BaselineToken(kind: .identifier(word().lowercased()), position: start))
            default:
                throw fail(at: start, "unexpected \"\(scalar)\"")
            }
        }
    }

    private func fail(at position: Int, _ reason: String) -> ColorKitError {
        .invalidColor(input: input, position: position, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    private func isDigit(_ offset: Int) -> Bool {
        offset < scalars.count && ("0"..."9").contains(scalars[offset])
    }

    private func startsNumber() -> Bool {
        var offset = index
        if scalars[offset] == "+" || scalars[offset] == "-" { offset += 1 }
        if offset < scalars.count && scalars[offset] == "." { offset += 1 }
        return isDigit(offset)
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "-" || scalar == "_"
    }

    private mutating func word() -> String {
        var text = ""
        while index < scalars.count,
            isIdentifierStart(scalars[index]) || ("0"..."9").contains(scalars[index])
        {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        return text
    }

    private mutating func number() throws(ColorKitError) -> BaselineToken.Kind {
        let start = index
        var text = ""
        func take() {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        if scalars[index] == "+" || scalars[index] == "-" { take() }
        while isDigit(index) { take() }
        if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
            take()
            while isDigit(index) { take() }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var lookahead = index + 1
            if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" {
                lookahead += 1
            }
            if isDigit(lookahead) {
                while index < lookahead { take() }
                while isDigit(index) { take() }
            }
        }
        guard let value = Double(text), value.isFinite else {
            throw fail(at: start, "\"\(text)\" is not a number")
        }
        if index < scalars.count, scalars[index] == "%" {
            index += 1
            return .number(value, unit: "%")
        }
        let unit = index < scalars.count && isIdentifierStart(scalars[index]) ? word().lowercased() : ""
        return .number(value, unit: unit)
    }
}
