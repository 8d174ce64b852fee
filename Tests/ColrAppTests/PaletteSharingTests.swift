import ColorKit
import ColrDomain
import ColrModels
import ColrTestKit
import Foundation
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

/// The palette editor's colors, its Share, Export and History screens, the palette chooser and
/// the Copy popover, over an in-memory store, as the browser whose identity is "local".
@Suite("Palettes: colors, sharing, export, history", .offPool)
struct PaletteSharingTests {
    let store = MemoryColorStore()

    func tester(_ path: String) -> ScreenTester {
        ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())), path: path)
    }

    func palette(_ hexes: [String], name: String = "Sea", owner: String = "local") async throws -> Palette {
        try await store.createScheme(
            SchemeDraft(name: name, colors: hexes.map { ColorHex($0)! }, tags: []), owner: owner, client: "t")
    }

    func copies(_ patches: [Patch]) -> [String] {
        patches.compactMap { if case .copy(let text) = $0 { text } else { nil } }
    }

    @Test func colorsMoveAndAreRemovedButOneStays() async throws {
        let sea = try await palette(["ff0000", "00ff00", "0000ff"])
        let app = tester("/palettes/palette-\(sea.id)")
        #expect(try await !app.isEnabled("Move #FF0000 up"))
        try await app.tap("Move #0000FF up")
        #expect(try await store.scheme(id: sea.id)?.colors.map(\.value) == ["ff0000", "0000ff", "00ff00"])
        try await app.tap("Remove #FF0000")
        try await app.tap("Remove #0000FF")
        #expect(try await store.scheme(id: sea.id)?.colors.map(\.value) == ["00ff00"])
        #expect(try await !app.isEnabled("Remove #00FF00"))
        #expect(try await store.schemeRevisions(id: sea.id, limit: 10).count == 4)
    }

    @Test func colorsAreNamedAndAPlaceholderNameGetsASuggestion() async throws {
        let mine = try await palette(["3366cc", "1e90ff", "ff8c00"], name: "My Colors")
        let app = tester("/palettes/palette-\(mine.id)")
        let texts = await app.visibleTexts()
        #expect(texts.contains("dodgerblue") && texts.contains("darkorange"))
        try await app.tap("Name it “Blue & Orange”")
        #expect(try await store.scheme(id: mine.id)?.name == "Blue & Orange")
        #expect(try await app.value(of: "Name") == "Blue & Orange")
        await #expect(throws: ScreenTester.Failure.self) { try await app.tap("Name it “Blue & Orange”") }
    }

    @Test func someoneElsesPaletteIsReadOnlyOrPrivate() async throws {
        let theirs = try await palette(["ff0000"], name: "Theirs", owner: "someone")
        let hidden = tester("/palettes/palette-\(theirs.id)")
        #expect(await hidden.visibleTexts().contains("This palette is private. Ask its owner for a link."))
        #expect(!(await hidden.visibleTexts().contains("Theirs")))
        _ = try await store.setSharing(
            id: theirs.id, shared: true, credential: SchemeCredential(visitor: "someone"))
        let shared = tester("/palettes/palette-\(theirs.id)")
        #expect(try await shared.value(of: "Name") == "Theirs")
        #expect(try await !shared.isEnabled("Name"))
        #expect(await shared.visibleTexts().contains("View only: open its edit link to change it."))
        await #expect(throws: ScreenTester.Failure.self) { try await shared.tap("Share") }
        // Not in this browser's list either.
        #expect(!(await tester("/palettes").visibleTexts().contains("Theirs")))
    }

    @Test func shareTurnsTheViewLinkOnAndCopiesTheLinks() async throws {
        let sea = try await palette(["ff0000"])
        let app = tester("/palettes/palette-\(sea.id)")
        try await app.tap("Share")
        #expect(await app.path == "/palettes/palette-\(sea.id)/~share")
        #expect(await app.visibleTexts().contains("Only you and your editors can see it."))
        try await app.tap("Share View Link")
        #expect(try await store.scheme(id: sea.id)?.access.isShared == true)
        #expect(await app.visibleTexts().contains("/p/\(sea.id)"))
        #expect(copies(try await app.tap("Copy View Link")) == ["/p/\(sea.id)"])
        // The link copied is a new one: it lets another browser in, and the first token no longer does.
        let first = try #require(sea.newEditToken)
        // The token is made in the background; the copy goes to the page with the next update.
        try await app.tap("New Edit Link")
        let link = try #require(await app.session.inspect { $0.pasteboard.string })
        #expect(link.hasPrefix("/p/\(sea.id)/edit/colr_"))
        #expect(await app.visibleTexts().contains("Copied a new edit link"))
        let token = String(link.dropFirst("/p/\(sea.id)/edit/".count))
        #expect(token != first)
        #expect(try await store.grantEditing(id: sea.id, editToken: token, to: "friend") != nil)
        await #expect(throws: ColrError.self) {
            try await store.grantEditing(id: sea.id, editToken: first, to: "stranger")
        }
        try await app.tap("Stop Sharing")
        #expect(try await store.scheme(id: sea.id)?.access.isShared == false)
    }

    @Test func exportCopiesTextAndDownloadsFiles() async throws {
        let sea = try await palette(["ff6347", "003366"])
        let app = tester("/palettes/palette-\(sea.id)/~export")
        let swift = copies(try await app.tap("Copy Swift enum"))
        #expect(
            swift.count == 1 && swift[0].contains("enum AppColor") && swift[0].contains("case tomato"),
            "\(swift)")
        #expect(await app.visibleTexts().contains("Copied the Swift enum"))
        let patches = try await app.tap("Download Xcode asset catalog")
        let file = try #require(
            patches.compactMap { if case .download(let file) = $0 { file } else { nil } }.first)
        #expect(file.name.hasSuffix(".xcassets.zip") && file.mediaType == "application/zip")
        #expect(file.contents.starts(with: [0x50, 0x4B, 0x03, 0x04]))
        // Binary formats offer Download only.
        await #expect(throws: ScreenTester.Failure.self) { try await app.tap("Copy PNG swatches") }
    }

    @Test func historyRestoresAnEarlierState() async throws {
        let sea = try await palette(["ff0000"])
        _ = try await store.updateScheme(
            id: sea.id, with: SchemeDraft(name: "Storm", colors: [ColorHex("333333")!], tags: []),
            credential: SchemeCredential(editToken: sea.newEditToken), client: "t")
        let app = tester("/palettes/palette-\(sea.id)")
        try await app.tap("History")
        let texts = await app.visibleTexts()
        #expect(texts.contains("Storm · 1 color") && texts.contains("Sea · 1 color"), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("The API, ") } && texts.contains { $0.hasPrefix("You, ") })
        try await app.selectRow("Sea · 1 color")
        #expect(await app.visibleTexts().contains("Restore this version?"))
        try await app.tap("Restore")
        #expect(await app.path == "/palettes/palette-\(sea.id)")
        let restored = try #require(try await store.scheme(id: sea.id))
        #expect(restored.name == "Sea" && restored.colors.map(\.value) == ["ff0000"])
        #expect(try await store.schemeRevisions(id: sea.id, limit: 10).count == 3)
    }

    @Test func theChooserAddsToTheChosenPaletteOnly() async throws {
        let sea = try await palette(["ff0000"])
        _ = try await palette(["000000"], name: "Sky", owner: "local")
        _ = try await palette(["111111"], name: "Not Mine", owner: "someone")
        let app = tester("/search/color-003366")
        try await app.tap("Add to Palette")
        let rows = await app.visibleTexts()
        #expect(rows.contains("New Palette") && rows.contains("Sea") && rows.contains("Sky"))
        #expect(!rows.contains("Not Mine"))
        try await app.selectRow("Sea")
        #expect(try await store.scheme(id: sea.id)?.colors.map(\.value) == ["ff0000", "003366"])
        #expect(await app.path == "/search/color-003366")
        #expect(await app.visibleTexts().contains("Added to “Sea”"))
    }

    @Test(
        "Copy offers hex, rgb, hsl and oklch on every color screen",
        arguments: [
            "/search/color-ff6347", "/colors/detail-red", "/picker", "/top",
        ])
    func copyFromColorScreens(path: String) async throws {
        let app = tester(path)
        try await app.tap("Copy")
        #expect(await app.path == path + "/~copy")
        let texts = await app.visibleTexts()
        let rgb = try #require(texts.first { $0.hasPrefix("rgb(") })
        #expect(texts.contains { $0.hasPrefix("#") } && texts.contains { $0.hasPrefix("hsl(") })
        #expect(texts.contains { $0.hasPrefix("oklch(") })
        #expect(copies(try await app.tap(rgb)) == [rgb])
        #expect(await app.visibleTexts().contains("Copied"))
    }
}

