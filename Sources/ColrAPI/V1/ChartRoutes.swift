import ColorKit
import ColrModels
import ComputeThreads
import Foundation
import Vapor

/// `/api/v1/charts`: colors for a chart's series or scales from a brand color's theme, proven
/// in every mode and for every eye, as `colr chart-palette --json` prints them. Reads no store
/// and writes nothing.
public struct ChartRoutes: RouteCollection, Sendable {
    /// Building the brand's theme and searching the chart colors takes milliseconds of CPU, tens
    /// in a debug build: off the pool that serves every request, through the gate themes use.
    let gate: ComputeGate

    /// The most colors `?colors=` may list: a categorical palette keeps at most that many.
    static let maximumColors = CategoricalPalette.countRange.upperBound

    /// Creates the routes, generating through `gate`.
    public init(gate: ComputeGate = ThemeRoutes.defaultGate()) {
        self.gate = gate
    }

    /// Registers `GET /charts/palette`.
    public func boot(routes: any RoutesBuilder) throws {
        routes.get("charts", "palette", use: palette)
    }

    /// `GET /charts/palette?brand=…&kind=categorical|sequential|diverging&count=8&modes=light,dark
    /// &colors=…`. The query is read first, so a bad one is refused before any work is queued;
    /// what ColorKit cannot meet (two diverging ends of one hue, say) is the request's mistake too.
    @Sendable func palette(_ request: Request) async throws -> Response {
        let kind = try Self.kind(request)
        let count = try Self.count(request, for: kind)
        let modes = try Self.modes(request)
        let colors = try [Self.brand(request)] + Self.colors(request)
        if kind == .diverging, colors.count < 2 {
            throw ColrError.invalidRequest(
                reason:
                    "a diverging scale needs two colors: the brand is the negative end; give the positive "
                    + "end with ?colors=")
        }
        let body = try await gate.run { () throws(ColrError) -> ChartPaletteBody in
            do throws(ColorKitError) {
                return try ChartPaletteBody.generate(kind: kind, count: count, colors: colors, modes: modes)
            } catch {
                throw .invalidRequest(reason: error.description)
            }
        }
        return try JSONResponse.make(body)
    }

    /// `categorical` (the default), `sequential` or `diverging`.
    static func kind(_ request: Request) throws(ColrError) -> ChartPaletteBody.Kind {
        guard let text = request.query[String.self, at: "kind"] else { return .categorical }
        guard let kind = ChartPaletteBody.Kind(rawValue: text.lowercased()) else {
            throw .invalidRequest(
                reason: "\"\(ColrError.excerpt(text))\" is not a chart palette kind; use categorical, "
                    + "sequential or diverging")
        }
        return kind
    }

    /// Series (categorical, 2…12) or classes (scales, 3…9); 8 when absent.
    static func count(_ request: Request, for kind: ChartPaletteBody.Kind) throws(ColrError) -> Int {
        guard let text = request.query[String.self, at: "count"] else { return 8 }
        let range = kind.countRange
        guard let count = Int(text), range.contains(count) else {
            throw .invalidRequest(
                reason: "count must be a whole number from \(range.lowerBound) to \(range.upperBound) for a "
                    + "\(kind.rawValue) palette, not \"\(ColrError.excerpt(text))\"")
        }
        return count
    }

    /// The modes asked for, comma-separated, each once in the order given; all four when absent.
    static func modes(_ request: Request) throws(ColrError) -> [ThemeMode] {
        guard let text = request.query[String.self, at: "modes"] else { return ThemeMode.allCases }
        var modes: [ThemeMode] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let mode = ThemeMode(rawValue: name) else {
                let all = ThemeMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidRequest(
                    reason: "\"\(ColrError.excerpt(name))\" is not a theme mode; use one or more of \(all)")
            }
            if !modes.contains(mode) { modes.append(mode) }
        }
        return modes
    }

    /// The brand color, in any notation ColorKit reads.
    static func brand(_ request: Request) throws(ColrError) -> RGBColor {
        guard let text = request.query[String.self, at: "brand"] else {
            throw .invalidRequest(reason: "say which brand color with ?brand= (hex, CSS or a name)")
        }
        return try color(text)
    }

    /// `?colors=`: the colors to keep after the brand (categorical) or the positive end
    /// (diverging), comma-separated; a comma inside a CSS function's parentheses is the function's.
    static func colors(_ request: Request) throws(ColrError) -> [RGBColor] {
        guard let text = request.query[String.self, at: "colors"], !text.isEmpty else { return [] }
        let items = split(text)
        guard items.count < maximumColors else {
            throw .invalidRequest(reason: "give at most \(maximumColors - 1) colors besides the brand")
        }
        var colors: [RGBColor] = []
        for item in items { colors.append(try color(item)) }
        return colors
    }

    /// `text` split at its top-level commas, each part trimmed.
    static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    private static func color(_ text: String) throws(ColrError) -> RGBColor {
        do {
            return try ColorParser(catalogs: [.css, .uikit]).parse(text)
        } catch {
            throw .invalidColor(input: text, reason: error.description)
        }
    }
}
