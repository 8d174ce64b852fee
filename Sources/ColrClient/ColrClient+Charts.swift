import ColorKit
import ColrModels

extension ColrClient {
    /// Chart colors from the theme of `brand` (hex or any notation ColorKit reads), proven in
    /// each of `modes` for every eye, as `colr chart-palette --json` prints them: `count` series
    /// led by `brand` and `colors` (`.categorical`, 2…12), `count` classes from the brand
    /// (`.sequential`, 3…9), or `count` classes from the brand to `colors[0]` (`.diverging`).
    public func chartPalette(
        brand: String, kind: ChartPaletteBody.Kind = .categorical, count: Int = 8,
        modes: [ThemeMode] = ThemeMode.allCases, colors: [String] = []
    ) async throws(Error) -> ChartPaletteBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("making chart colors") }
        guard !modes.isEmpty else { throw .invalid("give at least one mode") }
        var query = [
            ("brand", try Self.nonEmpty(brand, "a brand color")), ("kind", kind.rawValue),
            ("count", String(count)),
        ]
        query += Self.query(modes)
        if !colors.isEmpty { query.append(("colors", colors.joined(separator: ","))) }
        return try await call(.v1(.get, "charts", "palette", query: query), as: ChartPaletteBody.self)
    }

    /// Chart colors from the stored palette `id`, suited to its own theme: its colors lead a
    /// categorical palette (`count` nil: 8, or the palette's size when larger), its first color
    /// makes a sequential scale and its first two a diverging one. A private palette needs its
    /// `editToken`.
    public func chartPalette(
        scheme id: Int, kind: ChartPaletteBody.Kind = .categorical, count: Int? = nil,
        modes: [ThemeMode] = ThemeMode.allCases, editToken: String? = nil
    ) async throws(Error) -> ChartPaletteBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("making chart colors") }
        guard !modes.isEmpty else { throw .invalid("give at least one mode") }
        var query = [("kind", kind.rawValue)] + Self.query(modes)
        if let count { query.append(("count", String(count))) }
        return try await call(
            .v1(.get, "schemes", String(id), "charts", "palette", query: query).authorized(by: editToken),
            as: ChartPaletteBody.self)
    }

    /// The stored palette `id` checked as a chart's series in each of `modes` of its own theme,
    /// and repaired as little as it can be (``ChartCheckBody``). A private palette needs its
    /// `editToken`.
    public func checkChartColors(
        scheme id: Int, modes: [ThemeMode] = ThemeMode.allCases, editToken: String? = nil
    ) async throws(Error) -> ChartCheckBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("checking chart colors") }
        guard !modes.isEmpty else { throw .invalid("give at least one mode") }
        return try await call(
            .v1(.get, "schemes", String(id), "charts", "check", query: Self.query(modes)).authorized(
                by: editToken),
            as: ChartCheckBody.self)
    }

    /// `modes=` when they are not all four, in the order given.
    static func query(_ modes: [ThemeMode]) -> [(String, String)] {
        modes == ThemeMode.allCases ? [] : [("modes", modes.map(\.rawValue).joined(separator: ","))]
    }
}