/// Importing a palette file from the list.
@Suite("Palettes: import", .offPool)
struct PaletteImportTests {
    let store = MemoryColorStore()

    @Test func aPickedFileBecomesAPaletteOfThisBrowser() async throws {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/palettes")
        try await app.tap("Import")
        #expect(await app.path == "/palettes/~import")
        let picker = try #require(
            await app.screen().first { $0.tag == "label" && $0.children.first?.text == "Choose a File" })
        let bad = "notes.txt\n" + Data("hello".utf8).base64EncodedString()
        await app.send(Event(.change, target: picker.id, value: bad))
        #expect(await app.visibleTexts().contains { $0.hasPrefix("“notes.txt” is not a palette file") })
        let gpl = "GIMP Palette\nName: Imported Harbour\n#\n255 99 71\ttomato\n0 51 102\tnavy\n"
        await app.send(
            Event(.change, target: picker.id, value: "harbour.gpl\n" + Data(gpl.utf8).base64EncodedString()))
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["Imported Harbour"])
        #expect(mine.first?.colors.map(\.value) == ["ff6347", "003366"])
        try #require(!mine.isEmpty)
        #expect(await app.path == "/palettes/palette-\(mine[0].id)")
    }
}

/// The palette check: deficiency previews, the contrast grid, one-tap repair.
@Suite("Palettes: check", .offPool)
struct PaletteCheckTests {
    let store = MemoryColorStore()

