import ColorKit
import TestSupport
import Testing

@Suite("Diverging chart scales", .offPool)
struct DivergingScaleTests {
    @Test(
        "Red–blue and orange–purple: 3…9 classes on light and dark pages meet their proof",
        arguments: ScaleInputs.modes)
    func grid(mode: ChartMode) throws {
        for (negative, positive) in ScaleInputs.divergingEnds {
            for count in ScaleForm.classRange {
                let label = "\(negative.hex)–\(positive.hex) \(count) on \(mode.name)"
                let scale = try DivergingScale.generate(
                    from: negative, to: positive, form: .classed(count), on: mode)
                #expect(scale.proof.isMet, "\(label): \(scale.proof.shortfalls)")
                try #require(scale.colors.count == count)
                #expect(
                    ScaleProof(
                        diverging: scale.colors, midpoint: scale.midpoint, backgrounds: mode.backgrounds)
                        == scale.proof)
                // Checked on the colors directly as well as through the proof.
                let lightnesses = scale.colors.map { OKLab($0).lightness }
                let middle = OKLab(scale.midpoint).lightness
                for index in 0..<(count / 2) {
                    #expect(abs(lightnesses[index] - lightnesses[count - 1 - index]) <= 0.02, "\(label)")
                }
                // Outward from the midpoint lightness moves one way on both wings.
                let right = [middle] + lightnesses[((count + 1) / 2)...]
                let left = [middle] + lightnesses[..<(count / 2)].reversed()
                for wing in [left, right] {
                    let away = mode.name.contains("dark") || mode.name.contains("black") ? 1.0 : -1.0
                    #expect(
                        zip(wing, wing.dropFirst()).allSatisfy { ($1 - $0) * away > 0 }, "\(label) \(wing)")
                }
                #expect(OKLCH(scale.midpoint).chroma <= 0.03)
                if count % 2 == 1 { #expect(scale.colors[count / 2] == scale.midpoint) }
                #expect(scale.proof.leastAdjacentDistance >= 0.05, "\(label)")
                #expect(scale.proof.stepRatio <= 1.25, "\(label)")
            }
        }
    }

    @Test("Brown–teal meets its proof or says which neighbours run together", arguments: ScaleInputs.modes)
    func mutedEnds(mode: ChartMode) throws {
        let (negative, positive) = ScaleInputs.brownTeal
        var met = 0
        for count in ScaleForm.classRange {
            do {
                let scale = try DivergingScale.generate(
                    from: negative, to: positive, form: .classed(count), on: mode)
                #expect(scale.proof.isMet)
                met += 1
            } catch {
                #expect(count % 2 == 0, "only an even count, whose innermost classes share a lightness")
                #expect(error.description.contains("neighbouring classes run together"), "\(error)")
            }
        }
        #expect(met >= 6, "\(mode.name)")
    }

    @Test("Continuous: 11 stops; a given midpoint is kept")
    func continuousAndGivenMidpoint() throws {
        let (negative, positive) = (ScaleInputs.color("#d1242f"), ScaleInputs.color("#0969da"))
        let midpoint = ScaleInputs.color("#dedede")
        let scale = try DivergingScale.generate(
            from: negative, to: positive, midpoint: midpoint, form: .continuous(stops: 11),
            on: ScaleInputs.light)
        #expect(scale.proof.isMet, "\(scale.proof.shortfalls)")
        #expect(scale.colors[5] == midpoint)
        #expect(scale.proof.wingAsymmetry <= 0.02)
    }

    @Test(
        "The red–blue figures: 5, 7 and 9 classes on white and near-black keep neighbours ≥ 0.06 apart for every eye"
    )
    func redBlueFigures() throws {
        let (negative, positive) = (ScaleInputs.color("#d1242f"), ScaleInputs.color("#0969da"))
        for mode in [ScaleInputs.white, ScaleInputs.nearBlack] {
            for count in [5, 7, 9] {
                let proof = try DivergingScale.generate(
                    from: negative, to: positive, form: .classed(count), on: mode
                )
                .proof
                #expect(proof.leastAdjacentDistance >= 0.06, "\(count) on \(mode.name)")
                #expect(proof.stepRatio <= 1.12, "\(count) on \(mode.name)")
                #expect(proof.wingAsymmetry <= 0.005)
            }
        }
    }

    @Test(
        "Counts outside 3…9, ends of one hue, identical ends, a colorful midpoint are refused with a reason")
    func refusals() throws {
        let (negative, positive) = (ScaleInputs.color("#d1242f"), ScaleInputs.color("#0969da"))
        for count in [2, 10] {
            #expect(throws: ColorKitError.self) {
                try DivergingScale.generate(
                    from: negative, to: positive, form: .classed(count), on: ScaleInputs.white)
            }
        }
        for other in [negative, ScaleInputs.color("#8c1a22"), ScaleInputs.color("#808080")] {
            do {
                _ = try DivergingScale.generate(
                    from: negative, to: other, form: .classed(5), on: ScaleInputs.white)
                Issue.record("\(negative.hex)–\(other.hex) accepted")
            } catch {
                #expect(error.description.contains("two hues"), "\(error)")
            }
        }
        do {
            _ = try DivergingScale.generate(
                from: negative, to: positive, midpoint: ScaleInputs.color("#ffe08a"), form: .classed(7),
                on: ScaleInputs.white)
            Issue.record("a yellow midpoint was accepted")
        } catch {
            #expect(error.description.contains("midpoint is not neutral"), "\(error)")
        }
    }
}
