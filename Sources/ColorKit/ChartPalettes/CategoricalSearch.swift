/// The state of one categorical palette's generation: per mode, the candidates inside its
/// lightness band that reach the contrast and keep clear of every status color, and each one's
/// worst-vision distance to the nearest series already chosen, kept up to date as series are
/// added.
///
/// Status colors are a constraint, not part of what is maximised: a candidate confusable with
/// one is never offered, and the rest of the room goes to keeping series apart.
struct CategoricalSearch {
    typealias Point = ChartCandidates.Point

    let modes: [ChartMode]
    let requirements: CategoricalRequirements
    /// `candidates[m][h]`: the points of hue h usable in mode m.
    let candidates: [[[Point]]]
    /// `sights[m][h][p]`: how the visions see `candidates[m][h][p]`, side by side in memory for
    /// the inner loops.
    let sights: [[[ChartSight]]]
    /// `nearest[m][h][p]`: the squared distance from that point to the nearest chosen series.
    private var nearest: [[[Float]]]
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
        let clearance = Float(requirements.minimumDistance * requirements.minimumDistance)
        var candidates: [[[Point]]] = []
        var bands: [ClosedRange<Double>] = []
        for mode in modes {
            let backgrounds = mode.backgrounds.map(Contrast.relativeLuminance)
            let status = mode.statusColors.map { ChartSight(RGBColor($0.clamped.rgb8)) }
            func visible(_ point: Point) -> Bool {
                backgrounds.allSatisfy {
                    Contrast.ratio(luminances: point.luminance, $0) >= requirements.minimumContrast
                }
            }
            guard
                let band = Self.band(
                    of: grid.byHue, where: visible, spread: requirements.maximumLightnessSpread)
            else {
                throw .unsatisfiable(
                    reason:
                        "no chart color reaches \(requirements.minimumContrast):1 on every background of \(mode.name)"
                )
            }
            bands.append(band)
            candidates.append(
                grid.byHue.map {
                    $0.filter { point in
                        band.contains(point.lightness) && point.chroma >= requirements.minimumChroma
                            && visible(point)
                            && status.allSatisfy { point.sight.worstSquaredDistance(to: $0) >= clearance }
                    }
                })
        }
        self.candidates = candidates
        sights = candidates.map { $0.map { $0.map(\.sight) } }
        self.bands = bands
        nearest = candidates.map { $0.map { Array(repeating: .infinity, count: $0.count) } }
    }

    /// The band of the given spread holding the most points that pass `keep`, or nil when none
    /// do. Counted in buckets of 0.005 lightness rather than sorted: a palette is generated
    /// while a person changes its settings, and the grid has tens of thousands of points.
    static func band(of points: [[Point]], where keep: (Point) -> Bool, spread: Double) -> ClosedRange<
        Double
    >? {
        let width = 0.005
        var counts = [Int](repeating: 0, count: Int(1 / width) + 1)
        for point in points.joined() where keep(point) {
            counts[min(counts.count - 1, max(0, Int(point.lightness / width)))] += 1
        }
        let span = Int((spread / width).rounded(.down))
        var best: (count: Int, start: Int)?
        var inWindow = counts.prefix(span).reduce(0, +)
        for start in counts.indices {
            if start + span - 1 < counts.count, start > 0 { inWindow += counts[start + span - 1] }
            if start > 0 { inWindow -= counts[start - 1] }
            if inWindow > (best?.count ?? 0) { best = (inWindow, start) }
        }
        guard let best else { return nil }
        let low = Double(best.start) * width
        return low...(low + spread)
    }

    /// The least squared worst-vision distance between two series of the palette, over modes.
    var leastSquaredDistance: Float {
        var least = Float.infinity
        for first in chosen.indices {
            for second in chosen.indices where second > first {
                for mode in modes.indices {
                    least = min(
                        least, chosen[first][mode].sight.worstSquaredDistance(to: chosen[second][mode].sight))
                }
            }
        }
        return least
    }

    /// Counts `point` as taken in `mode`: every candidate's nearest distance there shrinks to it.
    private mutating func admit(_ point: Point, in mode: Int) {
        for hue in candidates[mode].indices {
            sights[mode][hue].withUnsafeBufferPointer { sights in
                nearest[mode][hue].withUnsafeMutableBufferPointer { distances in
                    for index in sights.indices {
                        let distance = sights[index].worstSquaredDistance(to: point.sight)
                        if distance < distances[index] { distances[index] = distance }
                    }
                }
            }
        }
    }

    /// Starts the palette with grid hue `hue`, in each mode its most colorful usable point;
    /// false when the hue has none in some mode.
    mutating func start(atHue hue: Int) -> Bool {
        var series: [Point] = []
        for mode in modes.indices {
            guard let point = candidates[mode][hue].max(by: { $0.chroma < $1.chroma }) else { return false }
            series.append(point)
        }
        takenHues.append(ChartCandidates.hues[hue])
        add(series)
        return true
    }

    /// Adds the series whose hue's best color in every mode is farthest from what is taken;
    /// false when no hue has a usable color in every mode.
    mutating func chooseFarthest() -> Bool {
        var best: (score: Float, hue: Int, picks: [Int])?
        for hue in ChartCandidates.hues.indices where !isNearTaken(hue) {
            var score = Float.infinity
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
