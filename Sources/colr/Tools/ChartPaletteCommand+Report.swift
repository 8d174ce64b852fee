import ColorKit
import ColrModels

extension ChartPaletteCommand {
    /// The colors per mode with swatches, then what they reach; `--json` prints `body` itself.
    static func print(_ body: ChartPaletteBody) {
        for name in body.order {
            guard let mode = body.modes[name], let figures = body.proof.modes[name] else { continue }
            let swatches = mode.colors.map { hex in
                (ColorHex(hex).map { Output.swatch($0.color) } ?? "") + hex
            }
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
            body.proof.met
                ? "Every requirement is met." : "Not met: " + body.proof.shortfalls.joined(separator: "; "))
    }
}
