import Foundation
import Testing

@Suite("colr chart")
struct ChartTests {
    @Test func writesAPNGOfTheRequestedSize() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("colr-chart-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CommandRunner.run(
            "chart", "--brightness", "80", "--size", "360x200", "-o", file.path, "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR's width and height, big-endian, right after the chunk length and type.
        try #require(bytes.count >= 24)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 360 && height == 200)
        #expect(try CommandRunner.json(result)["bytes"] as? Int == bytes.count)
    }

    @Test func rejectsBadSizesAndBrightness() async throws {
        for size in ["0x10", "10", "axb", "5000x10", "-1x5"] {
            let result = try await CommandRunner.run("chart", "--size=\(size)", "-o", "/dev/null")
            #expect(result.status != 0, "\(size)")
            #expect(result.stderr.contains("--size must be WIDTHxHEIGHT"), "\(size)")
        }
        let dim = try await CommandRunner.run("chart", "--brightness", "101", "-o", "/dev/null")
        #expect(dim.status != 0 && dim.stderr.contains("--brightness must be between 0 and 100"))
    }

    @Test func unwritableOutputIsAnError() async throws {
        let result = try await CommandRunner.run("chart", "-o", "/nonexistent-dir/chart.png")
        #expect(result.status != 0 && !result.stderr.isEmpty)
    }
}
