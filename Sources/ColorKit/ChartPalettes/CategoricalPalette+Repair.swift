/// A palette a team already uses, checked against the same proof as a generated one and repaired
/// as little as it can be.
public struct CategoricalRepair: Hashable, Sendable {
    /// The colors as given, in series order (the same in every mode: an imported palette has
    /// one list).
    public var given: [RGBColor]
    /// What the colors as given reach in every mode.
    public var before: CategoricalProof
    /// The repaired palette: each color, per mode, the nearest color of its own hue that meets
    /// what a series must alone (contrast on every background, chroma, the mode's lightness
    /// band); a color that already does is kept as it is.
    public var after: CategoricalPalette

    /// How far each color moved, per mode: `moved[m][i]` is the ΔEOK from series i as given to
    /// series i in mode m after the repair (0 where it was kept).
    public var moved: [[Double]] {
        after.colors.map { series in zip(given, series).map { ColorDifference.deltaEOK($0, $1) } }
    }
}

extension CategoricalPalette {
    /// Checks `colors` (a palette a team uses, in series order) in every mode and repairs it:
    /// each color is pinned, so it keeps its place and its hue and moves only as far as a mode
    /// needs (``generate(count:modes:pinned:requirements:hueSpacing:)``). What moving colors one
    /// at a time cannot mend (two colors too close to each other for some eye) stays in the
    /// repaired proof's shortfalls, for the person to choose which to change.
    ///
    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for fewer than two or more than
    /// twelve colors, and ``ColorKitError/unsatisfiable(reason:)`` as `generate` does.
    public static func repair(
        _ colors: [RGBColor], modes: [ChartMode], requirements: CategoricalRequirements = .standard
    ) throws(ColorKitError) -> CategoricalRepair {
        guard countRange.contains(colors.count) else {
            throw .outOfRange(
                what: "palette size", value: Double(colors.count),
                range: Double(countRange.lowerBound)...Double(countRange.upperBound))
        }
        let given = colors.map { RGBColor($0.clamped.rgb8) }
        let before = CategoricalProof(
            colors: Array(repeating: given, count: modes.count), modes: modes, requirements: requirements)
        let after = try generate(count: given.count, modes: modes, pinned: given, requirements: requirements)
        return CategoricalRepair(given: given, before: before, after: after)
    }
}
