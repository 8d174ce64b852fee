/// The state of one categorical palette's generation: per mode, the candidates inside its
/// lightness band that reach the contrast, and each one's distance (worst vision) to the
/// nearest color already chosen or status color, kept up to date as series are added.
struct CategoricalSearch {
    typealias Point = ChartCandidates.Point

    let modes: [ChartMode]
    let requirements: CategoricalRequirements
    /// `candidates[m][h]`: the points of hue h usable in mode m.
    let candidates: [[[Point]]]
    /// `status[m]`: mode m's status colors, as points.
    let status: [[Point]]
    /// `nearest[m][h][p]`: the distance from that point to the nearest chosen or status color.
    private var nearest: [[[Double]]]
    /// `bands[m]`: mode m's lightness band.
    let bands: [ClosedRange<Double>]
    /// The series chosen so far: `chosen[i][m]` is series i in mode m.
    var chosen: [[Point]] = []
    /// The hue of each series chosen, in degrees.
    var takenHues: [Double] = []
    /// How many of the series were pinned (they lead, and refining leaves them be).
    private(set) var pinnedCount = 0
    /// How far apart, in degrees, two series' hues must be: what keeps the palette from
    /// spending two series on one hue told apart by lightness alone.
    let hueSpacing: Double

    init(modes: [ChartMode], requirements: CategoricalRequirements, hueSpacing: Double) throws(ColorKitError)
    {
        self.modes = modes
        self.hueSpacing = hueSpacing
        self.requirements = requirements
        let grid = ChartCandidates.shared
        var candidates: [[[Point]]] = []
        var bands: [ClosedRange<Double>] = []
        for mode in modes {
            let backgrounds = mode.backgrounds.map(Contrast.relativeLuminance)
            let visible = grid.byHue.map { points in
                points.filter { point in
                    backgrounds.allSatisfy {
                        Contrast.ratio(luminances: point.luminance, $0) >= requirements.minimumContrast
                    }
                }
            }
            let band = Self.band(for: visible.flatMap { $0 }, spread: requirements.maximumLightnessSpread)
            guard let band else {
                throw .unsatisfiable(
                    reason:
                        "no chart color reaches \(requirements.minimumContrast):1 on every background of \(mode.name)"
                )
            }
            bands.append(band)
            candidates.append(
                visible.map {
                    $0.filter { band.contains($0.lightness) && $0.chroma >= requirements.minimumChroma }
                })
        }
        self.candidates = candidates
        self.bands = bands
        nearest = candidates.map { $0.map { Array(repeating: .infinity, count: $0.count) } }
        status = modes.map { mode in
            mode.statusColors.map { ChartCandidates.point(RGBColor($0.clamped.rgb8), hue: 0) }
        }
        for (mode, points) in status.enumerated() {
            for point in points { admit(point, in: mode) }
        }
    }

    /// The band of the given spread holding the most points, or nil when there are none.
    static func band(for points: [Point], spread: Double) -> ClosedRange<Double>? {
        guard !points.isEmpty else { return nil }
        let lightnesses = points.map(\.lightness).sorted()
        var best = (count: 0, low: lightnesses[0])
        var end = 0
        for (start, low) in lightnesses.enumerated() {
            while end < lightnesses.count, lightnesses[end] <= low + spread + 1e-9 { end += 1 }
            if end - start > best.count { best = (end - start, low) }
        }
        return best.low...(best.low + spread)
    }

    /// The worst-vision distance between two points.
    static func distance(_ first: Point, _ second: Point) -> Double {
        var least = Double.infinity
        for vision in first.seen.indices {
            let difference = first.seen[vision] - second.seen[vision]
            least = min(least, (difference * difference).sum())
        }
        return least.squareRoot()
    }

    /// Counts `point` as taken in `mode`: every candidate's nearest distance there shrinks to it.
    private mutating func admit(_ point: Point, in mode: Int) {
        for hue in candidates[mode].indices {
            for index in candidates[mode][hue].indices {
                let distance = Self.distance(candidates[mode][hue][index], point)
                if distance < nearest[mode][hue][index] { nearest[mode][hue][index] = distance }
            }
        }
    }

    /// Adds the series whose hue's best color in every mode is farthest from what is taken;
    /// false when no hue has a usable color in every mode.
    mutating func chooseFarthest() -> Bool {
        var best: (score: Double, hue: Int, picks: [Int])?
        for hue in ChartCandidates.hues.indices where !isNearTaken(hue) {
            var score = Double.infinity
            var picks: [Int] = []
            for mode in modes.indices {
                let distances = nearest[mode][hue]
                guard let pick = distances.indices.max(by: { distances[$0] < distances[$1] }) else {
                    score = -1
                    break
                }
                picks.append(pick)
                score = min(score, distances[pick])
            }
            if score >= 0, score > (best?.score ?? -1) { best = (score, hue, picks) }
        }
        guard let best else { return false }
        takenHues.append(ChartCandidates.hues[best.hue])
        let series = modes.indices.map { candidates[$0][best.hue][best.picks[$0]] }
        add(series)
        return true
    }

    /// Whether grid hue `hue` lies within ``hueSpacing`` of a series already chosen (other
    /// than `except`).
    func isNearTaken(_ hue: Int, except: Int? = nil) -> Bool {
        let angle = ChartCandidates.hues[hue]
        return takenHues.indices.contains {
            $0 != except && CategoricalProof.hueDistance(takenHues[$0], angle) < hueSpacing
        }
    }

    /// Adds `color` as the next series: as given in the first mode where it is usable there,
    /// otherwise (and in every other mode) the usable color of its hue nearest to it.
    mutating func pin(_ color: RGBColor) {
        let given = RGBColor(color.clamped.rgb8)
        let hue = OKLCH(given).hue
        let series = modes.indices.map { mode in nearestUsable(to: given, hue: hue, in: mode) }
        takenHues.append(hue)
        pinnedCount += 1
        add(series)
    }

    private mutating func add(_ series: [Point]) {
        chosen.append(series)
        for (mode, point) in series.enumerated() { admit(point, in: mode) }
    }
}
