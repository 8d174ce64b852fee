extension ScaleProof {
    /// Measures a sequential scale: `colors` in value order, lightness rising or falling, on
    /// every one of `backgrounds`. `isClassed` holds neighbours to
    /// ``ScaleRequirements/minimumAdjacentDistance`` (false for a continuous scale's stops).
    public init(
        sequential colors: [RGBColor], backgrounds: [RGBColor], isClassed: Bool = true,
        requirements: ScaleRequirements = .standard
    ) {
        let path = colors.indices.map { Optional($0) }
        self.init(
            colors: colors, wings: [path], midpoint: nil, backgrounds: backgrounds, isClassed: isClassed,
            requirements: requirements)
    }

    /// Measures a diverging scale: `colors` from one end to the other. With an odd count the
    /// middle color is the midpoint and `midpoint` is ignored; with an even count the midpoint
    /// is not shown, and `midpoint` is the neutral the two innermost classes step out from
    /// (nil measures each wing from its innermost class, and checks no midpoint).
    public init(
        diverging colors: [RGBColor], midpoint: RGBColor? = nil, backgrounds: [RGBColor],
        isClassed: Bool = true, requirements: ScaleRequirements = .standard
    ) {
        let half = colors.count / 2
        let odd = colors.count % 2 == 1
        // A wing is the path outward from the midpoint; nil stands for a midpoint not shown.
        let start: [Int?] = odd ? [half] : (midpoint == nil ? [] : [nil])
        let left = start + (0..<half).reversed().map { Optional($0) }
        let right = start + ((odd ? half + 1 : half)..<colors.count).map { Optional($0) }
        self.init(
            colors: colors, wings: [left, right], midpoint: odd ? colors[half] : midpoint,
            backgrounds: backgrounds, isClassed: isClassed, requirements: requirements)
        midpointChroma = (odd ? colors[half] : midpoint).map { OKLCH($0).chroma }
        wingAsymmetry = 0
        for index in 0..<half {
            let gap = abs(lightnesses[index] - lightnesses[colors.count - 1 - index])
            if gap > wingAsymmetry { wingAsymmetry = gap }
        }
        if let index = (0..<half).first(where: {
            abs(lightnesses[$0] - lightnesses[colors.count - 1 - $0]) == wingAsymmetry
        }), wingAsymmetry > requirements.maximumWingAsymmetry {
            shortfalls.append(
                Shortfall(
                    kind: .symmetry, index: index, reached: wingAsymmetry,
                    required: requirements.maximumWingAsymmetry))
        }
        if let chroma = midpointChroma, chroma > requirements.maximumMidpointChroma {
            shortfalls.append(
                Shortfall(
                    kind: .midpoint, index: odd ? half : nil, reached: chroma,
                    required: requirements.maximumMidpointChroma))
        }
    }

    /// The measures both kinds share. `wings` are the paths along which lightness must be
    /// monotone and steps even: the whole scale, or each wing outward from the midpoint, as
    /// indexes into `colors` (nil for `midpoint`).
    private init(
        colors: [RGBColor], wings: [[Int?]], midpoint: RGBColor?, backgrounds: [RGBColor], isClassed: Bool,
        requirements: ScaleRequirements
    ) {
        let r = requirements
        let labs = colors.map(OKLab.init)
        let middle = midpoint.map(OKLab.init)
        func lab(_ index: Int?) -> OKLab {
            index.map { labs[$0] } ?? middle ?? OKLab(lightness: 0, a: 0, b: 0)
        }
        var shortfalls: [Shortfall] = []

        var leastStep = (value: Double.infinity, index: Int?.none)
        var steps: [Double] = []
        for wing in wings where wing.count >= 2 {
            let direction: Double = lab(wing.last ?? nil).lightness >= lab(wing[0]).lightness ? 1 : -1
            for (from, to) in zip(wing, wing.dropFirst()) {
                let step = (lab(to).lightness - lab(from).lightness) * direction
                if step < leastStep.value { leastStep = (step, to) }
                steps.append(lab(from).distance(to: lab(to)))
            }
        }
        if leastStep.value <= 0 {
            shortfalls.append(
                Shortfall(kind: .lightness, index: leastStep.index, reached: leastStep.value, required: 0))
        }
        let ratio = (steps.max() ?? 0) / max(steps.min() ?? 1, 1e-12)
        if ratio > r.maximumStepRatio {
            shortfalls.append(
                Shortfall(kind: .evenness, index: nil, reached: ratio, required: r.maximumStepRatio))
        }

        let visions = ChartVision.allCases
        let seen = visions.map { vision in colors.map(vision.seen) }
        var adjacent: [ChartVision: Double] = [:]
        var leastAdjacent = (value: Double.infinity, index: 0)
        for (v, vision) in visions.enumerated() {
            var least = Double.infinity
            for index in colors.indices.dropLast() {
                let distance = seen[v][index].distance(to: seen[v][index + 1])
                least = min(least, distance)
                if distance < leastAdjacent.value { leastAdjacent = (distance, index) }
            }
            adjacent[vision] = least
        }
        if isClassed, leastAdjacent.value < r.minimumAdjacentDistance {
            shortfalls.append(
                Shortfall(
                    kind: .adjacent, index: leastAdjacent.index, reached: leastAdjacent.value,
                    required: r.minimumAdjacentDistance))
        }

        let behind = visions.map { vision in backgrounds.map(vision.seen) }
        let toBackground = colors.indices.map { index in
            visions.indices.flatMap { v in behind[v].map { seen[v][index].distance(to: $0) } }.min()
                ?? .infinity
        }
        if let least = toBackground.min(), least < r.minimumBackgroundDistance,
            let index = toBackground.firstIndex(of: least)
        {
            shortfalls.append(
                Shortfall(
                    kind: .background, index: index, reached: least, required: r.minimumBackgroundDistance))
        }

        self.init(
            lightnesses: labs.map(\.lightness), leastLightnessStep: leastStep.value, steps: steps,
            stepRatio: ratio, adjacentByVision: adjacent, leastAdjacentDistance: leastAdjacent.value,
            backgroundDistances: toBackground, wingAsymmetry: 0, midpointChroma: nil, isClassed: isClassed,
            requirements: requirements, shortfalls: shortfalls)
    }
}
