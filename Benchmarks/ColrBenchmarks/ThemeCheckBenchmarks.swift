import ColorKit
import Foundation
import TokenFormats

/// `colr check` on a real design system: Primer's nine published themes (817 tokens each, CSS
/// custom properties) and its 486 declared pairs, read and checked end to end (every pair in
/// every mode it applies to, translucent colors composited on each canvas), against the same
/// work done by a coloraide script (Benchmarks/coloraide/theme_check.py) in the same run. The
/// user-visible path: a pull request's CI check, and the app's Check a Theme screen.
enum ThemeCheckBenchmarks {
    /// The fixture's folder, beside this package's tests.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/TokenFormatsTests/Fixtures/primer")
    /// Each theme's mode, as Primer names it, and its file.
    static let modes = [
        "light", "light_colorblind", "light_tritanopia", "light_high_contrast", "dark", "dark_dimmed",
        "dark_colorblind", "dark_tritanopia", "dark_high_contrast",
    ]

    static func run(_ harness: Harness) throws {
        print(
            "\nTheme check, Primer: 9 modes × 817 tokens, 486 pairs (each line: what, time/op, throughput, baseline, time/op, ratio)"
        )
        let files = try modes.map { mode in
            let name = mode.replacingOccurrences(of: "_", with: "-") + ".css"
            return TokenFile(
                path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let pairs = TokenFile(
            path: "pairs.json",
            bytes: Array(try Data(contentsOf: folder.appendingPathComponent("pairs.json"))))
        let check = harness.measure("read + check (Colr)") {
            blackHole(try? readAndCheck(files, pairs: pairs))
        }
        let report = try readAndCheck(files, pairs: pairs)
        // Where the time goes: reading the nine sheets, and measuring what was read.
        let read = harness.measure("read the 9 sheets") { blackHole(try? TokenReader.read(files)) }
        let tokens = try TokenReader.read(files)
        let promises = try PairsFile.read(pairs)
        let pairsRead = harness.measure("read the pairs file") { blackHole(try? PairsFile.read(pairs)) }
        let measure = harness.measure("check what was read") {
            blackHole(TokenChecker(tokens: tokens, promises: promises).report(modes: nil))
        }
        print(
            "of which: read the sheets \(Harness.format(read.secondsPerOperation)), the pairs "
                + "\(Harness.format(pairsRead.secondsPerOperation)), check \(Harness.format(measure.secondsPerOperation))"
        )
        let fixes = harness.measure("fix search, every failing token") {
            blackHole(try? TokenCheckRun.run(files, options: TokenCheckOptions(pairs: pairs)))
        }
        print(
            "Colr: \(report.checks.count) checks, \(report.failures.count) failing; "
                + "fix search and all: \(Harness.format(fixes.secondsPerOperation))")
        guard let peer = peer(files: files, cpuTime: harness.usesCPUTime) else { return }
        print("coloraide: \(peer.checks) checks, \(peer.failing) failing")
        guard peer.checks == report.checks.count, peer.failing == report.failures.count else {
            print("coloraide did different work (checks or verdicts differ): no ratio")
            return
        }
        Harness.report(
            check,
            against: Harness.Measurement(name: "read + check (coloraide)", secondsPerOperation: peer.seconds),
            goal: "< 20 ms and ≥ 20× the script")
    }

    /// What `colr check` does before its fixes: read the themes and the pairs, measure them all.
    static func readAndCheck(_ files: [TokenFile], pairs: TokenFile) throws -> TokenCheckReport {
        let tokens = try TokenReader.read(files)
        let promises = try PairsFile.read(pairs)
        return TokenChecker(tokens: tokens, promises: promises).report(modes: nil)
    }

    struct Peer: Decodable {
        let seconds: Double
        let checks: Int
        let failing: Int
    }

    /// The coloraide script's median time for the same work, or nil with a line saying why.
    static func peer(files: [TokenFile], cpuTime: Bool) -> Peer? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("coloraide/theme_check.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.currentDirectoryURL = folder
        process.arguments =
            ["python3", script.path, "5", cpuTime ? "cpu" : "wall", "pairs.json"]
            + zip(modes, files).map { "\($0)=\($1.path)" }
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("coloraide: could not run python3 (\(error)); skipped")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let peer = try? JSONDecoder().decode(Peer.self, from: data)
        else {
            print(
                "coloraide: python3 exited with \(process.terminationStatus) (pip install coloraide==8.13.1); skipped"
            )
            return nil
        }
        return peer
    }
}
