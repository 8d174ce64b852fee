import ColorKit
import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import PaletteFormats
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The Theme screen, from a color and from a palette: modes, visions, targets, overrides, export.
@Suite("Theme screen", .offPool)
struct ThemeScreenTests {
    let store = MemoryColorStore([("ffcc00", ["yellow"])])

    func open(_ path: String = "/search/color-ffcc00") async throws -> ScreenTester {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())), path: path)
        try await app.tap("Theme")
        return app
    }

    func previews(_ app: ScreenTester) async -> [String] {
        await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }.filter {
            $0.hasSuffix(" preview")
        }
    }

    @Test func aColorsThemeSaysWhatItDidAndEveryPairPasses() async throws {
        let app = try await open()
        #expect(await app.path == "/search/color-ffcc00/theme")
        let texts = await app.visibleTexts()
        #expect(texts.contains("31 of 31 pairs pass in light"))
        #expect(texts.contains { $0.hasPrefix("The brand does not reach its contrast as a tint") })
        #expect(
            texts.contains { $0.hasPrefix("Pass · Label on background: ") && $0.hasSuffix(", needs 7:1") })
        #expect(!texts.contains { $0.hasPrefix("Fail ·") })
        // A phone shows one mode at a time; the mode row switches it.
        #expect(await previews(app) == ["Light preview"])
        try await app.tap("Dark, high contrast")
        #expect(await previews(app) == ["Dark, high contrast preview"])
        #expect(await app.visibleTexts().contains("31 of 31 pairs pass in dark, high contrast"))
        // A wide window shows all four side by side.
        await app.send(Event(.traits, target: "vk-window", value: "regular"))
        #expect(
            await previews(app) == [
                "Light preview", "Dark preview", "Light, high contrast preview",
                "Dark, high contrast preview",
            ])
    }

    @Test func theRolesOfTheChosenModeAreListedAndTheBrandIsTheContainer() async throws {
        let app = try await open()
        let texts = await app.visibleTexts()
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0xffcc00)))
        let tint = "#" + ColorHex(theme.color(.tint, in: .light).rgb8).value.uppercased()
        #expect(texts.contains("Tint  \(tint)") && texts.contains("Tint container  #FFCC00"))
    }

    @Test func anOverrideIsKeptAndTheBrokenPairsNamed() async throws {
        let app = try await open()
        try await app.tap("Override label")
        try await app.type("#cccccc", into: "#RRGGBB")
        try await app.pressReturn(in: "#RRGGBB")
        let texts = await app.visibleTexts()
        #expect(
            texts.contains { $0.hasPrefix("Label is #CCCCCC; now failing: label on background") }, "\(texts)")
        #expect(texts.contains("Fail · Label on background: 1.6:1, needs 7:1"), "\(texts)")
        #expect(texts.contains("Label  #CCCCCC · yours"))
        #expect(texts.contains { $0.hasSuffix("pairs pass in light") && !$0.hasPrefix("31 of") })
        // A typo is refused with a reason, and nothing changes.
        try await app.tap("Override separator")
        try await app.type("grey", into: "#RRGGBB")
        try await app.pressReturn(in: "#RRGGBB")
        #expect(await app.visibleTexts().contains("“grey” is not a hex color; write it as #F4F4F4."))
        try await app.tap("Reset Overrides")
        #expect(await app.visibleTexts().contains("31 of 31 pairs pass in light"))
    }

    @Test func targetsAndVisionsChangeWhatIsMeasuredAndSeen() async throws {
        let app = try await open()
        try await app.tap("APCA")
        #expect(await app.visibleTexts().contains { $0.hasPrefix("Pass · Label on background: Lc ") })
        // The preview's colors are a theme override: the chips inside use ViewKit's roles.
        func previewStyle() async -> String? {
            await app.screen().allNodes.first { $0[attribute: "aria-label"] == "Light preview" }?[
                attribute: "style"]
        }
        let send = await app.screen().allNodes.first { $0.text == "Send" }?[attribute: "style"]
        #expect(send?.contains("background-color:var(--vk-tint-fill);") == true, "\(send ?? "")")
        #expect(send?.contains("color:var(--vk-on-tint);") == true, "\(send ?? "")")
        let typical = try #require(await previewStyle())
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0xffcc00)), target: .apca)
        #expect(typical.contains("--vk-tint:\(AppColor.color(theme.color(.tint, in: .light)).css);"))
        try await app.tap("Deuteranopia")
        let seen = try #require(await previewStyle())
        #expect(typical != seen)
    }

    @Test func thePreviewIsAViewKitAppsScreenDrawnInert() async throws {
        let app = try await open()
        let preview = try #require(
            await app.screen().allNodes.first { $0[attribute: "aria-label"] == "Light preview" })
        let inside = preview.allNodes
        func has(_ found: (Node) -> Bool) -> Bool { inside.contains(where: found) }
        // A navigation controller's bar, a table's rows, a text field, buttons and an alert.
        #expect(has { $0[attribute: "class"] == "vk-navbar" })
        #expect(has { $0.tag == "h1" && $0.text == "Inbox" })
        #expect(
            has { $0.text == "Design review" } && has { $0[attribute: "class"]?.contains("vk-table") == true }
        )
        #expect(has { $0.tag == "input" && $0[attribute: "placeholder"] == "Search mail" })
        #expect(
            has { $0.tag == "button" && $0.text == "Send" }
                && has { $0.tag == "button" && $0.text == "Delete" })
        #expect(has { $0[attribute: "class"]?.contains("vk-alert") == true })
        // Both pictures are inert, so none of it takes focus or taps, and each reads as one image.
        let pictures = inside.filter { $0[attribute: "class"]?.contains("vk-snapshot") == true }
        #expect(pictures.count == 2)
        #expect(pictures.allSatisfy { $0[attribute: "inert"] == "" && $0[attribute: "role"] == "img" })
        #expect(pictures.allSatisfy { $0[attribute: "aria-label"]?.isEmpty == false })
        // A tap aimed at a button in the picture does nothing: the screen is unchanged.
        let send = try #require(inside.first { $0.tag == "button" && $0.text == "Send" })
        let before = await app.screen()
        await app.send(Event(.tap, target: send.id))
        #expect(await app.screen() == before)
    }

    @Test(arguments: [ColorVisionDeficiency.protan, .deutan, .tritan])
    func eachVisionNamesAndRingsWhatLooksAlikeToItsReaders(_ vision: ColorVisionDeficiency) async throws {
        // A brand whose light theme has signals this reader cannot tell apart, as ColorKit says.
        func alike(_ theme: Theme, to who: ColorVisionDeficiency? = vision) -> [(ThemeRole, ThemeRole)] {
            theme.notes.compactMap {
                guard case .indistinguishable(let first, let second, let reader, .light, _) = $0,
                    reader == who
                else { return nil }
                return (first, second)
            }
        }
        let steps = [0x00, 0x33, 0x66, 0x99, 0xCC, 0xFF]
        let brands = steps.flatMap { r in steps.flatMap { g in steps.map { b in r << 16 | g << 8 | b } } }
        let brand = try #require(
            brands.first { !alike(Theme(brand: RGBColor(RGB8(rgb: UInt32($0))))).isEmpty })
        let theme = Theme(brand: RGBColor(RGB8(rgb: UInt32(brand))))
        let expected = alike(theme)
        let hex = ColorHex(RGB8(rgb: UInt32(brand))).value
        let app = try await open("/search/color-\(hex)")
        func notes() async -> [String] {
            await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }.filter {
                $0.hasPrefix("Look alike:")
            }
        }
        // Typical vision first: only what looks alike to everyone, if anything.
        #expect(await notes() == alike(theme, to: nil).map { "Look alike: \($0.0.title) and \($0.1.title)" })
        try await app.tap(vision.title)
        #expect(await notes() == expected.map { "Look alike: \($0.0.title) and \($0.1.title)" })
        // Each role named is ringed where the preview shows it.
        let shown: [ThemeRole: String] = [
            .success: "✓ Sent", .warning: "! Storage low", .destructive: "✕ Not delivered", .tint: "Cancel",
        ]
        let ringed = Set(
            await app.screen().allNodes.filter {
                $0[attribute: "style"]?.contains("outline:2px solid var(--vk-text)") == true
            }.compactMap(\.text))
        #expect(ringed == Set(expected.flatMap { [$0.0, $0.1] }.compactMap { shown[$0] }), "\(hex)")
    }

    @Test func statusesThatLookAlikeToAReaderAreRingedAndNamedInThePreview() async throws {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/search/color-228b22")
        try await app.tap("Theme")
        func alike() async -> [String] {
            await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }.filter {
                $0.hasPrefix("Look alike:")
            }
        }
        #expect(await alike().isEmpty)
        try await app.tap("Deuteranopia")
        #expect(await alike() == ["Look alike: tint and destructive"])
        let ringed = await app.screen().allNodes.filter {
            ["Cancel", "✕ Not delivered"].contains($0.text)
                && $0[attribute: "style"]?.contains("outline:2px solid var(--vk-text)") == true
        }
        let cancels = await app.screen().allNodes.filter { $0.text == "Cancel" }.map {
            $0[attribute: "style"]
        }
        #expect(ringed.count == 2, "\(cancels)")
    }

    @Test func exportsCopyAndDownloadWhatTheExporterWrites() async throws {
        let app = try await open()
        let theme = Theme(brand: RGBColor(RGB8(rgb: 0xffcc00)))
        let patches = try await app.tap("Copy CSS variables")
        let copied = patches.compactMap { if case .copy(let text) = $0 { text } else { nil } }
        #expect(
            copied == [
                String(decoding: ThemeExporter.export(theme, name: "#FFCC00", as: .css), as: UTF8.self)
            ])
        let download = try await app.tap("Download Xcode asset catalog")
        let files = download.compactMap { if case .download(let file) = $0 { file } else { nil } }
        #expect(files.map(\.name) == ["Ffcc00Theme.xcassets.zip"])
        #expect(files.first?.contents == ThemeExporter.export(theme, name: "#FFCC00", as: .assetCatalog))
    }

    @Test func aPalettesThemeTakesItsFirstColorAsTheBrand() async throws {
        let palette = try await store.createScheme(
            SchemeDraft(
                name: "Harbor", colors: ["0b5fff", "f2f2f0", "ff7a00"].compactMap(ColorHex.init), tags: []),
            owner: "local", client: "t")
        let app = try await open("/palettes/palette-\(palette.id)")
        #expect(await app.path == "/palettes/palette-\(palette.id)/theme")
        #expect(await app.visibleTexts().contains("Tint  #0B5FFF"))
    }
}

