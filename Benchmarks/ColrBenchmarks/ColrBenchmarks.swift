/// `swift run -c release ColrBenchmarks [--quick] [--cpu-time] [--colorkit | --palettes | --parsing |
/// --themes | --charts]`: prints every benchmark as a ratio to a baseline measured in the same run;
/// `--colorkit`, `--palettes`, `--parsing`, `--themes` and `--charts` run only that section. `--cpu-time` times the thread's CPU time
/// instead of the wall clock, for a loaded machine, where the wall clock also counts the time
/// other processes hold the cores.
@main
struct ColrBenchmarks {
    static func main() throws {
        let quick = CommandLine.arguments.contains("--quick")
        let harness = Harness(
            rounds: quick ? 3 : 7, roundDuration: .milliseconds(quick ? 50 : 250),
            usesCPUTime: CommandLine.arguments.contains("--cpu-time"))
        #if DEBUG
            print("warning: a debug build; run with `swift run -c release ColrBenchmarks` for real figures")
        #endif
        if CommandLine.arguments.contains("--parsing") { return try ParsingBenchmarks.run(harness) }
        if CommandLine.arguments.contains("--colorkit") { return try ColorKitBenchmarks.run(harness) }
        if CommandLine.arguments.contains("--themes") { return try ThemeCheckBenchmarks.run(harness) }
        if CommandLine.arguments.contains("--charts") { return try ChartPaletteBenchmarks.run(harness) }
        if !CommandLine.arguments.contains("--palettes") {
            try ColorKitBenchmarks.run(harness)
            try ParsingBenchmarks.run(harness)
        }
        try PaletteBenchmarks.run(harness)
        if !CommandLine.arguments.contains("--palettes") {
            try ThemeCheckBenchmarks.run(harness)
            try ChartPaletteBenchmarks.run(harness)
        }
    }
}
