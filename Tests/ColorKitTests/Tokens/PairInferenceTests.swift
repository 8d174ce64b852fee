import ColorKit
import Testing

@Suite("Inferring pairs from token names")
struct PairInferenceTests {
    static func pairs(_ names: [String]) -> Set<[String]> {
        let tokens = TokenSet(
            modes: ["light"],
            tokens: names.map {
                TokenSet.Token(name: $0, values: ["light": TokenValue(color: CSSColor(RGBColor(white: 0)))])
            })
        return Set(PairInference.pairs(in: tokens).map { [$0.text, $0.on] })
    }

    @Test("Material's on-colors read on their own roles and on the surfaces that start with them")
    func material() {
        let found = Self.pairs([
            "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "surface", "onSurface",
            "surfaceContainerHigh", "inverseSurface", "inverseOnSurface",
        ])
        #expect(found.contains(["onPrimary", "primary"]))
        #expect(found.contains(["onPrimaryContainer", "primaryContainer"]))
        #expect(!found.contains(["onPrimary", "primaryContainer"]))
        #expect(found.contains(["onSurface", "surfaceContainerHigh"]))
        #expect(found.contains(["inverseOnSurface", "inverseSurface"]))
        #expect(!found.contains(["inverseOnSurface", "surface"]))
    }

    @Test("Foregrounds read on neutral backgrounds and on backgrounds of their own qualifier")
    func foregrounds() {
        let found = Self.pairs([
            "--fgColor-default", "--fgColor-muted", "--fgColor-danger", "--fgColor-disabled",
            "--fgColor-onEmphasis",
            "--bgColor-default", "--bgColor-muted", "--bgColor-danger-muted", "--bgColor-danger-emphasis",
            "--bgColor-success-muted",
        ])
        #expect(found.contains(["--fgColor-default", "--bgColor-default"]))
        #expect(found.contains(["--fgColor-muted", "--bgColor-muted"]))
        #expect(found.contains(["--fgColor-danger", "--bgColor-danger-muted"]))
        #expect(!found.contains(["--fgColor-danger", "--bgColor-success-muted"]))
        #expect(!found.contains(["--fgColor-default", "--bgColor-danger-emphasis"]))
        #expect(found.contains(["--fgColor-onEmphasis", "--bgColor-danger-emphasis"]))
        #expect(!found.contains { $0.first == "--fgColor-disabled" })
    }

    @Test("Colr's own roles pair as Colr's themes declare them")
    func colrRoles() {
        let found = Self.pairs(["--label", "--background", "--secondary-label", "--tint", "--on-tint"])
        #expect(found.contains(["--label", "--background"]))
        #expect(found.contains(["--on-tint", "--tint"]))
        #expect(found.contains(["--tint", "--background"]))
    }
}
