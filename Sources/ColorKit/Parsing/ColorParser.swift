/// Reads colors from text: hex, CSS Color 4 functions, the app's `hsb()`, and names.
///
/// Accepted forms:
/// - hex with 3, 4, 6 or 8 digits, with or without `#`, any case;
/// - `rgb()`/`rgba()`, `hsl()`/`hsla()` in both the comma and the space syntax, `hwb()`,
///   `lab()`, `lch()`, `oklab()`, `oklch()`, and `color()` in every predefined space (srgb,
///   srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65), with
///   percentages, `none`, angles, `/ alpha`, `calc()` and the other math functions in any
///   component, and the relative syntax (`oklch(from #3366cc l c calc(h + 180))`);
/// - `color-mix()` in any space and hue interpolation method; CSS comments anywhere;
/// - `hsb(h s% b%)` (also `hsv()`), hue in degrees, saturation and brightness in percent;
/// - `transparent`, and names from the catalogs given, searched in order.
///
/// Out-of-range values are clamped where CSS clamps them at parse time (rgb channels, alpha,
/// negative saturation, Lab and OKLab lightness, negative chroma); anything malformed is an error
/// naming the problem and its position, never a guess.
public struct ColorParser: Sendable {
    /// Name lists searched, in order, for a bare word.
    ///
    /// ColorKit builds in `.css` and `.uikit` (`ColorParser(catalogs: [.css, .uikit])`); X11 and
    /// the color-names list come from the ColorNames module, for the callers that want them.
    public var catalogs: [ColorNameCatalog]
    /// Longer inputs are rejected outright, which bounds the work hostile input can cause.
    public static let maximumLength = 256

    /// Creates a parser that resolves names in the given catalogs, in order.
    public init(catalogs: [ColorNameCatalog] = [.css]) {
        self.catalogs = catalogs
    }

    /// The namespaces of the catalogs searched, in order.
    public var namespaces: [ColorNamespace] { catalogs.map(\.namespace) }

    /// Parses one color, also taking what the app and the command line accept beyond CSS:
    /// hex digits without `#`, `hsb()` and names with spaces.
    public func parse(_ input: String) throws(ColorKitError) -> RGBColor {
        if let color = FastColorReader(catalogs: catalogs, lenient: true).read(input) {
            return color.rgbColor
        }
        return try read(input, lenient: true).rgbColor
    }

    /// Parses one CSS color, keeping its space and `none`s so ``CSSColor/cssText`` writes it back.
    ///
    /// This is CSS only: hex needs its `#`, and `hsb()` is refused.
    public func parseCSS(_ input: String) throws(ColorKitError) -> CSSColor {
        if let color = FastColorReader(catalogs: catalogs, lenient: false).read(input) {
            return color.cssColor
        }
        return try read(input, lenient: false)
    }

    /// ``parseCSS(_:)`` from UTF-8 bytes: a reader of style sheets parses thousands of values
    /// in place, and the common notations need no `String` made for them.
    public func parseCSS(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ColorKitError) -> CSSColor {
        if let color = FastColorReader(catalogs: catalogs, lenient: false).read(bytes) {
            return color.cssColor
        }
        return try read(String(decoding: bytes, as: UTF8.self), lenient: false)
    }

    /// The full parser alone, without the fast path in front of it: what tests compare the
    /// fast path with.
    func read(_ input: String, lenient: Bool) throws(ColorKitError) -> CSSColor {
        guard input.unicodeScalars.count <= Self.maximumLength else {
            throw .invalidColor(
                input: input, position: Self.maximumLength,
                reason: "longer than \(Self.maximumLength) characters")
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(input.utf8.count)
        for scalar in input.unicodeScalars { scalars.append(scalar) }
        var start = 0
        var end = scalars.count
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? CSSTokenizer.isWhitespace(scalar) : scalar.properties.isWhitespace
        }
        while start < end, isSpace(scalars[start]) { start += 1 }
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        guard start < end else {
            throw .invalidColor(input: input, position: 0, reason: "empty input; expected a color")
        }
        let view = input.unicodeScalars
        let lower = view.index(view.startIndex, offsetBy: start)
        let body = Substring(view[lower..<view.index(lower, offsetBy: end - start)])

        if body.hasPrefix("#") {
            if let rgb8 = HexNotation.parse(body) { return CSSColor(RGBColor(rgb8)) }
            let problem = HexNotation.diagnose(body.dropFirst())
            throw .invalidColor(input: input, position: start + 1 + problem.offset, reason: problem.reason)
        }
        if scalars[start..<end].contains(where: { $0 == "(" || $0 == "*" }) {
            return try readComponents(input, scalars: scalars, lenient: lenient)
        }
        if HexNotation.looksLikeHex(body), let rgb8 = HexNotation.parse(body) {
            guard lenient else {
                throw .invalidColor(
                    input: input, position: start, reason: "CSS writes hex with a \"#\" first: #\(body)")
            }
            return CSSColor(RGBColor(rgb8))
        }
        return try resolveName(String(body), input: input, position: start)
    }

    private func resolveName(_ name: String, input: String, position: Int) throws(ColorKitError) -> CSSColor {
        let lowered = name.lowercased()
        if lowered == "transparent" { return CSSColor(RGBColor(white: 0, alpha: 0)) }
        if lowered == "currentcolor" {
            throw .invalidColor(
                input: input, position: position,
                reason: "currentcolor takes the color of an element, and there is none here")
        }
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.isWhitespace || ("0"..."9").contains(scalar)
                || "-_'".unicodeScalars.contains(scalar)
        }
        if let bad = name.unicodeScalars.firstIndex(where: { !isNameCharacter($0) }) {
            let offset = name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: bad)
            throw .invalidColor(
                input: input, position: position + offset,
                reason: "not a hex color, a color function or a color name")
        }
        for catalog in catalogs {
            if let named = catalog.color(named: name) { return CSSColor(named.color) }
        }
        throw .unknownName(name, namespaces: namespaces)
    }

    private func readComponents(_ input: String, scalars: [Unicode.Scalar], lenient: Bool)
        throws(ColorKitError)
        -> CSSColor
    {
        var tokenizer = CSSTokenizer(input, scalars: scalars)
        let components = try tokenizer.components().trimmed
        guard let first = components.first else {
            throw .invalidColor(input: input, position: 0, reason: "empty input; expected a color")
        }
        if components.count > 1 {
            let extra = components[components.index(after: components.startIndex)...].first {
                !$0.isWhitespace
            }!
            let reason =
                first.kind.isFunction
                ? "unexpected text after \")\"" : "expected one color, found more after it"
            throw .invalidColor(input: input, position: extra.position, reason: reason)
        }
        if case .block = first.kind {
            throw .invalidColor(
                input: input, position: first.position, reason: "expected a function name before \"(\"")
        }
        return try CSSColorReader(input: input, catalogs: catalogs, readsHSB: lenient).color(first)
    }
}

extension CSSComponent.Kind {
    var isFunction: Bool {
        if case .function = self { true } else { false }
    }
}

extension RGBColor {
    /// Parses a color from text; see ``ColorParser`` for the accepted forms.
    public init(parsing text: String, catalogs: [ColorNameCatalog] = [.css]) throws(ColorKitError) {
        self = try ColorParser(catalogs: catalogs).parse(text)
    }
}