/// Saving a theme: a color's becomes a palette of its source colors; a palette's is saved into it.
@Suite("Theme screen: save", .offPool)
struct ThemeSaveTests {
    let store = MemoryColorStore([("ffcc00", ["yellow"])])

    func tester(_ path: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())), path: path)
    }

    @Test func aColorsThemeIsSavedAsAPaletteAndReopensAsSaved() async throws {
        let app = tester("/search/color-ffcc00/theme")
        try await app.tap("APCA")
        try await app.tap("Override label")
        try await app.type("#222222", into: "#RRGGBB")
        try await app.pressReturn(in: "#RRGGBB")
        try await app.tap("Save Theme")
        #expect(await app.visibleTexts().contains("Saved as “#FFCC00 theme” in Palettes"))
        let saved = try #require(try await store.schemes(editableBy: "local", limit: 10).first)
        #expect(saved.name == "#FFCC00 theme" && saved.colors.map(\.value) == ["ffcc00"])
        #expect(saved.theme?.target == "apca" && saved.theme?.overrides.map(\.hex) == ["#222222"])
        // Opened from Palettes, its Theme screen is the theme as saved.
        let again = tester("/palettes/palette-\(saved.id)")
        try await again.tap("Theme")
        let texts = await again.visibleTexts()
        #expect(texts.contains("Label  #222222 · yours"))
        #expect(try await again.element(labelled: "APCA, selected", tag: "button").tag == "button")
    }

    @Test func aPalettesThemeIsSavedIntoThePaletteWithHistory() async throws {
        let palette = try await store.createScheme(
            SchemeDraft(name: "Harbor", colors: ["0b5fff", "f2f2f0"].compactMap(ColorHex.init), tags: []),
            owner: "local", client: "t")
        let app = tester("/palettes/palette-\(palette.id)")
        try await app.tap("Theme")
        try await app.tap("AAA")
        try await app.tap("Save Theme")
        #expect(await app.visibleTexts().contains("Saved the theme in “Harbor”"))
        let saved = try #require(try await store.scheme(id: palette.id))
        #expect(
            saved.theme == SchemeTheme(target: .aaa) && saved.colors == palette.colors
                && saved.name == "Harbor")
        #expect(
            try await store.schemeRevisions(id: palette.id, limit: 5).map(\.theme) == [
                SchemeTheme(target: .aaa), nil,
            ])
        // Editing the palette's name keeps it a theme.
        await app.back()
        try await app.type("Harbor Night", into: "Name")
        try await app.endEditing("Name")
        let renamed = try #require(try await store.scheme(id: palette.id))
        #expect(renamed.name == "Harbor Night" && renamed.theme == SchemeTheme(target: .aaa))
    }
}

