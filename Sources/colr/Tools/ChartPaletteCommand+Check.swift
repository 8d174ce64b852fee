import ArgumentParser
import ColorKit
import ColrModels
import Foundation
import PaletteFormats

extension ChartPaletteCommand {
    /// `--check FILE`: the palette file's colors checked as a chart's series in each mode of the
    /// theme they make (the first color the brand), and repaired; `--json` prints the
    /// ``ChartCheckBody``.
    func check(file path: String, modes: [ThemeMode]) throws {
        let url = URL(fileURLWithPath: path)
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw ValidationError("Cannot read \(path): \(error.localizedDescription)")
        }
        guard let format = PaletteImporter.format(of: bytes, named: url.lastPathComponent) else {
            throw ValidationError(
                "\(path) is not a palette file Colr reads (GIMP, ASE, CSS, Tailwind, design tokens, "
                    + "Android colors.xml, a zipped asset catalog).")
        }
        let document = try PaletteImporter.read(bytes, as: format)
        let colors = document.entries.map { RGBColor($0.color) }
        guard colors.count >= CategoricalPalette.countRange.lowerBound else {
            throw ValidationError("\(path) has \(colors.count) color; a chart's series need at least two.")
        }
        guard let source = Theme.Source(palette: colors) else {
            throw ValidationError("\(path) has no colors.")
        }
        let body = try ChartCheckBody.check(colors, theme: Theme(source: source), modes: modes)
        if json { return try Output.json(body) }
        Self.print(body, name: document.displayName)
    }

    /// What the colors reached as given, then each mode's repaired colors and what they reach.
    static func print(_ body: ChartCheckBody, name: String) {
        let swatches = body.given.map { hex in (ColorHex(hex).map { Output.swatch($0.color) } ?? "") + hex }
        Swift.print("\(name): \(swatches.joined(separator: " "))")
        Swift.print(
            body.before.met
                ? "As given, every requirement is met."
                : "As given, not met: " + body.before.shortfalls.joined(separator: "; "))
        Swift.print("Repaired (each color moved only as far as its mode needs, its hue kept):")
        for name in body.after.order {
            guard let moved = body.moved[name], let mode = body.after.modes[name] else { continue }
            let changes = zip(zip(body.given, mode.colors), moved).enumerated().compactMap { index, pair in
                pair.1 > 0
                    ? "\(index + 1): \(pair.0.0) → \(pair.0.1) (ΔEOK \(Output.number(pair.1, digits: 3)))"
                    : nil
            }
            Swift.print("  \(name): " + (changes.isEmpty ? "kept as given" : changes.joined(separator: ", ")))
        }
        Swift.print(
            body.after.proof.met
                ? "Repaired, every requirement is met."
                : "Repaired, still not met: " + body.after.proof.shortfalls.joined(separator: "; "))
    }
}
