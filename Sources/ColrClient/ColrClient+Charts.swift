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
        if modes != ThemeMode.allCases {
            query.append(("modes", modes.map(\.rawValue).joined(separator: ",")))
        }
        if !colors.isEmpty { query.append(("colors", colors.joined(separator: ","))) }
        return try await call(.v1(.get, "charts", "palette", query: query), as: ChartPaletteBody.self)
    }
}
