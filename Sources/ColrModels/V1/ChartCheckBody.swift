import ColorKit

/// `/api/v1` view of a palette a team uses, checked as a chart's series and repaired
/// (`GET /api/v1/schemes/{id}/charts/check`, `colr chart-palette --check FILE --json`).
///
/// ```json
/// {"given": ["#4e79a7", …], "before": {"met": false, "shortfalls": ["a series is too faint …"], …},
///  "after": {"kind": "categorical", "order": ["light", …], "modes": {…}, "proof": {…}},
///  "moved": {"light": [0, 0.061, …], …}}
/// ```
public struct ChartCheckBody: Codable, Hashable, Sendable {
    /// The palette's colors as given, in series order (`#rrggbb`).
    public var given: [String]
    /// What the colors as given reach, the same in every mode.
    public var before: ChartPaletteBody.Proof
    /// The repaired colors per mode, with their proof.
    public var after: ChartPaletteBody
    /// Per mode, how far each color moved (ΔEOK; 0 where it was kept).
    public var moved: [String: [Double]]

    /// Creates a body from its parts.
    public init(
        given: [String], before: ChartPaletteBody.Proof, after: ChartPaletteBody, moved: [String: [Double]]
    ) {
        self.given = given
        self.before = before
        self.after = after
        self.moved = moved
    }

    /// The wire form of a check and its repair.
    public init(_ repair: CategoricalRepair) {
        self.init(
            given: repair.given.map { "#" + ColorHex($0.rgb8).value },
            before: ChartPaletteBody.Proof(repair.before), after: ChartPaletteBody(repair.after),
            moved: Dictionary(
                zip(repair.after.modes.map(\.name), repair.moved).map { ($0, $1) },
                uniquingKeysWith: { first, _ in first }))
    }
}

extension ChartPaletteBody.Proof {
    /// The wire form of a categorical proof: every figure per mode, the shortfalls as sentences.
    public init(_ proof: CategoricalProof) {
        var figures: [String: ChartPaletteBody.ModeProof] = [:]
        for mode in proof.modes {
            figures[mode.name] = ChartPaletteBody.ModeProof(
                prefixDistances: mode.prefixDistances,
                distanceByVision: Dictionary(
                    mode.distanceByVision.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: min),
                contrasts: mode.contrasts, statusDistance: ChartPaletteBody.finite(mode.statusDistance))
        }
        self.init(
            met: proof.isMet, bestCount: proof.bestCount, hueDrift: proof.hueDrift,
            shortfalls: proof.shortfalls.map(\.description), modes: figures)
    }
}

extension ChartCheckBody {
    /// Checks `colors` (a palette, in series order; at most the first twelve) against the theme
    /// `theme` in each of `modes` and repairs it: the one way the route and the CLI do it.
    /// Milliseconds of CPU: run it off any event loop.
    ///
    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for fewer than two colors, and
    /// ``ColorKitError/unsatisfiable(reason:)`` when no mode is given or a mode has no usable color.
    public static func check(_ colors: [RGBColor], theme: Theme, modes: [ThemeMode]) throws(ColorKitError)
        -> ChartCheckBody
    {
        guard !modes.isEmpty else { throw .unsatisfiable(reason: "a check needs at least one mode") }
        var seen = Set<ThemeMode>()
        let charts = modes.filter { seen.insert($0).inserted }.map { ChartMode(theme: theme, mode: $0) }
        let series = Array(colors.prefix(CategoricalPalette.countRange.upperBound))
        return ChartCheckBody(try CategoricalPalette.repair(series, modes: charts))
    }
}
