import ColorKit
import Foundation
import TestSupport
import Testing

@testable import PaletteFormats

/// The Swift exports checked by the Swift compiler. There is no reader of our own for them: they
/// are code to paste into an app, not files anyone hands back to import, and a palette is
/// better re-imported from a format made for interchange. So the compiler is the reader: it
/// typechecks the files as they are, then builds and runs them and prints every value.
@Suite("Swift exports compiled and run by swiftc", .offPool)
struct SwiftSourceTests {
    var camelNames: [String] { ColorIdentifier.unique(sample.entryNames, style: .camel) }

    @Test("The Swift enum and the SwiftUI extension typecheck with swiftc as exported")
    func swiftTypechecks() async throws {
        let use = "let all: [UInt32] = AppColor.allCases.map(\\.hex)\nprint(all.count)\n"
        _ = try await External.run(
            ["swiftc", "-typecheck", "AppColor.swift", "Color.swift", "main.swift"],
            files: [
                "AppColor.swift": PaletteExporter.export(sample, as: .swift),
                "Color.swift": PaletteExporter.export(sample, as: .swiftUI), "main.swift": Array(use.utf8),
            ])
    }

    /// The SwiftUI extension's body without its platform guard. On Linux `canImport(SwiftUI)` is
    /// false, so compiling the file as exported checks none of its colors; compiled against a
    /// stand-in `Color` with SwiftUI's initializer, every color is built and can be printed.
    func swiftUIBody() throws -> String {
        let source = String(decoding: PaletteExporter.export(sample, as: .swiftUI), as: UTF8.self)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "#if canImport(SwiftUI)"))
        let end = try #require(lines.lastIndex(of: "#endif"))
        try #require(start + 2 <= end)
        #expect(lines[start + 1] == "    import SwiftUI")
        return lines[(start + 2)..<end].joined(separator: "\n") + "\n"
    }

    @Test("swiftc builds and runs both exports: every enum case's hex and every SwiftUI color")
    func everyValueCompiles() async throws {
        let stub = """
            /// SwiftUI's `Color` initializer, for Linux where SwiftUI does not exist.
            struct Color {
                enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
                let channels: [Double]
                init(_ space: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
                    precondition(space == .sRGB)
                    channels = [red, green, blue, opacity]
                }
            }

            """
        var main = "for color in AppColor.allCases { print(\"enum\", color, color.hex) }\n"
        for name in camelNames {
            main += "print(\"swiftui\", \"\(name)\", Color.\(name).channels)\n"
        }
        let output = try await External.run(
            ["sh", "-c", "swiftc -o check AppColor.swift Color.swift main.swift && ./check"],
            files: [
                "AppColor.swift": PaletteExporter.export(sample, as: .swift),
                "Color.swift": Array((stub + (try swiftUIBody())).utf8), "main.swift": Array(main.utf8),
            ])
        let lines = output.split(separator: "\n").map(String.init)

        // The enum: alphabetized cases, each with its entry's color as 0xRRGGBBAA.
        func packed(_ c: RGB8) -> UInt32 {
            UInt32(c.red) << 24 | UInt32(c.green) << 16 | UInt32(c.blue) << 8 | UInt32(c.alpha)
        }
        let expectedEnum = zip(camelNames, sample.entries).map { "enum \($0) \(packed($1.color))" }.sorted()
        #expect(lines.filter { $0.hasPrefix("enum ") } == expectedEnum)

        // The extension: in the palette's order, each channel back to its 8-bit value.
        let swiftUI = try lines.filter { $0.hasPrefix("swiftui ") }.map { line in
            let parts = line.split(separator: " ", maxSplits: 2)
            try #require(parts.count == 3)
            let channels = parts[2].dropFirst().dropLast().split(separator: ", ").map { text in
                Double(text).map { Int(($0 * 255).rounded()) }
            }
            return "\(parts[1]) \(channels)"
        }
        let expectedSwiftUI = zip(camelNames, sample.entries).map { name, entry in
            let c = entry.color
            return "\(name) \([c.red, c.green, c.blue, c.alpha].map { Optional(Int($0)) })"
        }
        #expect(swiftUI == expectedSwiftUI)
    }

    @Test("SwiftUI channels written as decimals come back to the same 8-bit value, all 256 of them")
    func unitRoundTrips() {
        for channel in 0...255 {
            let text = SwiftSource.unit(UInt8(channel))
            #expect(Double(text).map { Int(($0 * 255).rounded()) } == channel, "\(channel) → \(text)")
        }
    }
}