    @Test func flagsRepairsAndPreviews() async throws {
        let palette = try await store.createScheme(
            SchemeDraft(
                name: "Traffic", colors: ["ffffff", "ffcc00", "d62728", "2ca02c"].map { ColorHex($0)! },
                tags: []),
            owner: "local", client: "t")
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/palettes/palette-\(palette.id)")
        try await app.tap("Check")
        #expect(await app.path == "/palettes/palette-\(palette.id)/check")
        var texts = await app.visibleTexts()
        let summary = try #require(texts.first { $0.hasSuffix("pairs pass AA") })
        #expect(summary != "12 of 12 pairs pass AA")
        #expect(texts.contains { $0.hasPrefix("#FFCC00 on #FFFFFF: 1.") })
        #expect(texts.contains("#D62728 and #2CA02C run together with deuteranopia"))
        // Seen with deuteranopia, red and green swatches come out nearly alike.
        try await app.tap("Deuteranopia")
        let strip = try await app.element(labelled: "Colors seen with deuteranopia", tag: nil)
        let backgrounds = strip.children.compactMap { $0[attribute: "style"] }
        #expect(backgrounds.count == 4 && backgrounds[2] != backgrounds[3])
        #expect(try await app.isEnabled("Deuteranopia, selected"))
        // One tap puts the nearest passing yellow in the palette.
        let repair = try #require(
            await app.screen().allNodes.first {
                ($0[attribute: "aria-label"] ?? "").hasPrefix("Repair #FFCC00 on #FFFFFF")
            })
        await app.send(Event(.tap, target: repair.id))
        let stored = try #require(try await store.scheme(id: palette.id))
        try #require(stored.colors.count > 1)
        #expect(stored.colors[1] != ColorHex("ffcc00")!)
        #expect(Contrast.ratio(stored.colors[1].color, RGBColor(white: 1)) >= 4.5)
        // The hue is kept, up to the 8-bit rounding of a dark yellow.
        #expect(abs(OKLCH(stored.colors[1].color).hue - OKLCH(RGBColor(RGB8(rgb: 0xffcc00))).hue) < 6)
        texts = await app.visibleTexts()
        #expect(!texts.contains { $0.hasPrefix("#FFCC00 on #FFFFFF") })
        // A stricter target flags more.
        try await app.tap("AAA 7:1")
        #expect(await app.visibleTexts().contains { $0.hasSuffix("pairs pass AAA") })
    }
}

