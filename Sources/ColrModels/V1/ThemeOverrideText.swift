import ColorKit
import Foundation

/// A role chosen by hand, as people write it in a query or on the command line:
/// `light.background:#f4f4f4` (mode, role, hex).
public struct ThemeOverrideText: Codable, Hashable, Sendable {
    /// The mode.
    public var mode: String
    /// The role.
    public var role: String
    /// `#rrggbb`.
    public var hex: String

    /// The wire form of an override.
    public init(_ override: Theme.Override) {
        mode = override.mode.rawValue
        role = override.role.rawValue
        hex = "#" + ColorHex(override.color.rgb8).value
    }

    /// The override as ColorKit takes it.
    public var override: Theme.Override? {
        guard let mode = ThemeMode(rawValue: mode), let role = ThemeRole(rawValue: role),
            let color = ColorHex(hex)?.color
        else { return nil }
        return Theme.Override(mode: mode, role: role, color: color)
    }

    /// Reads a comma-separated list of `mode.role:hex` entries (`light.tint:#0055aa,dark.tint:#66aaff`).
    public static func parseList(_ text: String) throws(ColrError) -> [Theme.Override] {
        var overrides: [Theme.Override] = []
        for entry in text.split(separator: ",") {
            overrides.append(try parse(entry.trimmingCharacters(in: .whitespaces)))
        }
        return overrides
    }

    /// Reads one `mode.role:hex` entry.
    public static func parse(_ text: String) throws(ColrError) -> Theme.Override {
        let modes = ThemeMode.allCases.map(\.rawValue).joined(separator: ", ")
        let roles = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let path = parts.first?.split(separator: ".").map(String.init) ?? []
        guard parts.count == 2, path.count == 2 else {
            throw .invalidRequest(
                reason:
                    "\"\(ColrError.excerpt(text))\" is not an override; write mode.role:hex, as light.background:#f4f4f4"
            )
        }
        guard let mode = ThemeMode(rawValue: path[0]) else {
            throw .invalidRequest(
                reason: "\"\(ColrError.excerpt(path[0]))\" is not a theme mode; use one of \(modes)")
        }
        guard let role = ThemeRole(rawValue: path[1]) else {
            throw .invalidRequest(
                reason: "\"\(ColrError.excerpt(path[1]))\" is not a theme role; use one of \(roles)")
        }
        guard let hex = ColorHex(parts[1]) else {
            throw .invalidColor(input: parts[1], reason: "an override is a hex color, as #f4f4f4")
        }
        return Theme.Override(mode: mode, role: role, color: hex.color)
    }
}