/// Colr's own look is a Colr theme of its brand blue, given to ViewKit's semantic colors.
@Suite("Colr's look", .offPool)
struct AppLookTests {
    @Test func everySemanticColorIsARoleOfColrsTheme() throws {
        let colr = Theme(brand: RGBColor(RGB8(rgb: 0x0066CC)))
        let look = AppLook.theme
        #expect(Set(look.colors.keys) == Set(SemanticColor.allCases))
        func hex(_ color: ViewKit.Color) -> String {
            RGBColor(red: color.red, green: color.green, blue: color.blue).rgb8.hexString(uppercase: false)
        }
        func expected(_ role: ThemeRole, _ mode: ThemeMode) -> String {
            colr.color(role, in: mode).rgb8.hexString(uppercase: false)
        }
        let pairs: [(SemanticColor, ThemeRole)] = [
            (.tint, .tint), (.text, .label), (.secondary, .secondaryLabel), (.tertiary, .tertiaryLabel),
            (.surface, .surface), (.background, .secondaryBackground), (.separator, .separator),
            (.onTint, .onTint), (.tintContainer, .tintContainer), (.onTintContainer, .onTintContainer),
            (.secondaryTint, .secondary), (.onSecondaryTint, .onSecondary), (.success, .success),
            (.warning, .warning), (.destructive, .destructive), (.onDestructive, .onDestructive),
            (.focus, .focusRing),
        ]
        // Every role of a theme has a semantic color (the bars take `background`, translucent).
        #expect(Set(pairs.map(\.1) + [.background]) == Set(ThemeRole.allCases))
        for (semantic, role) in pairs {
            let colors = try #require(look.colors[semantic])
            #expect(hex(colors.light) == expected(role, .light), "\(semantic)")
            #expect(hex(colors.dark) == expected(role, .dark), "\(semantic)")
            #expect(hex(colors.lightHighContrast) == expected(role, .lightHighContrast), "\(semantic)")
            #expect(hex(colors.darkHighContrast) == expected(role, .darkHighContrast), "\(semantic)")
        }
        // Bars take the theme's background, a little translucent, in every appearance.
        let bar = try #require(look.colors[.bar])
        for (color, mode) in zip(
            [bar.light, bar.dark, bar.lightHighContrast, bar.darkHighContrast], ThemeMode.allCases)
        {
            #expect(hex(color) == expected(.background, mode) && color.alpha == 0.94, "\(mode)")
        }
        // The brand is kept: Colr's tint is the blue it has always been.
        #expect(hex(try #require(look.colors[.tint]).light) == "#0066cc")
    }
}