/// A color's tonal scale, saved as a palette.
@Suite("Color screen: scale", .offPool)
struct ScaleScreenTests {
    let store = MemoryColorStore([("3366cc", ["blue"])])

    @Test func showsElevenStepsAndSavesThem() async throws {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/search/color-3366cc")
        try await app.tap("Scale")
        #expect(await app.path == "/search/color-3366cc/scale")
        let steps = await app.screen().allNodes.compactMap { $0[attribute: "aria-label"] }
            .filter { $0.range(of: #"^\d+: #"#, options: .regularExpression) != nil }
        #expect(steps.count == 11 && steps.first?.hasPrefix("50: #") == true)
        try #require(steps.count == 11)
        #expect(steps[0].contains("black text") && steps[10].contains("white text"))
        #expect(steps[6].hasPrefix("600: #3366CC, your color"))
        try await app.tap("Save as Palette")
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["#3366CC scale"] && mine.first?.colors.count == 11)
        #expect(await app.visibleTexts().contains("Saved as “#3366CC scale” in Palettes"))
        try await app.tap("Save as Palette")  // once is enough
        #expect(try await store.schemes(editableBy: "local", limit: 10).count == 1)
    }

    @Test func showsEveryHarmonyAndSavesOne() async throws {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/search/color-3366cc")
        try await app.tap("Harmonies")
        #expect(await app.path == "/search/color-3366cc/harmonies")
        let texts = await app.visibleTexts()
        for title in [
            "Complementary", "Analogous", "Triadic", "Split Complementary", "Tetradic", "Monochrome",
        ] {
            #expect(texts.contains(title), "\(title)")
        }
        let swatches = await app.screen().allNodes.filter { $0[attribute: "role"] == "img" }
        #expect(swatches.filter { $0[attribute: "aria-label"] == "#3366CC" }.count == 6)
        try await app.tap("Save Triadic as a palette")
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["#3366CC triadic"] && mine.first?.colors.count == 3)
        #expect(await app.visibleTexts().contains("Saved as “#3366CC triadic” in Palettes"))
    }
}

/// A palette from an image's colors, from the Import sheet.
@Suite("Palettes: image colors", .offPool)
struct ImageColorsScreenTests {
    let store = MemoryColorStore()

    /// What the page sends for a 24×24 picture: two thirds navy, one third orange.
    static func picture() -> String {
        var pixels: [UInt8] = []
        for y in 0..<24 {
            for _ in 0..<24 { pixels += y < 16 ? [0x1E, 0x3A, 0x8A, 255] : [0xF5, 0x9E, 0x0B, 255] }
        }
        return "harbour.png\n24x24\n" + Data(pixels).base64EncodedString()
    }

    @Test func aPickedImageBecomesAPaletteOfItsColors() async throws {
        let app = ScreenTester(
            router: ColrRouter(services: AppServices(store: store, feed: LocalChangeFeed())),
            path: "/palettes/~import")
        let picker = try #require(
            await app.screen().first { $0.tag == "label" && $0.children.first?.text == "Choose an Image" })
        await app.send(Event(.change, target: picker.id, value: "!unreadable"))
        #expect(await app.visibleTexts().contains { $0.hasPrefix("That file is not an image") })
        await app.send(Event(.change, target: picker.id, value: Self.picture()))
        var texts = await app.visibleTexts()
        #expect(texts.contains("Image Colors") && texts.contains("From “harbour.png”"))
        #expect(texts.contains("#1E3A8A") && texts.contains("#F59E0B"))
        #expect(texts.contains("67%") && texts.contains("33%"))
        #expect(texts.contains("5 colors (the image has only 2)"))
        try await app.slide("Number of colors", to: 2)
        texts = await app.visibleTexts()
        #expect(texts.contains("2 colors"))
        try await app.tap("Create Palette")
        let mine = try await store.schemes(editableBy: "local", limit: 10)
        #expect(mine.map(\.name) == ["harbour"])
        #expect(mine.first?.colors.map(\.value) == ["1e3a8a", "f59e0b"])
        try #require(!mine.isEmpty)
        #expect(await app.path == "/palettes/palette-\(mine[0].id)")
    }
}
