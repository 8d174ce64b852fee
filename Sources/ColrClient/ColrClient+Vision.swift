import ColorKit
import ColrModels
import Foundation

extension ColrClient {
    /// `color` as someone with `deficiency` sees it, at `severity` from 0 to 1. Not in legacy mode.
    public func simulate(_ color: String, _ deficiency: ColorVisionDeficiency, severity: Double = 1)
        async throws(Error) -> SimulatedColor
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("simulating color vision") }
        guard (0...1).contains(severity) else { throw .invalid("severity must be from 0 to 1") }
        return try await call(
            .v1(
                .get, "colors", try Self.nonEmpty(color, "a color"), "simulate",
                query: [("deficiency", deficiency.rawValue), ("severity", String(severity))]),
            as: SimulatedColor.self)
    }
}

extension ColrClient {
    /// A palette's check: every text/background pair's contrast against `target` (`aa`, `aaa`,
    /// `apca60`, …), the nearest passing color for each pair that fails, and the pairs a
    /// color-vision deficiency runs together. Private palettes need their `editToken`.
    public func auditScheme(id: Int, target: String = "aa", editToken: String? = nil) async throws(Error)
        -> SchemeAuditBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("auditing a scheme") }
        return try await call(
            .v1(.get, "schemes", String(id), "audit", query: [("target", target)]).authorized(by: editToken),
            as: SchemeAuditBody.self)
    }

    /// The same check for `colors` that are not a stored palette (hex or any notation ColorKit
    /// reads, 1 to 64 of them): nothing is stored and no token is needed.
    public func auditColors(_ colors: [String], target: String = "aa") async throws(Error) -> SchemeAuditBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("auditing colors") }
        guard !colors.isEmpty else { throw .invalid("give at least one color to audit") }
        return try await call(
            .v1(
                .post, "schemes", "audit", query: [("target", target)],
                json: try Self.json(PaletteAuditRequest(colors: colors))),
            as: SchemeAuditBody.self)
    }
}

extension ColrClient {
    /// The tonal scale (50…950) of `color` in any notation: evenly spaced in lightness, the color
    /// itself one step (`pinned`), each step saying which of black and white text meets
    /// `target` (`aa`, `aaa`, `apca60`, …).
    public func scale(_ color: String, target: String = "aa") async throws(Error) -> ColorScaleBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("making a tonal scale") }
        return try await call(
            .v1(.get, "colors", color, "scale", query: [("target", target)]), as: ColorScaleBody.self)
    }
}

extension ColrClient {
    /// `color`'s harmonies (its hue rotated in OKLCH, and its monochrome steps): every mode, or
    /// only `mode`.
    public func harmonies(_ color: String, mode: ColorScheme.Mode? = nil) async throws(Error)
        -> ColorHarmoniesBody
    {
        guard self.mode == .v1 else { throw .unsupportedInLegacyMode("finding a color's harmonies") }
        return try await call(
            .v1(.get, "colors", color, "harmonies", query: mode.map { [("mode", $0.rawValue)] } ?? []),
            as: ColorHarmoniesBody.self)
    }

    /// The dominant colors of a PNG image, most common first: `count` (1…16) clusters in OKLab,
    /// placed from `seed` (the same seed gives the same colors).
    public func imageColors(png: Data, count: Int = 5, seed: UInt64 = 0) async throws(Error)
        -> ExtractedPaletteBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("finding an image's colors") }
        return try await call(
            Endpoint(
                .post, ["api", "v1", "images", "colors"],
                query: [("count", String(count)), ("seed", String(seed))],
                body: png, contentType: "image/png"),
            as: ExtractedPaletteBody.self)
    }
}
