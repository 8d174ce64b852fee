import ColrDomain
import ColrModels
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

@Suite("Search and the color screen", .offPool)
struct SearchTests {
    let store = MemoryColorStore([("ff00ff", ["fuchsia", "magenta"])])
    let feed = LocalChangeFeed()

    func tester(_ path: String) -> ScreenTester {
        ScreenTester(router: ColrRouter(services: AppServices(store: store, feed: feed)), path: path)
    }

    @Test func wordsThatAreNeitherAColorNorATagSayNone() async throws {
        let app = tester("/search")
        #expect(await app.navigationTitle() == "Search")
        try await app.type("not a color", into: "#abcabc")
        try await app.tap("Search")
        #expect(await app.visibleTexts().contains("None :("))
        #expect(try await app.isEnabled("None :("))
        try await app.tap("None :(")
        #expect(await app.navigationStack() == ["Search"])
        // What cannot even be a tag is answered at once, without a read.
        let long = String(repeating: "x", count: 500)
        #expect((try? TagName(long)) == nil)
        let reads = store.colorReads.load(ordering: .relaxed)
        try await app.type(long, into: "#abcabc")
        try await app.tap("Search")
        #expect(await app.visibleTexts().contains("None :("))
        #expect(store.colorReads.load(ordering: .relaxed) == reads)
    }

    @Test("New text clears the last answer")
    func typingClearsNone() async throws {
        let app = tester("/search")
        try await app.type("nothing tagged this", into: "#abcabc")
        try await app.tap("Search")
        #expect(await app.visibleTexts().contains("None :("))
        try await app.type("nothing tagged this either", into: "#abcabc")
        #expect(!(await app.visibleTexts().contains("None :(")))
        #expect(await app.visibleTexts().contains("Search"))
    }

    @Test("Any notation the API reads opens that color, tagged yet or not")
    func anyColorNotationOpensItsScreen() async throws {
        for (text, hex) in [
            ("red", "ff0000"), ("abcabc", "abcabc"), ("rgb(0 128 255)", "0080ff"), ("#ABC", "aabbcc"),
            ("color-mix(in srgb, red 25%, blue)", "4000bf"),
            ("rgb(from #3366cc calc(255 - r) g b)", "cc66cc"),
        ] {
            let app = tester("/search")
            try await app.type(text, into: "#abcabc")
            try await app.tap("Search")
            #expect(await app.path == "/search/color-\(hex)", "\(text)")
            #expect(await app.visibleTexts().contains("#" + hex.uppercased()), "\(text)")
        }
    }

