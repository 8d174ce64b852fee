import ColorKit
import ColrModels
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How commands print: plain lines, JSON for scripts, and color swatches on terminals that show them.
enum Output {
    /// True-color swatches only on an interactive terminal that has not asked for no color.
    static let showsSwatches: Bool = {
        let environment = ProcessInfo.processInfo.environment
        guard isatty(STDOUT_FILENO) == 1, environment["NO_COLOR"] == nil else { return false }
        return environment["TERM"].map { $0 != "dumb" } ?? false
    }()

    /// Two cells painted in the color, or nothing when swatches are off.
    static func swatch(_ color: RGBColor) -> String {
        guard showsSwatches else { return "" }
        let rgb = color.rgb8
        return "\u{1B}[48;2;\(rgb.red);\(rgb.green);\(rgb.blue)m  \u{1B}[0m "
    }

    /// Prints a value for `--json`, every command's the same way: indented, keys sorted, dates in
    /// ISO 8601 as the API sends them (``ColrJSON/prettyEncoder()``).
    static func json<Value: Encodable>(_ value: Value) throws {
        print(String(decoding: try ColrJSON.prettyEncoder().encode(value), as: UTF8.self))
    }

    /// A ratio or distance to a fixed number of decimals.
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
