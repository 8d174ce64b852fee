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
                guard let better = farthest(skipping: series), better.distance > current * (1 + 1e-6) else {
                    continue
                }
                chosen[series] = better.points
                takenHues[series] = ChartCandidates.hues[better.hue]
                moved = true
            }
            if !moved { return }
        }
    }

    /// The squared worst-vision distance from `points` (one per mode) to every other series,
    /// the least over modes.
    private func nearestDistance(of points: [Point], skipping skipped: Int) -> Float {
        var least = Float.infinity
        for (mode, point) in points.enumerated() {
            for (index, other) in chosen.enumerated() where index != skipped {
                least = min(least, point.sight.worstSquaredDistance(to: other[mode].sight))
            }
        }
        return least
    }

    /// The hue, and its color per mode, farthest from every series but `skipped`.
    private func farthest(skipping skipped: Int) -> (distance: Float, hue: Int, points: [Point])? {
        // Every other series, per mode, side by side: the loops below read nothing else.
        let others = modes.indices.map { mode in
            chosen.indices.filter { $0 != skipped }.map { chosen[$0][mode].sight }
        }
        var best: (distance: Float, hue: Int, picks: [Int])?
        for hue in ChartCandidates.hues.indices where !isNearTaken(hue, except: skipped) {
            var score = Float.infinity
            var picks: [Int] = []
            for mode in modes.indices {
                guard
                    let pick = Self.farthestPoint(
                        sights[mode][hue], from: others[mode], floor: best?.distance ?? -1)
                else {
                    score = -1
                    break
                }
                picks.append(pick.index)
                score = min(score, pick.distance)
                // A hue already no better than the best found cannot win.
                if score <= (best?.distance ?? -1) { break }
            }
            if picks.count == modes.count, score > (best?.distance ?? -1) { best = (score, hue, picks) }
        }
        guard let best else { return nil }
        return (best.distance, best.hue, modes.indices.map { candidates[$0][best.hue][best.picks[$0]] })
    }

    /// The index of the point of `points` farthest from its nearest in `others`, and that
    /// (squared) distance; nil when `points` is empty. A point stops being measured once it is
    /// no farther than the best so far, or than `floor`: it cannot be chosen.
    private static func farthestPoint(_ points: [ChartSight], from others: [ChartSight], floor: Float)
        -> (index: Int, distance: Float)?
    {
        guard !points.isEmpty else { return nil }
        var best = (index: 0, distance: -Float.infinity)
        others.withUnsafeBufferPointer { others in
            points.withUnsafeBufferPointer { points in
                for index in points.indices {
                    let bar = max(best.distance, floor)
                    var least = Float.infinity
                    for other in others {
                        least = min(least, points[index].worstSquaredDistance(to: other))
                        if least <= bar { break }
                    }
                    if least > best.distance { best = (index, least) }
                }
            }
        }
        return best
    }
}

extension CategoricalSearch {
    /// This search grown to `count` series, farthest first, and refined. With nothing pinned,
    /// grown from `starts` first hues evenly around the circle, keeping the palette whose two
    /// nearest series are farthest apart (the most series first, when some hues run out).
    func completed(to count: Int, starts: Int) -> CategoricalSearch {
        func grown(_ search: CategoricalSearch) -> CategoricalSearch {
            var search = search
            while search.chosen.count < count, search.chooseFarthest() {}
            search.refine(passes: 2)
            return search
        }
        guard chosen.isEmpty else { return grown(self) }
        let hues = ChartCandidates.hues.count
        var best: CategoricalSearch?
        for start in stride(from: 0, to: hues, by: max(1, hues / max(1, starts))) {
            var search = self
            guard search.start(atHue: start) else { continue }
            let result = grown(search)
            if let current = best,
                (current.chosen.count, current.leastSquaredDistance) >= (
                    result.chosen.count, result.leastSquaredDistance
                )
            {
                continue
            }
            best = result
        }
        return best ?? grown(self)
    }
}