    @Test("A color outside sRGB says so, with its nearest screen color and its Display P3 value")
    func wideGamutColorsSayWhatAP3ScreenShows() async throws {
        let app = tester("/search")
        try await app.type("color(display-p3 0 1 0)", into: "#abcabc")
        try await app.tap("Search")
        let note = await app.visibleTexts().first { $0.contains("outside sRGB") }
        #expect(
            note?.contains("A Display P3 screen shows it as color(display-p3 0 1 0).") == true,
            "\(note ?? "")")
        let beyond = tester("/search")
        try await beyond.type("color(rec2020 0 1 0)", into: "#abcabc")
        try await beyond.tap("Search")
        let far = await beyond.visibleTexts().first { $0.contains("outside sRGB") }
        #expect(far?.contains("It is outside Display P3 too: color(display-p3 ") == true, "\(far ?? "")")
    }

    @Test func returnInTheFieldSearches() async throws {
        let app = tester("/search")
        try await app.type("ff00ff", into: "#abcabc")
        try await app.pressReturn(in: "#abcabc")
        #expect(await app.path == "/search/color-ff00ff")
        #expect(await app.visibleTexts().contains("magenta"))
    }

    @Test("A tag lists its colors, and a row opens the color")
    func aTagListsItsColors() async throws {
        for hex in ["ff00ff", "aa00aa"] {
            _ = try await store.addTags([TagName("vivid")], to: ColorHex(hex)!, client: "test")
        }
        let app = tester("/search")
        try await app.type("Vivid", into: "#abcabc")
        try await app.tap("Search")
        #expect(await app.path == "/search/tag-vivid")
        #expect(await app.navigationTitle() == "“vivid”")
        let texts = await app.visibleTexts()
        #expect(texts.contains("#FF00FF") && texts.contains("#AA00AA"))
        #expect(texts.contains("3 tags") && texts.contains("1 tag"))
        try await app.selectRow("#AA00AA")
        #expect(await app.path == "/search/tag-vivid/color-aa00aa")
        #expect(await app.visibleTexts().contains("vivid"))
    }

    @Test("A color name is a color, not a tag")
    func aNameBeatsATag() async throws {
        let app = tester("/search")
        try await app.type("magenta", into: "#abcabc")
        try await app.tap("Search")
        #expect(await app.path == "/search/color-ff00ff")
    }

    @Test("A tag's list rebuilt from its URL loads its colors")
    func aTagListFromItsURL() async throws {
        let app = tester("/search/tag-fuchsia")
        await app.session.settle()
        #expect(await app.navigationStack() == ["Search", "“fuchsia”"])
        #expect(await app.visibleTexts().contains("#FF00FF"))
    }

    @Test func aKnownColorOpensItsScreenWithItsTags() async throws {
        let app = tester("/search")
        try await app.type("#FF00FF", into: "#abcabc")
        try await app.tap("Search")
        #expect(await app.navigationStack() == ["Search", "ff00ff"])
        #expect(await app.path == "/search/color-ff00ff")
        let texts = await app.visibleTexts()
        #expect(texts.contains("fuchsia") && texts.contains("magenta") && texts.contains("#FF00FF"))
    }

    @Test func addingATagRefreshesTheTable() async throws {
        let app = tester("/search/color-ff00ff")
        let location = await app.path
        #expect(location == "/search/color-ff00ff")
        #expect(await app.visibleTexts().contains("magenta"))
        try await app.type("Loud", into: "tag")
        try await app.tap("Add")
        #expect(await app.visibleTexts().contains("loud"))
        #expect(try await app.value(of: "tag") == "")
        #expect(try await app.isEnabled("Add"))
    }

    @Test func aFailedAddSaysSoAndReEnables() async throws {
        let app = tester("/search/color-ff00ff")
        _ = await app.screen()
        store.failing.store(true, ordering: .relaxed)
        try await app.type("doomed", into: "tag")
        try await app.tap("Add")
        #expect(try await app.value(of: "tag") == "Failed :(")
        #expect(try await app.isEnabled("Add"))
        store.failing.store(false, ordering: .relaxed)
        #expect(try await store.color(ColorHex("ff00ff")!)?.tags.map(\.name.value) == ["fuchsia", "magenta"])
    }

    @Test func tagsAddedElsewhereAppearLiveWithoutAReadPerScreen() async throws {
        let screens = [tester("/search/color-ff00ff"), tester("/search/color-ff00ff")]
        for screen in screens { await screen.session.settle() }
        let readsBefore = store.colorReads.load(ordering: .relaxed)
        let updated = try await store.addTags(
            [TagName("from elsewhere")], to: ColorHex("ff00ff")!, client: "api")
        await feed.publish(ColorChange(updated))
        for screen in screens {
            #expect(await eventually { await screen.visibleTexts().contains("from elsewhere") })
        }
        // The announcement carried the tags: no screen read the color again.
        #expect(store.colorReads.load(ordering: .relaxed) == readsBefore)
        // An announcement too long to carry its tags makes each screen read them.
        _ = try await store.addTags([TagName("second wave")], to: ColorHex("ff00ff")!, client: "api")
        await feed.publish(ColorChange(hex: ColorHex("ff00ff")!, tags: nil))
        for screen in screens {
            #expect(await eventually { await screen.visibleTexts().contains("second wave") })
        }
        #expect(store.colorReads.load(ordering: .relaxed) == readsBefore + 2)
    }

    @Test func welcomeSheetOverTheBlurredApp() async throws {
        let app = tester("/colors/~welcome")
        let location = await app.path
        #expect(location == "/colors/~welcome")
        #expect(await app.visibleTexts().contains("Welcome to Colr"))
        let base = await app.screen().first { $0.id == "vk-base" }
        #expect(base?[attribute: "class"]?.contains("vk-blurred") == true)
        try await app.tap("X")
        #expect(await app.path == "/colors")
    }

    /// A page whose server died rejoins another, which rebuilds the screen from the URL: its
    /// element ids differ from the pushed screen's, but what was typed is kept.
    @Test func aRebuiltColorScreenKeepsWhatThePageTyped() async throws {
        let pushed = tester("/search")
        try await pushed.type("#ff00ff", into: "#abcabc")
        try await pushed.tap("Search")
        try await pushed.type("still here", into: "tag")
        let pageFields = await pushed.screen().allNodes
            .filter { $0.tag == "input" && $0[attribute: "type"] == "text" }
            .map { $0[attribute: "value"] ?? "" }
        let rebuilt = tester("/search/color-ff00ff")
        await rebuilt.session.settle()
        _ = await rebuilt.session.join(pagePath: "/search/color-ff00ff", depth: 1, fields: pageFields)
        #expect(try await rebuilt.value(of: "tag") == "still here")
        try await rebuilt.tap("Add")
        await rebuilt.session.settle()
        #expect(await rebuilt.visibleTexts().contains("still here"))
        // Fields from another screen are not these fields: nothing is typed anywhere.
        let elsewhere = tester("/search/color-ff00ff")
        _ = await elsewhere.session.join(pagePath: "/search", depth: 0, fields: ["#ff00ff"])
        #expect(try await elsewhere.value(of: "tag") == "")
    }
}
