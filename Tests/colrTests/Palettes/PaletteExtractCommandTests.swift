import Codecs
import ColorKit
import Foundation
import Testing

@Suite("colr palette extract")
struct PaletteExtractCommandTests {
    /// Writes a PNG of two bands, three quarters teal and a quarter coral, and returns its URL.
    static func picture() throws -> URL {
        var image = RGBAImage(width: 32, height: 32)
        for y in 0..<32 {
            for x in 0..<32 { image[x, y] = y < 24 ? (0x00, 0x80, 0x80, 255) : (0xFF, 0x7F, 0x50, 255) }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("colr-extract-\(UUID()).png")
        try Data(PNGEncoder.encode(image)).write(to: url)
        return url
    }

    @Test func printsTheColorsByShareWithTheirNames() async throws {
        let url = try Self.picture()
        defer { try? FileManager.default.removeItem(at: url) }
        let plain = try await CommandRunner.run("palette", "extract", url.path, "--count", "4")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout == "#008080   75.0%  teal\n#FF7F50   25.0%  coral\n")
        let json = try await CommandRunner.run("palette", "extract", url.path, "--json")
        let colors = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(colors.compactMap { $0["hex"] as? String } == ["#008080", "#FF7F50"])
        #expect(colors.compactMap { $0["share"] as? Double } == [0.75, 0.25])
        let gpl = try await CommandRunner.run(["palette", "extract", "-", "--format", "gpl"], input: url)
        #expect(gpl.status == 0 && gpl.stdout.hasPrefix("GIMP Palette"))
        #expect(gpl.stdout.contains("  0 128 128\tteal") || gpl.stdout.contains("0 128 128"))
    }

    @Test func refusesWhatItCannotRead() async throws {
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("colr-extract-\(UUID()).png")
        try Data("hello".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        let notPNG = try await CommandRunner.run("palette", "extract", text.path)
        #expect(notPNG.status != 0 && notPNG.stderr.contains("it is not a PNG file"))
        let missing = try await CommandRunner.run("palette", "extract", "/nonexistent/x.png")
        #expect(missing.status != 0 && missing.stderr.contains("cannot read /nonexistent/x.png"))
        let count = try await CommandRunner.run("palette", "extract", text.path, "--count", "40")
        #expect(count.status != 0 && count.stderr.contains("--count must be 1…16"))
        let binary = try await CommandRunner.run("palette", "extract", text.path, "--format", "ase")
        #expect(binary.status != 0 && binary.stderr.contains("is not text"))
    }
}
