import ColorKit
import Foundation

/// What makes a saved palette a theme: the target the theme was made for and the roles chosen by
/// hand. The palette's colors are the theme's source (its first color the brand), so a theme is
/// kept as a palette is: owned, shareable by link, with history.
public struct SchemeTheme: Codable, Hashable, Sendable {
    /// `aa`, `aaa` or `apca`.
    public var target: String
    /// The roles chosen by hand, as `mode`, `role` and `#rrggbb`.
    public var overrides: [ThemeOverrideText]

    /// Settings for a theme made at `target` with `overrides`.
    public init(target: ThemeTarget, overrides: [Theme.Override] = []) {
        self.target = target.rawValue
        self.overrides = overrides.map(ThemeOverrideText.init)
    }

    /// The target as ColorKit takes it (AA for anything unreadable).
    public var themeTarget: ThemeTarget { ThemeTarget(rawValue: target) ?? .aa }

    /// The overrides as ColorKit takes them, dropping any that do not read.
    public var themeOverrides: [Theme.Override] { overrides.compactMap(\.override) }

    /// The theme these settings make of a palette's `colors`; nil for no colors.
    public func theme(of colors: [ColorHex]) -> Theme? {
        Theme.Source(palette: colors.map(\.color)).map {
            Theme(source: $0, target: themeTarget, overrides: themeOverrides)
        }
    }

    /// The theme a palette of `colors` makes with `saved` settings, or as made (AA, nothing
    /// overridden) when it has none; nil for no colors. What the palette's chart colors suit.
    public static func theme(of colors: [ColorHex], saved: SchemeTheme?) -> Theme? {
        (saved ?? SchemeTheme(target: .aa)).theme(of: colors)
    }

    /// Checks settings from a request: a known target, at most one override per role and mode,
    /// each naming a real mode and role and a hex color.
    public func validated() throws(ColrError) -> SchemeTheme {
        guard ThemeTarget(rawValue: target) != nil else {
            throw .invalidRequest(
                reason: "\"\(ColrError.excerpt(target))\" is not a theme target; use aa, aaa or apca")
        }
        var seen = Set<String>()
        var clean: [Theme.Override] = []
        for entry in overrides {
            let override = try ThemeOverrideText.parse("\(entry.mode).\(entry.role):\(entry.hex)")
            guard seen.insert("\(entry.mode).\(entry.role)").inserted else {
                throw .invalidRequest(reason: "\(entry.mode).\(entry.role) is overridden twice")
            }
            clean.append(override)
        }
        return SchemeTheme(target: themeTarget, overrides: clean)
    }

    /// The settings as the store keeps them: compact JSON, keys sorted.
    public var json: String {
        (try? ColrJSON.encoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Settings the store kept; nil for none or for text that is not settings.
    public init?(json: String?) {
        guard let json, let value = try? ColrJSON.decoder().decode(SchemeTheme.self, from: Data(json.utf8))
        else {
            return nil
        }
        self = value
    }
}
