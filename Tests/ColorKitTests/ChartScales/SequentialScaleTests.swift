import ColorKit
import TestSupport
import Testing

@Suite("Sequential chart scales", .offPool)
struct SequentialScaleTests {
    /// The properties checked here directly on the colors, not through the proof, so a broken
    /// proof cannot hide a broken generator.
    static func checkDirectly(_ colors: [RGBColor], on mode: ChartMode, classed: Bool, _ label: String) {
        let lightnesses = colors.map { OKLab($0).lightness }
        let rising = (lightnesses.last ?? 0) > (lightnesses.first ?? 0)
        #expect(
            zip(lightnesses, lightnesses.dropFirst()).allSatisfy { rising ? $1 > $0 : $1 < $0 },
            "lightness strictly monotone: \(label)")
        let isLight =
            mode.backgrounds.map { OKLab($0).lightness }.reduce(0, +) / Double(mode.backgrounds.count) >= 0.5
        #expect(rising != isLight, "low values nearest the page: \(label)")
        let steps = zip(colors, colors.dropFirst()).map { ColorDifference.deltaEOK($0, $1) }
        #expect((steps.max() ?? 0) <= 1.25 * (steps.min() ?? 0), "even steps: \(label) \(steps)")
        for vision in ChartVision.allCases {
            let seen = colors.map(vision.seen)
            let backgrounds = mode.backgrounds.map(vision.seen)
            for color in seen {
                #expect(
                    backgrounds.allSatisfy { color.distance(to: $0) >= 0.05 }, "clear of the page: \(label)")
            }
            if classed {
                #expect(
                    zip(seen, seen.dropFirst()).allSatisfy { $0.distance(to: $1) >= 0.05 },
                    "neighbours apart for \(vision): \(label)")
            }
        }
    }

    @Test(
        "From a brand color: 3…9 classes, one hue and many, on light and dark pages, meet their proof",
        arguments: ScaleInputs.modes)
    func fromBrandGrid(mode: ChartMode) throws {
        for brand in ScaleInputs.brands {
            for hues in SequentialScale.Hues.allCases {
                for count in ScaleForm.classRange {
                    let label = "\(brand.hex) \(hues) \(count) on \(mode.name)"
                    let scale = try SequentialScale.generate(
                        from: brand, hues: hues, form: .classed(count), on: mode)
                    #expect(scale.proof.isMet, "\(label): \(scale.proof.shortfalls)")
                    #expect(scale.colors.count == count)
                    #expect(
                        ScaleProof(sequential: scale.colors, backgrounds: mode.backgrounds) == scale.proof,
                        "the proof is of the colors as written")
                    Self.checkDirectly(scale.colors, on: mode, classed: true, label)
                }
            }
        }
    }

    @Test(
        "The blue brand: nine classes reach ΔEOK ≥ 0.07 between neighbours for every eye, steps within 1.05×")
    func blueFigures() throws {
        let brand = ScaleInputs.color("#0969da")
        for mode in [ScaleInputs.white, ScaleInputs.nearBlack] {
            for count in [5, 7, 9] {
                let proof = try SequentialScale.generate(from: brand, form: .classed(count), on: mode).proof
                #expect(proof.leastAdjacentDistance >= 0.07, "\(count) on \(mode.name)")
                #expect(proof.stepRatio <= 1.05, "\(count) on \(mode.name)")
                #expect(proof.leastBackgroundDistance >= 0.05)
            }
        }
    }

    @Test(
        "The brand color's hue runs through a one-hue scale; a multi-hue scale's light end turns toward yellow"
    )
    func hues() throws {
        let brand = ScaleInputs.color("#0969da")
        let single = try SequentialScale.generate(from: brand, form: .classed(7), on: ScaleInputs.white)
        let multi = try SequentialScale.generate(
            from: brand, hues: .multi, form: .classed(7), on: ScaleInputs.white)
        let brandHue = OKLCH(brand).hue
        let singleFirst = try #require(single.colors.first)
        let multiFirst = try #require(multi.colors.first)
        func angle(_ first: Double, _ second: Double) -> Double {
            let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
            return min(difference, 360 - difference)
        }
        #expect(angle(OKLCH(singleFirst).hue, brandHue) < 10)
        #expect(angle(OKLCH(multiFirst).hue, 95) < angle(brandHue, 95) - 45)
        // The brand sits on the path: some class is within one step of it.
        let step = single.proof.steps.max() ?? 0
        #expect(single.colors.contains { ColorDifference.deltaEOK($0, brand) <= step / 2 + 0.01 })
    }

    @Test(
        "Continuous: 9 and 11 interpolation stops and given endpoints meet their proof",
        arguments: [9, 11, 17])
    func continuousStops(stops: Int) throws {
        for mode in [ScaleInputs.light, ScaleInputs.dark] {
            let scale = try SequentialScale.generate(
                from: ScaleInputs.color("#0969da"), hues: .multi, form: .continuous(stops: stops), on: mode)
            #expect(scale.proof.isMet, "\(scale.proof.shortfalls)")
            #expect(!scale.proof.isClassed)
            Self.checkDirectly(scale.colors, on: mode, classed: false, "\(stops) stops on \(mode.name)")
        }
        let start = ScaleInputs.color("#f5e08a")
        let end = ScaleInputs.color("#3d1a78")
        let given = try SequentialScale.generate(
            from: start, to: end, form: .continuous(stops: stops), on: ScaleInputs.white)
        #expect(given.colors.first == start && given.colors.last == end, "the ends as given")
        Self.checkDirectly(given.colors, on: ScaleInputs.white, classed: false, "given ends, \(stops) stops")
    }

    @Test("From a theme: the tint on each mode's backgrounds")
    func fromTheme() throws {
        let theme = Theme(brand: ScaleInputs.color("#0969da"))
        for mode in ThemeMode.allCases {
            let scale = try SequentialScale.generate(theme: theme, mode: mode, form: .classed(7))
            #expect(scale.proof.isMet, "\(mode)")
            #expect(scale.backgrounds == ThemeRole.backgrounds.map { theme.color($0, in: mode) })
        }
    }

    @Test(
        "Counts outside 3…9 classes or 3…33 stops, equal ends and a mid-grey page are refused with a reason")
    func refusals() throws {
        let brand = ScaleInputs.color("#0969da")
        for form in [ScaleForm.classed(2), .classed(10), .continuous(stops: 2), .continuous(stops: 34)] {
            #expect(throws: ColorKitError.self) {
                try SequentialScale.generate(from: brand, form: form, on: ScaleInputs.white)
            }
        }
        do {
            _ = try SequentialScale.generate(from: brand, form: .classed(10), on: ScaleInputs.white)
        } catch {
            #expect(error == .outOfRange(what: "class count", value: 10, range: 3...9))
        }
        #expect(throws: ColorKitError.self) {
            try SequentialScale.generate(from: brand, to: brand, form: .classed(5), on: ScaleInputs.white)
        }
        do {
            _ = try SequentialScale.generate(from: brand, form: .classed(9), on: ScaleInputs.midGrey)
            Issue.record("nine classes fitted on a mid-grey page")
        } catch {
            guard case .unsatisfiable(let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains("neighbouring classes run together"), "\(reason)")
        }
        // Given ends, one of which vanishes into the page.
        do {
            _ = try SequentialScale.generate(
                from: ScaleInputs.color("#fbfcff"), to: ScaleInputs.color("#08306b"), form: .classed(5),
                on: ScaleInputs.white)
            Issue.record("a near-white end was accepted on white")
        } catch {
            #expect(error.description.contains("vanishes into the background"), "\(error)")
        }
    }
}
