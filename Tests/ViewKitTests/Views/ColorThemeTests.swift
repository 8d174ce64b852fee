import TestSupport
import Testing

@testable import ViewKit

@Suite("Color themes", .offPool)
struct ColorThemeTests {
    @Test func theStylesheetSetsEachGivenRoleInEachAppearanceAndNothingElse() throws {
        let theme = ColorTheme([
            .tint: .init(
                light: Color(red: 0, green: 0.4, blue: 0.8), dark: Color(red: 0.4, green: 0.6, blue: 1),
                lightHighContrast: Color(red: 0, green: 0.2, blue: 0.6)),
            .text: .init(light: Color(.text), dark: .white),
        ])
        let css = theme.stylesheet
        let blocks = css.components(separatedBy: "@media")
        try #require(blocks.count == 4)
        #expect(blocks[0] == ":root {\n  --vk-tint: rgb(0 102 204);\n  --vk-text: rgb(0 0 0);\n}\n")
        #expect(
            blocks[1].hasPrefix(" (prefers-color-scheme: dark)")
                && blocks[1].contains("--vk-tint: rgb(102 153 255);"))
        #expect(
            blocks[2].hasPrefix(" (prefers-contrast: more)")
                && blocks[2].contains("--vk-tint: rgb(0 51 153);"))
        // Without a high-contrast color, the standard one serves.
        #expect(blocks[3].hasPrefix(" (prefers-contrast: more) and (prefers-color-scheme: dark)"))
        #expect(
            blocks[3].contains("--vk-tint: rgb(102 153 255);")
                && blocks[3].contains("--vk-text: rgb(255 255 255);"))
        // A semantic color given as a value is written as its components, never as its own variable.
        #expect(!css.contains("var(--vk-"))
        #expect(!css.contains("--vk-surface"))
    }

    @Test func everyRoleIsAVariableOfTheStylesheet() {
        for role in SemanticColor.allCases {
            #expect(Page.stylesheet.contains("--vk-\(role.rawValue):"), "\(role)")
            #expect(Color(role).css == "var(--vk-\(role.rawValue))")
        }
    }

    @Test func anOverrideColorsOneViewAndWhatItHoldsInAnAppearanceOfItsOwn() throws {
        let theme = ColorTheme([
            .tint: .init(
                light: Color(red: 0, green: 0.4, blue: 0.8), dark: Color(red: 0.4, green: 0.6, blue: 1)),
            .surface: .init(light: .white, dark: Color(white: 0.1)),
        ])
        let preview = View()
        let label = Label("Edit")
        label.textColor = .tint
        preview.addSubview(label)
        preview.backgroundColor = .systemBackground
        #expect(preview.node()[attribute: "style"]?.contains("--vk-tint:") != true)

        preview.colorThemeOverride = ColorTheme.Override(theme, appearance: .dark)
        let style = try #require(preview.node()[attribute: "style"])
        // The variables come first, so the view's own background resolves against them.
        #expect(
            style.hasPrefix(
                "color-scheme:dark;--vk-tint:rgb(102 153 255);--vk-surface:rgb(26 26 26);"), "\(style)")
        #expect(style.contains("background-color:var(--vk-surface);"))
        // What the view holds keeps using the roles, which now resolve to the override's.
        #expect(label.node()[attribute: "style"]?.contains("color:var(--vk-tint);") == true)
        // Roles the theme leaves out are not declared (the page's own apply).
        #expect(!style.contains("--vk-text"))
        preview.colorThemeOverride = ColorTheme.Override(theme, appearance: .lightHighContrast)
        #expect(
            preview.node()[attribute: "style"]?.hasPrefix("color-scheme:light;--vk-tint:rgb(0 102 204);")
                == true)
    }
}
