import ColorKit

extension ChartPaletteCommand {
    /// What `colr chart-palette --json` prints: the colors per mode, in series (or class)
    /// order, and the proof of what they reach.
    struct Report: Encodable {
        /// One mode's colors and what they sit on.
        struct Mode: Encodable {
            let colors: [String]
            let backgrounds: [String]
            let statusColors: [String]
            /// The colors themselves, for the swatches printed beside them.
            let swatches: [RGBColor]

            enum CodingKeys: String, CodingKey { case colors, backgrounds, statusColors }
        }

        /// One mode's figures (categorical: per prefix and per vision; scales: steps and ends).
        struct ModeProof: Encodable {
            let prefixDistances: [Double]?
            let distanceByVision: [String: Double]?
            let contrasts: [Double]?
            let statusDistance: Double?
            let lightnesses: [Double]?
            let stepRatio: Double?
            let leastAdjacentDistance: Double?
            let leastBackgroundDistance: Double?
            let wingAsymmetry: Double?
        }

        struct Proof: Encodable {
            /// Which distance, and for whom.
            let measure = "ΔEOK, the least over typical, protan, deutan and tritan vision (full severity)"
            let met: Bool
            /// The most series that meet everything (categorical).
            let bestCount: Int?
            /// Each series' largest hue change between modes, in degrees (categorical).
            let hueDrift: [Double]?
            let shortfalls: [String]
            let modes: [String: ModeProof]
        }

        let kind: Kind
        let modes: [String: Mode]
        let order: [String]
        let proof: Proof

        static func make(kind: Kind, count: Int, colors: [RGBColor], modes: [ChartMode]) throws(ColorKitError)
            -> Report
        {
            func mode(_ chart: ChartMode, _ colors: [RGBColor]) -> Mode {
                Mode(
                    colors: colors.map(\.hex), backgrounds: chart.backgrounds.map(\.hex),
                    statusColors: chart.statusColors.map(\.hex), swatches: colors)
            }
            switch kind {
            case .categorical:
                let palette = try CategoricalPalette.generate(count: count, modes: modes, pinned: colors)
                var modeProofs: [String: ModeProof] = [:]
                for figures in palette.proof.modes {
                    modeProofs[figures.name] = ModeProof(
                        prefixDistances: figures.prefixDistances,
                        distanceByVision: Dictionary(
                            uniqueKeysWithValues: figures.distanceByVision.map { ($0.key.rawValue, $0.value) }
                        ),
                        contrasts: figures.contrasts, statusDistance: figures.statusDistance,
                        lightnesses: nil,
                        stepRatio: nil, leastAdjacentDistance: nil, leastBackgroundDistance: nil,
                        wingAsymmetry: nil)
                }
                return Report(
                    kind: kind,
                    modes: Dictionary(
                        uniqueKeysWithValues: zip(modes, palette.colors).map { ($0.name, mode($0, $1)) }),
                    order: modes.map(\.name),
                    proof: Proof(
                        met: palette.proof.isMet, bestCount: palette.proof.bestCount,
                        hueDrift: palette.proof.hueDrift,
                        shortfalls: palette.proof.shortfalls.map(\.description),
                        modes: modeProofs))
            case .sequential, .diverging:
                var shown: [String: Mode] = [:]
                var proofs: [String: ModeProof] = [:]
                var shortfalls: [String] = []
                for chart in modes {
                    let (scale, proof): ([RGBColor], ScaleProof)
                    if kind == .sequential {
                        let made = try SequentialScale.generate(
                            from: colors[0], form: .classed(count), on: chart)
                        (scale, proof) = (made.colors, made.proof)
                    } else {
                        let made = try DivergingScale.generate(
                            from: colors[0], to: colors[1], form: .classed(count), on: chart)
                        (scale, proof) = (made.colors, made.proof)
                    }
                    shown[chart.name] = mode(chart, scale)
                    shortfalls += proof.shortfalls.map { "\(chart.name): \($0)" }
                    proofs[chart.name] = ModeProof(
                        prefixDistances: nil, distanceByVision: nil, contrasts: nil, statusDistance: nil,
                        lightnesses: proof.lightnesses, stepRatio: proof.stepRatio,
                        leastAdjacentDistance: proof.leastAdjacentDistance,
                        leastBackgroundDistance: proof.leastBackgroundDistance,
                        wingAsymmetry: kind == .diverging ? proof.wingAsymmetry : nil)
                }
                return Report(
                    kind: kind, modes: shown, order: modes.map(\.name),
                    proof: Proof(
                        met: shortfalls.isEmpty, bestCount: nil, hueDrift: nil, shortfalls: shortfalls,
                        modes: proofs))
            }
        }

        /// The colors per mode with swatches, then what they reach.
        func print() {
            for name in order {
                guard let mode = modes[name], let figures = proof.modes[name] else { continue }
                let swatches = zip(mode.swatches, mode.colors).map { Output.swatch($0) + $1 }
                Swift.print("\(name): \(swatches.joined(separator: " "))")
                if let distances = figures.prefixDistances, let last = distances.last {
                    Swift.print(
                        "  least ΔEOK, worst eye: \(Output.number(last, digits: 3)) (first 2…\(mode.colors.count): "
                            + distances.map { Output.number($0, digits: 3) }.joined(separator: " ") + ")"
                            + "; least contrast \(Output.number(figures.contrasts?.min() ?? 0, digits: 2)):1")
                } else if let adjacent = figures.leastAdjacentDistance, let ratio = figures.stepRatio {
                    Swift.print(
                        "  neighbours ΔEOK ≥ \(Output.number(adjacent, digits: 3)) for every eye; steps within "
                            + "\(Output.number(ratio, digits: 2))×; background ΔEOK ≥ "
                            + Output.number(figures.leastBackgroundDistance ?? 0, digits: 3))
                }
            }
            Swift.print(
                proof.met
                    ? "Every requirement is met." : "Not met: " + proof.shortfalls.joined(separator: "; "))
        }
    }
}
