import TestSupport
import Testing
import ViewKitDemo
import ViewKitTesting

@testable import ViewKit

@Suite("The demo, driven in process", .offPool)
struct ScreenTesterTests {
    let tester = ScreenTester(router: DemoRouter())

    @Test func startsOnTheFirstTab() async throws {
        #expect(await tester.path == "/items")
        #expect(await tester.navigationTitle() == "Items")
        #expect(await tester.title == "Items")
        #expect(await tester.visibleTexts().contains("Item 12"))
    }

    @Test func selectingARowPushesAndBackPops() async throws {
        try await tester.selectRow("Item 3")
        #expect(await tester.navigationStack() == ["Items", "Item 3"])
        #expect(await tester.path == "/items/item-3")
        #expect(await tester.navigationTitle() == "Item 3")
        try await tester.tap("Items")  // the back button carries the previous title
        #expect(await tester.navigationStack() == ["Items"])
        try await tester.selectRow("Item 4")
        await tester.back()
        #expect(await tester.path == "/items")
        // The row was deselected when it was selected, as the chapter's list does.
        #expect(
            await tester.screen().allNodes.allSatisfy {
                !($0[attribute: "class"] ?? "").contains("vk-selected") || $0.tag != "button"
                    || !($0[attribute: "class"] ?? "").contains("vk-cell")
            })
    }

    @Test func everyScreenHasARouteThatRebuildsIt() async throws {
        let deep = ScreenTester(router: DemoRouter(), path: "/items/item-5")
        #expect(await deep.navigationStack() == ["Items", "Item 5"])
        let modal = ScreenTester(router: DemoRouter(), path: "/modal/~sheet")
        #expect(await modal.visibleTexts().contains("This is the Sheet screen."))
        #expect(await modal.path == "/modal/~sheet")
        let unknown = ScreenTester(router: DemoRouter(), path: "/items/bogus/deeper")
        #expect(await unknown.navigationStack() == ["Items"])
        #expect(await unknown.path == "/items")
        let nowhere = ScreenTester(router: DemoRouter(), path: "/%3Cscript%3E")
        #expect(await nowhere.path == "/items")
    }

    @Test func typingReturnAndEndingEdits() async throws {
        try await tester.selectTab("Form")
        #expect(await tester.path == "/form")
        try await tester.type("Ann", into: "First")
        #expect(await tester.visibleTexts().contains("Hello, Ann"))
        let second = try await tester.element(labelled: "Second", tag: "input").id
        let patches = await tester.send(
            Event(.submit, target: try await tester.element(labelled: "First", tag: "input").id, value: "Ann")
        )
        #expect(patches.contains(.focus(id: second)))
        try await tester.endEditing("First")
        #expect(await tester.visibleTexts().contains("Saved First: Ann"))
    }

    @Test func aFieldLeftBeforeItsTypingArrivedEndsItsEditWithTheBlursText() async throws {
        try await tester.selectTab("Form")
        let first = try await tester.element(labelled: "First", tag: "input").id
        await tester.send(Event(.focus, target: first))
        // Typed and left at once: the typing event never came, the blur carries the text.
        await tester.send(Event(.blur, target: first, value: "Bo"))
        #expect(await tester.visibleTexts().contains("Hello, Bo"))
        #expect(await tester.visibleTexts().contains("Saved First: Bo"))
    }

    @Test func slidersAndSwitchesFollowTheModelWithoutLooping() async throws {
        try await tester.selectRow("Item 1")
        try await tester.slide("Level", to: 80)
        #expect(await tester.visibleTexts().contains("Level 80"))
        #expect(try await tester.value(of: "Level") == "80")
        let patches = await tester.send(
            Event(
                .change, target: try await tester.element(labelled: "Level", tag: "input").id, value: "81.5"))
        // One small change for the label (the slider already shows what was dragged).
        #expect(patches.allSatisfy { if case .replace = $0 { false } else { true } })
        #expect(await tester.visibleTexts().contains("Level 81"))
        let toggle = try await tester.element(labelled: "Enabled", tag: "input").id
        await tester.send(Event(.change, target: toggle, value: "true"))
        #expect(await tester.visibleTexts().contains("On"))
        // Malformed values are ignored.
        await tester.send(
            Event(.change, target: try await tester.element(labelled: "Level", tag: "input").id, value: "NaN")
        )
        #expect(await tester.visibleTexts().contains("Level 81"))
    }

    @Test func touchesMoveTheMarkerWithoutRedrawing() async throws {
        try await tester.selectTab("Draw")
        try await tester.touch("Canvas", at: (0.25, 0.5))
        try await tester.touch("Canvas", at: (1.5, -1), phase: .touchMoved)
        #expect(await tester.visibleTexts().contains("x 300, y 0"))
        let drawCount = await tester.session.inspect { window in
            (window.topViewController.view.allViews.compactMap { $0 as? CanvasView }.first?.drawCount) ?? -1
        }
        #expect(drawCount == 1)
    }

    @Test func tabsBeyondFiveGoUnderMore() async throws {
        let tabs = await tester.screen().allNodes.filter { $0[attribute: "role"] == "tab" }
        #expect(tabs.count == 5)
        try await tester.tap("More")
        #expect(await tester.visibleTexts().contains("Extra 2"))
        try await tester.selectRow("Extra 2")
        #expect(await tester.path == "/extra-2")
        #expect(await tester.visibleTexts().contains("Extra screen 2"))
    }

    @Test func presentingAndDismissingModals() async throws {
        try await tester.selectTab("Modal")
        try await tester.tap("Show sheet")
        #expect(await tester.path == "/modal/~sheet")
        try await tester.tap("Stack another")
        #expect(await tester.path == "/modal/~sheet/~sheet")
        try await tester.tap("Close")
        try await tester.tap("Close")
        #expect(await tester.path == "/modal")
        try await tester.tap("Show page")
        await tester.back()
        #expect(await tester.path == "/modal")
    }

    @Test func unknownTargetsAndEventsAreIgnored() async throws {
        await tester.send(Event(.tap, target: "no-such-view"))  // the first update draws the page
        let before = await tester.screen()
        let patches = await tester.send(Event(.tap, target: "no-such-view"))
        #expect(patches.isEmpty)
        #expect(await tester.screen() == before)
    }

    @Test func formPostsWithoutATargetMakeNoTap() {
        // An empty `vk-tap` (or a bare `#`) names no view: it must make no tap, never abort.
        for tap in ["", "#", "#x"] {
            #expect(
                Page.events(fromForm: ["vk-tap": tap, "v1": "text"]) == [
                    Event(.input, target: "v1", value: "text")
                ])
        }
        #expect(Page.events(fromForm: ["vk-tap": "row#3"]) == [Event(.tap, target: "row", value: "3")])
        #expect(Page.events(fromForm: ["vk-csrf": "token"]).isEmpty)
    }
}
