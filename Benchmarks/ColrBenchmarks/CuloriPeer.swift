import Foundation

/// culori (Evercoder/culori), the JavaScript library people would pick to parse CSS colors, run
/// by node on the same notations as ColorKit's parser: `COLR_CULORI` names a culori checkout
/// (its `src/index.js` is imported as it is; none of its code is in this repository).
enum CuloriPeer {
    /// culori's throughputs, operations per second.
    struct Figures: Decodable {
        /// `converter('rgb')(text)`: parse and convert to sRGB, as ColorKit's `parse` does.
        let parseAndConvert: Double
        /// `parse(text)` alone, left in culori's own space.
        let parseOnly: Double
        /// Hex colors alone, parsed and converted.
        let hexOnly: Double
    }

    static let skipped = "culori: set COLR_CULORI to a culori checkout to compare; skipped"

    /// culori's figures, or nil (with a line saying why) when there is no checkout or no node;
    /// timed by CPU time when the Swift side is.
    static func measure(_ inputs: [String], hexes: [String], cpuTime: Bool) -> Figures? {
        guard let checkout = ProcessInfo.processInfo.environment["COLR_CULORI"], !checkout.isEmpty else {
            print(skipped)
            return nil
        }
        guard FileManager.default.fileExists(atPath: checkout + "/src/index.js") else {
            print("culori: \(checkout)/src/index.js not found; skipped")
            return nil
        }
        // The script sits beside this benchmark's sources.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("culori/parsing.mjs")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["node", script.path, checkout, cpuTime ? "cpu" : "wall", hexes.joined(separator: ",")] + inputs
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("culori: could not run node (\(error)); skipped")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let figures = try? JSONDecoder().decode(Figures.self, from: data)
        else {
            print("culori: node exited with \(process.terminationStatus); skipped")
            return nil
        }
        return figures
    }

    /// A culori figure in the harness's terms, so it reports like any baseline.
    static func measurement(_ name: String, operationsPerSecond: Double) -> Harness.Measurement {
        Harness.Measurement(name: name, secondsPerOperation: 1 / operationsPerSecond)
    }
}
