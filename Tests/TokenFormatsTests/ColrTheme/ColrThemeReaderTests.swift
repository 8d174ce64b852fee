import ColorKit
import Testing

@testable import TokenFormats

@Suite("Reading Colr's theme JSON")
struct ColrThemeReaderTests {
    let body = TokenFile(
        path: "theme.json",
        text: """
            {"brand": "#3366cc", "target": "apca",
             "modes": {"light": {"background": "#ffffff", "label": "#111111"},
                       "dark": {"background": "#000000", "label": "#eeeeee"}},
             "pairs": [{"mode": "light", "text": "label", "on": "background", "minimum": 75, "ratio": 100, "passes": true},
                       {"mode": "dark", "text": "label", "on": "background", "minimum": 75, "ratio": 100, "passes": true},
                       {"mode": "dark", "text": "label", "on": "background", "minimum": 60, "ratio": 100, "passes": true}]}
            """)

    @Test("Modes and roles as the JSON spells them; measured pairs as promises")
    func read() throws {
        let set = try TokenReader.read([body])
        #expect(set.modes == ["light", "dark"])
        #expect(set.names == ["background", "label"])
        let promises = try TokenReader.promises([body])
        #expect(
            promises.pairs == [
                TokenPair(text: "label", on: "background", minimum: 75, measure: .apca),
                TokenPair(text: "label", on: "background", minimum: 60, measure: .apca, modes: ["dark"]),
            ])
        #expect(promises.background == "background")
    }
}
