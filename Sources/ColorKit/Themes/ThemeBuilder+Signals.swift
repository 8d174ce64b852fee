extension ThemeBuilder {
    /// The ways of seeing the signals must stay apart for: typical vision (nil) and the three
    /// dichromacies at full severity.
    static let visions: [ColorVisionDeficiency?] = [nil, .protan, .deutan, .tritan]

    /// Keeps tint, success, warning and destructive at least ``PaletteAudit/confusionThreshold``
    /// apart in ΔEOK for every vision in ``visions``, moving only the three status roles (never
    /// the tint, never an override): each round takes the pair that looks most alike and tries
    /// its status roles at nearby hues and at lightnesses further from the background, keeping
    /// the change that most improves the worst pair. What cannot be separated is noted.
    mutating func separateSignals() {
        let roles = ThemeRole.signals
        let threshold = PaletteAudit.confusionThreshold
        var seen = roles.map { Self.seen(palette[$0]) }
        // A role's alternatives depend only on the backgrounds: each is found and seen at most
        // once, and only as far down the list as a round needs to go.
        var alternatives: [ThemeRole: [(color: RGBColor, seen: [OKLab])]] = [:]
        for _ in 0..<6 {
            let worst = Self.worst(seen)
            guard worst.distance < threshold else { break }
            // The first alternative (nearest first) that separates everything; failing that,
            // the one that separates the worst pair most.
            var best: (index: Int, color: RGBColor, seen: [OKLab], score: Double)?
            search: for position in 0..<Self.mostAlternatives {
                for index in [worst.first, worst.second]
                where roles[index] != .tint && override(roles[index]) == nil {
                    let role = roles[index]
                    let order = Self.alternativeOrder(role)
                    guard position < order.count else { continue }
                    var known = alternatives[role] ?? []
                    if known.count <= position {
                        let place = order[position]
                        let color = alternative(role, hue: place.hue, step: place.step)
                        known.append((color, Self.seen(color)))
                        alternatives[role] = known
                    }
                    var trial = seen
                    trial[index] = known[position].seen
                    let score = min(Self.worst(trial).distance, threshold)
                    if score > (best?.score ?? worst.distance) {
                        best = (index, known[position].color, known[position].seen, score)
                        if score >= threshold { break search }
                    }
                }
            }
            guard let best else { break }
            place(roles[best.index], best.color)
            seen[best.index] = best.seen
        }
        if Self.worst(seen).distance < threshold { ladderSignals(&seen) }
        partFromTint(&seen)
        for first in roles.indices {
            for second in roles.indices where second > first {
                for (vision, deficiency) in Self.visions.enumerated() {
                    let distance = seen[first][vision].distance(to: seen[second][vision])
                    if distance < threshold {
                        notes.append(
                            .indistinguishable(
                                roles[first], roles[second], deficiency: deficiency, mode: mode,
                                distance: distance))
                    }
                }
            }
        }
    }

    /// When nearby hues cannot part them (dark statuses at AAA leave hue little room), parts the
    /// movable status roles by lightness instead: each a different number of steps from the
    /// background, a ladder every vision sees (dichromacy keeps lightness). Every order of the
    /// steps is tried; the one whose closest pair is furthest apart is kept if it beats the
    /// hue search.
    mutating func ladderSignals(_ seen: inout [[OKLab]]) {
        let roles = ThemeRole.signals
        let movable = roles.indices.filter { roles[$0] != .tint && override(roles[$0]) == nil }
        guard movable.count > 1 else { return }
        var rungs: [Int: [(color: RGBColor, seen: [OKLab])]] = [:]
        for index in movable {
            rungs[index] = (0...3).map { step in
                let color = alternative(roles[index], hue: 0, step: step)
                return (color, Self.seen(color))
            }
        }
        var best: (distance: Double, steps: [Int])?
        for steps in Self.arrangements(of: movable.count, from: 4) {
            var trial = seen
            for (index, step) in zip(movable, steps) { trial[index] = rungs[index]![step].seen }
            let distance = Self.worst(trial).distance
            if distance > (best?.distance ?? Self.worst(seen).distance) { best = (distance, steps) }
        }
        guard let best else { return }
        for (index, step) in zip(movable, best.steps) {
            place(roles[index], rungs[index]![step].color)
            seen[index] = rungs[index]![step].seen
        }
    }

    /// A status color of the tint's hue family at a similar lightness reads as the brand (a Delete
    /// that looks like Send), even when ΔEOK calls them apart. Each such status role moves to
    /// the nearest alternative (another hue of its family, or further from the background) that
    /// no longer looks like the tint and keeps every signal as far apart as before; failing
    /// that, a note says so.
    mutating func partFromTint(_ seen: inout [[OKLab]]) {
        let roles = ThemeRole.signals
        let tint = palette[.tint]
        for (index, role) in roles.enumerated() where role != .tint && override(role) == nil {
            guard Self.looksLikeTint(palette[role], tint) else { continue }
            let floor = min(Self.worst(seen).distance, PaletteAudit.confusionThreshold)
            var chosen: (color: RGBColor, seen: [OKLab])?
            for place in Self.alternativeOrder(role) {
                let color = alternative(role, hue: place.hue, step: place.step)
                guard !Self.looksLikeTint(color, tint) else { continue }
                var trial = seen
                trial[index] = Self.seen(color)
                if Self.worst(trial).distance >= floor {
                    chosen = (color, trial[index])
                    break
                }
            }
            if let chosen {
                place(role, chosen.color)
                seen[index] = chosen.seen
            } else {
                notes.append(.likeTheTint(role, mode: mode))
            }
        }
    }

    /// Whether `color` would be taken for `tint`: hues within 20° of each other (OKLCH) and
    /// under 0.12 apart in ΔEOK. A grey tint has no hue to be taken for.
    static func looksLikeTint(_ color: RGBColor, _ tint: RGBColor) -> Bool {
        let (a, b) = (OKLCH(color), OKLCH(tint))
        guard a.chroma >= 0.04, b.chroma >= 0.04 else { return false }
        let gap = abs((a.hue - b.hue + 540).truncatingRemainder(dividingBy: 360) - 180)
        return gap < 20 && ColorDifference.deltaEOK(color, tint) < 0.12
    }

    /// Every ordered choice of `count` different numbers from `0..<choices`.
    static func arrangements(of count: Int, from choices: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        return arrangements(of: count - 1, from: choices).flatMap { chosen in
            (0..<choices).filter { !chosen.contains($0) }.map { chosen + [$0] }
        }
    }

    /// Where a status role may go instead, nearest first: its usual hue a step further from
    /// the background, then the nearby hues at its own lightness, and so on out to three steps.
    static func alternativeOrder(_ role: ThemeRole) -> [(hue: Int, step: Int)] {
        (0..<4).flatMap { step in ThemeTones.hues(role).indices.map { (hue: $0, step: step) } }
            .filter { $0 != (0, 0) }
    }

    /// The longest list ``alternativeOrder(_:)`` makes.
    static let mostAlternatives = ThemeRole.signals.map { alternativeOrder($0).count }.max() ?? 0

    /// A status role at its `hue`-th hue, `step` steps (0.06 of lightness each) further from
    /// the background than it starts, keeping its promises; its usual color when it has no
    /// such hue.
    func alternative(_ role: ThemeRole, hue: Int, step: Int) -> RGBColor {
        let hues = ThemeTones.hues(role)
        let away = mode.isDark ? 0.06 : -0.06
        let lightness = tones.signal(role) + away * Double(step)
        return nearest(
            role,
            ThemeTones.signal(role, mode: mode, lightness: lightness, hue: hues[min(hue, hues.count - 1)]))
    }

    /// The color as each vision in ``visions`` sees it, in OKLab.
    static func seen(_ color: RGBColor) -> [OKLab] {
        visions.map { vision in
            OKLab(vision.map { ColorVisionSimulation.displayable(color, $0) } ?? color)
        }
    }

    /// The two signals that look most alike, for whom, and how far apart they are.
    static func worst(_ seen: [[OKLab]]) -> (first: Int, second: Int, distance: Double) {
        var worst = (first: 0, second: 1, distance: Double.infinity)
        for first in seen.indices {
            for second in seen.indices where second > first {
                for vision in visions.indices {
                    let distance = seen[first][vision].distance(to: seen[second][vision])
                    if distance < worst.distance { worst = (first, second, distance) }
                }
            }
        }
        return worst
    }
}
