import ColorKit
import ColrDomain
import ColrTestKit
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

@testable import ColrApp

@Suite("The Colr app, driven in process", .offPool)
struct ColrAppTests {
    let store = MemoryColorStore([("ff00ff", ["fuchsia", "magenta", "loud"]), ("ff0000", ["red"])])
    let feed = LocalChangeFeed()

    func tester(_ path: String = "/") -> ScreenTester {
        ScreenTester(router: ColrRouter(services: AppServices(store: store, feed: feed)), path: path)
    }

    func background(_ tester: ScreenTester) async throws -> String? {
        let node = try await tester.element(labelled: "Color", tag: "div")
        return node[attribute: "style"]
    }

    @Test func colorsPushesADetailInThatColor() async throws {
        let app = tester()
        #expect(await app.path == "/colors")
        #expect(await app.navigationTitle() == "Colors")
        let tinted = await app.screen().allNodes.first { $0.tag == "button" && $0.text == "Green" }
        #expect(tinted?[attribute: "style"]?.contains("color:rgb(0 255 0)") == true)
        try await app.tap("Green")
        #expect(await app.navigationStack() == ["Colors", "Detail"])
        #expect(await app.path == "/colors/detail-green")
        #expect(try await background(app)?.contains("background-color:rgb(0 255 0)") == true)
    }

    @Test("Cancel and Escape leave the Change sheet without changing the color")
    func cancelAndEscape() async throws {
        let app = tester("/colors/detail-red")
        try await app.tap("Change")
        try await app.type("blue", into: "Enter a color")
        try await app.tap("Cancel")
        #expect(await app.path == "/colors/detail-red")
        #expect(try await background(app)?.contains("rgb(255 0 0)") == true)
        try await app.tap("Change")
        #expect(await app.path == "/colors/detail-red/~change")
        await app.send(Event(.escape, target: "vk-window"))
        #expect(await app.path == "/colors/detail-red")
        // With nothing presented, Escape does nothing at all.
        await app.send(Event(.escape, target: "vk-window"))
        #expect(await app.path == "/colors/detail-red")
        let welcome = tester("/colors/~welcome")
        await welcome.send(Event(.escape, target: "vk-window"))
        #expect(await welcome.path == "/colors")
    }

