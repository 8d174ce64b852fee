// A frozen copy of ColorKit's parser before CSS Color 4/5 (commit 4e0bc4c): the baseline
// the benchmark measures today's parser against. It is not used anywhere else.
import ColorKit

/// Reads colors from text: hex, CSS Color 4 functions, the app's `hsb()`, and names.
///
/// Accepted forms:
/// - hex with 3, 4, 6 or 8 digits, with or without `#`, any case;
/// - `rgb()`/`rgba()`, `hsl()`/`hsla()` in both the comma and the space syntax, `hwb()`,
///   `lab()`, `lch()`, `oklab()`, `oklch()`, `color(srgb | srgb-linear | xyz | xyz-d65 | xyz-d50 …)`,
///   with percentages, `none`, angles in deg, rad, grad or turn, and `/ alpha`;
/// - `hsb(h s% b%)` (also `hsv()`), hue in degrees, saturation and brightness in percent;
/// - `transparent`, and names from the catalogs given, searched in order.
///
/// Out-of-range values are clamped where CSS clamps them at parse time (rgb channels, alpha,
/// negative saturation, Lab and OKLab lightness, negative chroma); anything malformed is an error
/// naming the problem and its position, never a guess.
struct BaselineParser: Sendable {
    /// Name lists searched, in order, for a bare word.
    ///
    /// ColorKit builds in `.css` and `.uikit` (`BaselineParser(catalogs: [.css, .uikit])`); X11 and
    /// the color-names list come from the ColorNames module, for the callers that want them.
    var catalogs: [ColorNameCatalog]
    /// Longer inputs are rejected outright, which bounds the work hostile input can cause.
    static let maximumLength = 256

    /// Creates a parser that resolves names in the given catalogs, in order.
    init(catalogs: [ColorNameCatalog] = [.css]) {
        self.catalogs = catalogs
    }

    /// The namespaces of the catalogs searched, in order.
    var namespaces: [ColorNamespace] { catalogs.map(\.namespace) }

    /// Parses one color.
    func parse(_ input: String) throws(ColorKitError) -> RGBColor {
        guard input.unicodeScalars.count <= Self.maximumLength else {
            throw .invalidColor(
                input: input, position: Self.maximumLength,
                reason: "longer than \(Self.maximumLength) characters")
        }
        let scalars = Array(input.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        guard start < end else {
            throw .invalidColor(input: input, position: 0, reason: "empty input; expected a color")
        }
        var body = ""
        body.unicodeScalars.append(contentsOf: scalars[start..<end])

        if body.hasPrefix("#") {
            if let rgb8 = BaselineHex.parse(Substring(body)) { return RGBColor(rgb8) }
            let problem = BaselineHex.diagnose(Substring(body).dropFirst())
            throw .invalidColor(input: input, position: start + 1 + problem.offset, reason: problem.reason)
        }
        if let open = scalars[start..<end].firstIndex(of: "(") {
            return try parseFunction(input, scalars: scalars, start: start, open: open, end: end)
        }
        if BaselineHex.looksLikeHex(Substring(body)), let rgb8 = BaselineHex.parse(Substring(body)) {
            return RGBColor(rgb8)
        }
        return try resolveName(body, input: input, position: start)
    }

    private func resolveName(_ name: String, input: String, position: Int) throws(ColorKitError) -> RGBColor {
        if name.lowercased() == "transparent" { return RGBColor(white: 0, alpha: 0) }
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
            if let named = catalog.color(named: name) { return named.color }
        }
        throw .unknownName(name, namespaces: namespaces)
    }

    private func parseFunction(
        _ input: String, scalars: [Unicode.Scalar], start: Int, open: Int, end: Int
    ) throws(ColorKitError) -> RGBColor {
        var nameText = ""
        nameText.unicodeScalars.append(contentsOf: scalars[start..<open])
        let name = nameText.lowercased()
        guard let function = BaselineFunction(rawValue: name) else {
            let reason =
                name.isEmpty
                ? "expected a function name before \"(\""
                : "unknown color function \"\(nameText)\"; expected rgb, hsl, hwb, lab, lch, oklab, oklch, color or hsb"
            throw .invalidColor(input: input, position: start, reason: reason)
        }
        var tokenizer = BaselineTokenizer(input: input, scalars: scalars, start: open + 1)
        let (tokens, after) = try tokenizer.tokenize()
        if after < end {
            let extra = scalars[after..<end].firstIndex { !$0.properties.isWhitespace } ?? after
            throw .invalidColor(input: input, position: extra, reason: "unexpected text after \")\"")
        }
        var arguments = try BaselineArguments(tokens: tokens, function: function, input: input, open: open)
        return try function.evaluate(&arguments)
    }
}

extension Double {
    var baselineClamped: Double { Swift.min(Swift.max(self, 0), 1) }
}
