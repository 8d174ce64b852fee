import ColorKit
import Foundation
import Testing

@Suite("colr simulate")
struct SimulateTests {
    @Test func oneDeficiencyAsJSONMatchesColorKit() throws {
        let result = try CommandRunner.run("simulate", "red", "--deficiency", "deutan", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try CommandRunner.json(result)
        let expected = ColorVisionSimulation.displayable(RGBColor(red: 1, green: 0, blue: 0), .deutan).hex
        #expect(json["simulated"] as? String == expected && json["name"] as? String == "Deuteranopia")
        let partial = try CommandRunner.json(
            try CommandRunner.run(
                "simulate", "#ff0000", "--deficiency", "protan", "--severity", "0.5", "--json"))
        #expect(partial["name"] as? String == "Protanomaly")
    }

    @Test func allFourByDefaultAndBadInputRefused() throws {
        let result = try CommandRunner.run("simulate", "oklch(70% 0.15 200)")
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["Protanopia", "Deuteranopia", "Tritanopia", "Achromatopsia"] {
            #expect(result.stdout.contains(name), "\(name)")
        }
        let severe = try CommandRunner.run("simulate", "red", "--severity", "2")
        #expect(severe.status != 0 && severe.stderr.contains("--severity must be a number from 0 to 1"))
        let unknown = try CommandRunner.run("simulate", "red", "--deficiency", "colorblind")
        #expect(unknown.status != 0 && unknown.stderr.contains("colorblind"))
    }
}
