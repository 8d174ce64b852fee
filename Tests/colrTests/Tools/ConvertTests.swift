import Testing

@Suite("colr convert")
struct ConvertTests {
    @Test func convertsToOneNotation() throws {
        let result = try CommandRunner.run("convert", "hsb(60 50% 100%)", "--to", "hex")
        #expect(result.status == 0)
        #expect(result.stdout == "#FFFF80\n")
    }

    @Test func allNotationsAsJSON() throws {
        let result = try CommandRunner.run("convert", "rebeccapurple", "--json")
        #expect(result.status == 0)
        let fields = try CommandRunner.json(result)
        #expect(fields["hex"] as? String == "#663399")
        #expect(fields["rgb"] as? String == "rgb(102 51 153)")
        #expect(fields["hsl"] as? String == "hsl(270 50% 40%)")
        #expect((fields["oklch"] as? String)?.hasPrefix("oklch(0.44") == true)
        #expect(fields.count == 10)
    }

    @Test func badColorsFailOnStderr() throws {
        let result = try CommandRunner.run("convert", "rgb(1 2)")
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("rgb() takes 3 components, found 2"))
        let unknownTarget = try CommandRunner.run("convert", "red", "--to", "cmyk")
        #expect(unknownTarget.status != 0 && unknownTarget.stderr.contains("cmyk"))
    }

    @Test func noSwatchesWhenNotATerminal() throws {
        let result = try CommandRunner.run("convert", "red", "--to", "hex")
        #expect(!result.stdout.contains("\u{1B}["))
    }
}
