/// `swift run -c release ColrBenchmarks [--quick] [--palettes | --parsing]`: prints every
/// benchmark as a ratio to a baseline measured in the same run; `--palettes` runs only the
/// palette exports, `--parsing` only the color parser.
@main
struct ColrBenchmarks {
    static func main() throws {
        let quick = CommandLine.arguments.contains("--quick")
        let harness = Harness(rounds: quick ? 3 : 7, roundDuration: .milliseconds(quick ? 50 : 250))
        #if DEBUG
            print("warning: a debug build; run with `swift run -c release ColrBenchmarks` for real figures")
        #endif
        if CommandLine.arguments.contains("--parsing") { return try ParsingBenchmarks.run(harness) }
        if !CommandLine.arguments.contains("--palettes") {
            try ColorKitBenchmarks.run(harness)
            try ParsingBenchmarks.run(harness)
        }
        try PaletteBenchmarks.run(harness)
    }
}
