import TestSupport
import Testing

@testable import TokenFormats

/// A check's work is bounded by what it is asked, not by what a hostile request can make of it.
/// Off the pool: each test reads an input past a limit, seconds of work in a debug build on one
/// core, which would starve every test waiting on a timer or a socket.
@Suite("Limits of one check", .offPool)
struct TokenCheckRunLimitTests {
    @Test("--infer on more tokens than it reads is refused with what to do instead")
    func inferenceLimit() throws {
        let names = (0...TokenCheckRun.inferenceLimit).map { "--fg-\($0): #777;" }.joined(separator: " ")
        let file = TokenFile(path: "big.css", text: ":root { --bg: #fff; \(names) }")
        #expect {
            try TokenCheckRun.run([file], options: TokenCheckOptions(infer: true))
        } throws: { error in
            (error as? TokenFormatError)?.description.contains("pairs file") == true
        }
    }

    @Test("More pair-and-mode checks than one run makes are refused before any is made")
    func checkLimit() throws {
        let pairs = (0...TokenCheckRun.checkLimit).map { #"{"text": "--fg\#($0 % 7)", "on": "--bg"}"# }
        let file = TokenFile(path: "t.css", text: ":root { --bg: #fff; --fg0: #777; }")
        let pairsFile = TokenFile(path: "p.json", text: #"{"pairs": ["# + pairs.joined(separator: ",") + "]}")
        #expect {
            try TokenCheckRun.run([file], options: TokenCheckOptions(pairs: pairsFile))
        } throws: { error in
            (error as? TokenFormatError)?.description.contains("checks one run makes") == true
        }
    }
}
