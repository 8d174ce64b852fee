import Testing

@testable import PaletteFormats

/// The one writer of Tailwind v4 theme variables: modes to variants, nesting, order.
@Suite("Tailwind theme variables")
struct TailwindThemeTests {
    @Test func colrsModesAreTailwindsVariantsAndOthersKeepTheirNames() {
        #expect(TailwindTheme.path(forMode: "light") == [])
        #expect(TailwindTheme.path(forMode: "dark") == ["dark"])
        #expect(TailwindTheme.path(forMode: "lightHighContrast") == ["contrast-more"])
        #expect(TailwindTheme.path(forMode: "darkHighContrast") == ["contrast-more", "dark"])
        #expect(TailwindTheme.path(forMode: "Dark Dimmed") == ["dark-dimmed"])
    }

    @Test func variantsSharingAFirstNameNestInOneBlockTheirOwnLinesFirst() {
        let css = TailwindTheme(
            title: "Acme */ test", base: ["--color-a: #000000;"],
            variants: [
                .init(path: ["contrast-more", "dark"], declarations: ["--color-a: #333333;"]),
                .init(path: ["dark"], declarations: ["--color-a: #111111;"]),
                .init(path: ["contrast-more"], declarations: ["--color-a: #222222;"]),
            ]
        ).css
        #expect(
            css == """
                /* Acme * / test */
                @theme {
                  --color-a: #000000;
                }

                @layer theme {
                  :root {
                    @variant contrast-more {
                      --color-a: #222222;
                      @variant dark {
                        --color-a: #333333;
                      }
                    }
                    @variant dark {
                      --color-a: #111111;
                    }
                  }
                }

                """)
        // One mode alone is a bare @theme.
        #expect(TailwindTheme(title: "One", base: ["--color-a: #000000;"], variants: []).css.hasSuffix("}\n"))
        #expect(!TailwindTheme(title: "One", base: [], variants: []).css.contains("@layer"))
    }
}
