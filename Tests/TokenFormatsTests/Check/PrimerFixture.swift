import Foundation
import TokenFormats

/// GitHub Primer's nine published theme style sheets and the pairs GitHub checks, as kept in
/// Fixtures/primer (MIT; see its README).
enum PrimerFixture {
    static let themes = [
        "light", "light-high-contrast", "light-colorblind", "light-tritanopia", "dark", "dark-dimmed",
        "dark-high-contrast", "dark-colorblind", "dark-tritanopia",
    ]

    static func file(_ name: String) throws -> TokenFile {
        guard
            let url = Bundle.module.url(
                forResource: name, withExtension: nil, subdirectory: "Fixtures/primer")
        else { throw FixtureMissing(name: name) }
        return TokenFile(path: "primer/" + name, bytes: Array(try Data(contentsOf: url)))
    }

    static func sheets() throws -> [TokenFile] { try themes.map { try file($0 + ".css") } }
    static func pairs() throws -> TokenFile { try file("pairs.json") }

    struct FixtureMissing: Error, CustomStringConvertible {
        let name: String
        var description: String { "Fixtures/primer/\(name) is missing from the test bundle" }
    }
}
