extension CategoricalProof {
    /// Measures a palette: `colors[m][i]` is series i in `modes[m]`, every mode with the same
    /// number of series, in series order.
    public init(
        colors: [[RGBColor]], modes: [ChartMode], requirements: CategoricalRequirements = .standard
    ) {
        let count = colors.map(\.count).min() ?? 0
        var measured: [Mode] = []
        var shortfalls: [Shortfall] = []
        for (mode, series) in zip(modes, colors) {
            let series = Array(series.prefix(count))
            let (figures, missed) = Self.measure(series, in: mode, requirements: requirements)
            measured.append(figures)
            shortfalls += missed
        }
        let hues = colors.map { $0.prefix(count).map { OKLCH($0).hue } }
        let drift = (0..<count).map { series in
            var most = 0.0
            for first in hues.indices {
                for second in hues.indices where second > first {
                    most = max(most, Self.hueDistance(hues[first][series], hues[second][series]))
                }
            }
            return most
        }
        if let first = drift.firstIndex(where: { $0 > requirements.maximumHueDrift }) {
            shortfalls.append(
                Shortfall(
                    kind: .hueDrift, mode: nil, count: first + 1, reached: drift[first],
                    required: requirements.maximumHueDrift))
        }
        shortfalls.sort { ($0.count, $0.kind.rawValue) < ($1.count, $1.kind.rawValue) }
        self.init(
            modes: measured, hueDrift: drift, requirements: requirements, shortfalls: shortfalls,
            bestCount: (shortfalls.map(\.count).min() ?? count + 1) - 1)
    }

    /// One mode's figures and the requirements it misses.
    private static func measure(
        _ series: [RGBColor], in mode: ChartMode, requirements: CategoricalRequirements
    ) -> (Mode, [Shortfall]) {
        let visions = ChartVision.allCases
        let seen = visions.map { vision in series.map(vision.seen) }
        let statusSeen = visions.map { vision in mode.statusColors.map(vision.seen) }
        func worst(_ first: Int, _ second: Int) -> Double {
            seen.map { $0[first].distance(to: $0[second]) }.min() ?? .infinity
        }
        var byVision: [ChartVision: Double] = [:]
        for (index, vision) in visions.enumerated() {
            var least = Double.infinity
            for first in series.indices {
                for second in series.indices where second > first {
                    least = min(least, seen[index][first].distance(to: seen[index][second]))
                }
            }
            byVision[vision] = least
        }
        var prefix: [Double] = []
        var least = Double.infinity
        for newest in series.indices.dropFirst() {
            for earlier in 0..<newest { least = min(least, worst(earlier, newest)) }
            prefix.append(least)
        }
        let statusBySeries = series.indices.map { index in
            visions.indices.flatMap { vision in
                statusSeen[vision].map { seen[vision][index].distance(to: $0) }
            }.min() ?? .infinity
        }
        let contrasts = series.map { color in
            mode.backgrounds.map { Contrast.ratio(color, $0) }.min() ?? .infinity
        }
        let polar = series.map(OKLCH.init)
        var spreads: [Double] = []
        var (low, high) = (Double.infinity, -Double.infinity)
        for color in polar {
            (low, high) = (min(low, color.lightness), max(high, color.lightness))
            spreads.append(high - low)
        }
        let figures = Mode(
            name: mode.name, prefixDistances: prefix, distanceByVision: byVision, contrasts: contrasts,
            statusDistance: statusBySeries.min() ?? .infinity, chromas: polar.map(\.chroma),
            lightnessSpread: spreads.last ?? 0)
        var missed: [Shortfall] = []
        func first(
            _ kind: Shortfall.Kind, _ values: [Double], offset: Int, fails: (Double) -> Bool,
            _ required: Double
        ) {
            guard let index = values.firstIndex(where: fails) else { return }
            missed.append(
                Shortfall(
                    kind: kind, mode: mode.name, count: index + offset, reached: values[index],
                    required: required))
        }
        let r = requirements
        first(.distance, prefix, offset: 2, fails: { $0 < r.minimumDistance }, r.minimumDistance)
        first(.contrast, contrasts, offset: 1, fails: { $0 < r.minimumContrast }, r.minimumContrast)
        first(.status, statusBySeries, offset: 1, fails: { $0 < r.minimumDistance }, r.minimumDistance)
        first(.chroma, figures.chromas, offset: 1, fails: { $0 < r.minimumChroma }, r.minimumChroma)
        first(
            .lightness, spreads, offset: 1, fails: { $0 > r.maximumLightnessSpread }, r.maximumLightnessSpread
        )
        return (figures, missed)
    }

    /// The angle between two hues, 0…180 degrees.
    static func hueDistance(_ first: Double, _ second: Double) -> Double {
        let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }
}
