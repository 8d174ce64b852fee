/// `swift run -c release ColrBenchmarks [--quick]`: prints every benchmark as a ratio to a
/// baseline measured in the same run.
@main
struct ColrBenchmarks {
    static func main() throws {
        let quick = CommandLine.arguments.contains("--quick")
        let harness = Harness(rounds: quick ? 3 : 7, roundDuration: .milliseconds(quick ? 50 : 250))
        #if DEBUG
            print("warning: a debug build; run with `swift run -c release ColrBenchmarks` for real figures")
        #endif
        try ColorKitBenchmarks.run(harness)
    }
}
