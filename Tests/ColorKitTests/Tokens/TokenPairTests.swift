import Testing

import ColorKit

@Suite("A declared pair is a value")
struct TokenPairTests {
    @Test("A copy changed is a new pair; the original keeps every field")
    func copiesAreValues() {
        let original = TokenPair(
            text: "--fg", on: "--bg", minimum: 7, measure: .wcag, modes: ["dark"], canvas: ["--page"],
            fix: .on)
        var changed = original
        changed.text = "--fg-muted"
        changed.on = "--bg-inset"
        changed.minimum = 3
        changed.measure = .nonText
        changed.modes.append("light")
        changed.canvas = []
        changed.fix = .none
        #expect(original.text == "--fg" && original.on == "--bg" && original.minimum == 7)
        #expect(original.measure == .wcag && original.modes == ["dark"] && original.canvas == ["--page"])
        #expect(original.fix == .on)
        #expect(changed.text == "--fg-muted" && changed.on == "--bg-inset" && changed.minimum == 3)
        #expect(changed.measure == .nonText && changed.modes == ["dark", "light"] && changed.canvas.isEmpty)
        #expect(changed.fix == .none)
        #expect(changed != original)
    }

    @Test("Pairs made apart are equal, and hash alike, when every field is; one field apart, they differ")
    func equality() {
        let one = TokenPair(text: "--fg", on: "--bg", modes: ["light", "dark"])
        let two = TokenPair(text: "--fg", on: "--bg", minimum: 4.5, modes: ["light", "dark"])
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        #expect(Set([one, two]).count == 1)
        var apart = two
        apart.modes = ["dark", "light"]
        #expect(apart != one)
        var back = apart
        back.modes = ["light", "dark"]
        #expect(back == one)
        #expect(TokenPair(text: "--fg", on: "--bg", measure: .apca) != one)
        #expect(TokenPair(text: "--fg", on: "--bg", measure: .apca).minimum == 60)
    }
}
