import ColorKit
import Foundation
import Testing

@Suite("colr simulate")
struct SimulateTests {
    @Test func oneDeficiencyAsJSONMatchesColorKit() async throws {
        let result = try await CommandRunner.run("simulate", "red", "--deficiency", "deutan", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try CommandRunner.json(result)
        let expected = ColorVisionSimulation.displayable(RGBColor(red: 1, green: 0, blue: 0), .deutan).hex
        #expect(json["simulated"] as? String == expected && json["name"] as? String == "Deuteranopia")
        let partial = try CommandRunner.json(
            try await CommandRunner.run(
                "simulate", "#ff0000", "--deficiency", "protan", "--severity", "0.5", "--json"))
        #expect(partial["name"] as? String == "Protanomaly")
    }

    @Test func allFourByDefaultAndBadInputRefused() async throws {
        let result = try await CommandRunner.run("simulate", "oklch(70% 0.15 200)")
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["Protanopia", "Deuteranopia", "Tritanopia", "Achromatopsia"] {
            #expect(result.stdout.contains(name), "\(name)")
        }
        let severe = try await CommandRunner.run("simulate", "red", "--severity", "2")
        #expect(severe.status != 0 && severe.stderr.contains("--severity must be a number from 0 to 1"))
        let unknown = try await CommandRunner.run("simulate", "red", "--deficiency", "colorblind")
        #expect(unknown.status != 0 && unknown.stderr.contains("colorblind"))
    }
}