    @Test func changeModalAcceptsUIKitCSSAndHexAndRefusesTheRest() async throws {
        let app = tester("/colors/detail-red")
        try await app.tap("Change")
        #expect(await app.path == "/colors/detail-red/~change")
        #expect(await app.navigationTitle() == "Change Color")
        try await app.type("catdog", into: "Enter a color")
        try await app.tap("Change")
        #expect(await app.visibleTexts().contains("Error!"))
        #expect(await app.path == "/colors/detail-red/~change")
        try await app.type("orange", into: "Enter a color")  // UIKit's orange, not CSS's
        try await app.tap("Change")
        let path = await app.path
        let shown = await app.visibleTexts()
        #expect(path == "/colors/detail-orange", "\(path) \(shown)")
        #expect(try await background(app)?.contains("rgb(255 128 0)") == true)
        try await app.tap("Change")
        try await app.type("#336699", into: "Enter a color")
        try await app.pressReturn(in: "Enter a color")
        #expect(try await background(app)?.contains("rgb(51 102 153)") == true)
        try await app.tap("Change")
        try await app.type("rebeccapurple", into: "Enter a color")
        try await app.tap("Change")
        #expect(try await background(app)?.contains("rgb(102 51 153)") == true)
        try await app.tap("Change")
        try await app.type("rgb(from rebeccapurple b g r)", into: "Enter a color")
        try await app.tap("Change")
        #expect(try await background(app)?.contains("rgb(153 51 102)") == true)
        try await app.tap("Change")
        try await app.type("color(display-p3 1 0 0)", into: "Enter a color")
        try await app.tap("Change")
        let note = await app.visibleTexts().first { $0.hasPrefix("Outside sRGB") }
        #expect(
            note?.contains("A Display P3 screen shows it as color(display-p3 1 0 0).") == true,
            "\(note ?? "")")
    }

    @Test func pickerStartsAtTheChapterColorAndFollowsSlidersAndTouches() async throws {
        let app = tester("/picker")
        let texts = await app.visibleTexts()
        #expect(
            texts.contains("60°") && texts.contains("50%") && texts.contains("100%")
                && texts.contains("#FFFF80"))
        try await app.slide("H", to: 120)
        #expect(await app.visibleTexts().contains("120°"))
        try await app.touch("Hue and saturation chart", at: (0.5, 1.0))
        #expect(await app.visibleTexts().contains("180°"))
        #expect(await app.visibleTexts().contains("100%"))
        #expect(try await app.value(of: "H") == "180")
        #expect(await app.visibleTexts().contains("#00FFFF"))
        try await app.slide("B", to: 50)
        #expect(await app.visibleTexts().contains("#008080"))
    }

    @Test("The eyedropper is hidden until the page finds the browser able; a color it picks is the Picker's")
    func pickerTakesAColorFromTheEyedropper() async throws {
        let app = tester("/picker")
        let screen = await app.screen()
        let button = try #require(screen.allNodes.first { $0[attribute: "data-vk-hook"] == "eyedropper" })
        // Served hidden: only the hook, on a browser with the EyeDropper API, shows it.
        #expect(button[attribute: "hidden"] != nil && button.text == "Pick from Screen")
        await app.send(Event(.hook, target: button.id, value: "#336699"))
        #expect(await app.visibleTexts().contains("#336699"))
        // What is not a color changes nothing.
        await app.send(Event(.hook, target: button.id, value: "javascript:alert(1)"))
        #expect(await app.visibleTexts().contains("#336699"))
    }

    @Test("On a wide window the Picker puts a large swatch beside the chart, keeping its values")
    func pickerAdaptsToTheSizeClass() async throws {
        let app = tester("/picker")
        try await app.slide("H", to: 200)
        await #expect(throws: (any Error).self) { try await app.element(labelled: "Current color", tag: nil) }
        await app.send(Event(.traits, target: "vk-window", value: "regular"))
        let swatch = try await app.element(labelled: "Current color", tag: nil)
        #expect(swatch[attribute: "style"]?.contains("background") == true)
        #expect(try await app.value(of: "H") == "200")
        await app.send(Event(.traits, target: "vk-window", value: "compact"))
        await #expect(throws: (any Error).self) { try await app.element(labelled: "Current color", tag: nil) }
        #expect(await app.visibleTexts().contains("200°"))
    }

    @Test("The chart moves with the arrow keys, and Ctrl/⌘-K goes to Search from anywhere")
    func chartKeysAndTheSearchShortcut() async throws {
        let app = tester("/picker")
        let chart = try await app.element(labelled: "Hue and saturation chart", tag: nil)
        #expect(chart[attribute: "aria-valuetext"] == "hue 60 degrees, saturation 50 percent")
        await app.send(Event(.key, target: chart.id, value: "ArrowRight"))
        await app.send(Event(.key, target: chart.id, value: "shift+ArrowUp"))
        #expect(try await app.value(of: "H") == "61")
        #expect(try await app.value(of: "S") == "60")
        await app.send(Event(.key, target: chart.id, value: "End"))
        #expect(await app.visibleTexts().contains("360°"))
        let colors = tester("/colors/detail-red")
        await colors.send(Event(.key, target: "vk-window", value: "mod+k"))
        #expect(await colors.path == "/search")
        let focused = await colors.session.inspect { $0.focusedViewID }
        #expect(focused == (try await colors.element(labelled: "#abcabc", tag: "input")).id)
    }

    @Test("A brightness step sends a style patch of a few hundred bytes, never a picture")
    func brightnessStepsAreSmall() async throws {
        let app = tester("/picker")
        let id = try await app.element(labelled: "B", tag: "input").id
        // The first answer carries the whole screen (the tester's page starts empty).
        await app.send(Event(.change, target: id, value: "95", sequence: 1))
        var messages: [String] = []
        for (index, value) in [90.0, 80, 70, 60].enumerated() {
            let patches = await app.send(
                Event(.change, target: id, value: String(value), sequence: index + 1))
            messages.append(WireProtocol.patches(patches, acknowledging: index + 1))
        }
        let sizes = messages.map(\.utf8.count)
        print("bytes per brightness step: \(sizes)")
        #expect(sizes.allSatisfy { $0 < 1024 }, "\(sizes)")
        #expect(!messages.contains { $0.contains("data:image") })
        #expect(await app.visibleTexts().contains("60%"))
    }

    @Test("A screen reader hears each slider with its unit, and the Change sheet's error at once")
    func pickerSlidersAndErrorsAreSpoken() async throws {
        let app = tester("/picker")
        #expect(
            try await app.element(labelled: "H", tag: "input")[attribute: "aria-valuetext"] == "60 degrees")
        try await app.slide("S", to: 25)
        #expect(
            try await app.element(labelled: "S", tag: "input")[attribute: "aria-valuetext"] == "25 percent")
        let change = tester("/colors/detail-red/~change")
        #expect(
            try await change.element(labelled: "Message", tag: nil)[attribute: "aria-live"] == "assertive")
    }

    @Test func chartIsDrawnOnceAndDimmedForBrightness() async throws {
        let app = tester("/picker")
        let chart = {
            await app.session.inspect { window in
                let chart = window.topViewController.view.allViews.compactMap { $0 as? ChartView }.first
                return (chart?.drawCount ?? -1, chart?.dimming ?? -1)
            }
        }
        _ = await app.screen()
        #expect(await chart().0 == 1)
        #expect(await chart().1 == 0)
        try await app.slide("H", to: 10)
        try await app.slide("S", to: 90)
        try await app.slide("B", to: 40)
        let (draws, dimming) = await chart()
        #expect(draws == 1, "brightness must not redraw the picture")
        #expect(abs(dimming - 0.6) < 1e-9)
        #expect(HTML.render(await app.screen()).contains("opacity:0.6"))
    }

    /// The overlay is exact: the chart at brightness b is the full-brightness chart times b, to
    /// within the rounding of 8-bit channels.
    @Test func dimmingTheFullChartEqualsDrawingItDarker() throws {
        let full = HueSaturationChart.render(brightness: 100, width: 72, height: 40)
        for brightness in [0.0, 12.5, 40, 77, 100] {
            let dark = HueSaturationChart.render(brightness: brightness, width: 72, height: 40)
            try #require(dark.pixels.count == full.pixels.count)
            // Color channels only: every fourth byte is alpha, opaque in both.
            var worst = 0.0
            for index in full.pixels.indices where index % 4 != 3 {
                let expected = Double(full.pixels[index]) * brightness / 100
                worst = max(worst, abs(expected - Double(dark.pixels[index])))
            }
            #expect(worst <= 1, "brightness \(brightness): off by \(worst)")
        }
    }

    @Test func topColorShowsTheMostTaggedColor() async throws {
        let app = tester("/top")
        #expect(await app.visibleTexts().contains("#FF00FF · 3 tags"))
        #expect(try await background(app)?.contains("rgb(255 0 255)") == true)
        try await app.tap("Change")
        try await app.type("cyan", into: "Enter a color")
        try await app.tap("Change")
        #expect(try await background(app)?.contains("rgb(0 255 255)") == true)
        // The caption names the color on screen, not the one it replaced.
        let texts = await app.visibleTexts()
        #expect(texts.contains("#00FFFF") && !texts.contains("#FF00FF · 3 tags"), "\(texts)")
        #expect(!texts.contains("Loading"))
    }

    @Test func topColorSaysLoadingUntilItKnows() async throws {
        store.failing.store(true, ordering: .relaxed)
        let app = tester("/top")
        #expect(!(await app.visibleTexts().contains("#FFFFFF")))
    }

    @Test func topColorSaysWhenTheStoreFails() async throws {
        store.failing.store(true, ordering: .relaxed)
        let app = tester("/top")
        #expect(await app.visibleTexts().contains("Failed :("))
    }

    @Test func pickerOpensTheCurrentColorsScreen() async throws {
        let app = tester("/picker")
        try await app.slide("H", to: 300)
        try await app.slide("S", to: 100)
        try await app.tap("Open in Colr")
        #expect(await app.path == "/picker/color-ff00ff")
        #expect(await app.visibleTexts().contains("magenta"))
    }
}
