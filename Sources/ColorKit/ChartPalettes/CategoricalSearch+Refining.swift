extension CategoricalSearch {
    /// Moves series, one at a time, to the hue and colors farthest from all the others, while
    /// that takes it farther from its nearest neighbour: choosing farthest-first fixes each
    /// series before the later ones exist, so the early ones can often move away from them.
    /// Pinned series stay. At most `passes` rounds over the series.
    mutating func refine(passes: Int) {
        guard chosen.count > pinnedCount + 1 else { return }
        for _ in 0..<passes {
            var moved = false
            for series in pinnedCount..<chosen.count {
                let current = nearestDistance(of: chosen[series], skipping: series)
                guard let better = farthest(skipping: series), better.distance > current + 1e-9 else {
                    continue
                }
                chosen[series] = better.points
                takenHues[series] = ChartCandidates.hues[better.hue]
                moved = true
            }
            if !moved { return }
        }
    }

    /// The worst-vision distance from `points` (one per mode) to every other series and every
    /// status color, the least over modes.
    private func nearestDistance(of points: [Point], skipping skipped: Int) -> Double {
        var least = Double.infinity
        for (mode, point) in points.enumerated() {
            least = min(least, nearestDistance(of: point, in: mode, skipping: skipped, below: least))
        }
        return least
    }

    /// The worst-vision distance from `point` to every other series and status color of `mode`;
    /// stops early once it is below `floor`, where it can no longer matter.
    private func nearestDistance(of point: Point, in mode: Int, skipping skipped: Int, below floor: Double)
        -> Double
    {
        var least = Double.infinity
        for (index, other) in chosen.enumerated() where index != skipped {
            least = min(least, Self.distance(point, other[mode]))
            if least <= floor { return least }
        }
        for other in status[mode] {
            least = min(least, Self.distance(point, other))
            if least <= floor { return least }
        }
        return least
    }

    /// The hue, and its color per mode, farthest from every series but `skipped`.
    private func farthest(skipping skipped: Int) -> (distance: Double, hue: Int, points: [Point])? {
        var best: (distance: Double, hue: Int, points: [Point])?
        for hue in ChartCandidates.hues.indices where !isNearTaken(hue, except: skipped) {
            var score = Double.infinity
            var picks: [Point] = []
            for mode in modes.indices {
                var modeBest: (distance: Double, point: Point)?
                for point in candidates[mode][hue] {
                    let distance = nearestDistance(
                        of: point, in: mode, skipping: skipped, below: modeBest?.distance ?? -1)
                    if distance > (modeBest?.distance ?? -1) { modeBest = (distance, point) }
                }
                guard let modeBest else {
                    score = -1
                    break
                }
                picks.append(modeBest.point)
                score = min(score, modeBest.distance)
                // A hue already worse than the best found cannot win.
                if score <= (best?.distance ?? -1) { break }
            }
            if picks.count == modes.count, score > (best?.distance ?? -1) { best = (score, hue, picks) }
        }
        return best
    }
}
