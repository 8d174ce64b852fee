import ColorKit
import ColrModels
import Foundation

extension ColrClient {
    /// The app theme of `brand` (hex or any notation ColorKit reads): every role in light, dark
    /// and both high-contrast modes, every promised pair measured at `target` (`aa`, `aaa` or
    /// `apca`), with `overrides` kept exactly and checked.
    public func theme(_ brand: String, target: String = "aa", overrides: [Theme.Override] = [])
        async throws(Error) -> ThemeBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("making a theme") }
        let query =
            [("brand", try Self.nonEmpty(brand, "a brand color")), ("target", target)] + Self.query(overrides)
        return try await call(.v1(.get, "themes", query: query), as: ThemeBody.self)
    }

    /// The theme a stored palette suggests (its first color the brand). Private palettes need
    /// their `editToken`.
    public func theme(
        scheme id: Int, target: String = "aa", overrides: [Theme.Override] = [], editToken: String? = nil
    )
        async throws(Error) -> ThemeBody
    {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("making a theme") }
        return try await call(
            .v1(.get, "schemes", String(id), "theme", query: [("target", target)] + Self.query(overrides))
                .authorized(by: editToken),
            as: ThemeBody.self)
    }

    /// The theme of `brand` as a file in `format` (an asset catalog zip, CSS, Tailwind, design
    /// tokens, Android resources zip, SwiftUI, JSON), named after `name`: the file's bytes, as
    /// `colr theme --format` writes them.
    public func exportTheme(
        _ brand: String, as format: ThemeFormat, target: String = "aa", overrides: [Theme.Override] = [],
        name: String = "Colr"
    ) async throws(Error) -> Data {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("exporting a theme") }
        let query =
            [
                ("brand", try Self.nonEmpty(brand, "a brand color")), ("target", target),
                ("format", format.rawValue), ("name", name),
            ] + Self.query(overrides)
        return try await send(.v1(.get, "themes", "export", query: query)).0.body
    }

    /// The theme a stored palette suggests, as a file in `format` named after the palette; its
    /// saved settings apply unless `target` or `overrides` are given. Private palettes need
    /// their `editToken`.
    public func exportTheme(
        scheme id: Int, as format: ThemeFormat, target: String? = nil, overrides: [Theme.Override] = [],
        editToken: String? = nil
    ) async throws(Error) -> Data {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("exporting a theme") }
        let query =
            [("format", format.rawValue)] + (target.map { [("target", $0)] } ?? []) + Self.query(overrides)
        return try await send(
            .v1(.get, "schemes", String(id), "theme", "export", query: query).authorized(by: editToken)
        ).0.body
    }

    private static func query(_ overrides: [Theme.Override]) -> [(String, String)] {
        guard !overrides.isEmpty else { return [] }
        let list = overrides.map(ThemeOverrideText.init).map { "\($0.mode).\($0.role):\($0.hex)" }
        return [("override", list.joined(separator: ","))]
    }
}

extension ColrClient {
    /// Checks a theme a team already has: its `files` (CSS, Tailwind, design tokens, an asset
    /// catalog, Android resources, Material or Colr JSON) against its pairs, every pair in every
    /// mode, with the smallest fix for each failure (and the rewritten files when `fix` is set).
    /// Nothing is stored.
    public func checkTheme(_ request: ThemeCheckRequest) async throws(Error) -> ThemeCheckBody {
        guard mode == .v1 else { throw .unsupportedInLegacyMode("checking a theme") }
        guard !request.files.isEmpty else { throw .invalid("give at least one file of the theme") }
        return try await call(
            .v1(.post, "themes", "check", json: try Self.json(request)), as: ThemeCheckBody.self)
    }
}
