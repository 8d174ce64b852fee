import TestSupport
import Testing
import ViewKitDemo
import ViewKitTesting

@testable import ViewKit

/// The browser's history follows the navigation stack: Back does what the app's back button does.
@Suite("Navigation history", .offPool)
struct NavigationHistoryTests {
    @Test func entriesAreOnePerLevel() {
        #expect(NavigationHistory.entries(for: "/") == ["/"])
        #expect(NavigationHistory.entries(for: "/colors") == ["/colors"])
        #expect(
            NavigationHistory.entries(for: "/colors/detail-red/~change")
                == ["/colors", "/colors/detail-red", "/colors/detail-red/~change"])
    }

    @Test func aPushAddsAnEntryAndPopsGoBack() {
        let root = ["/items"]
        let pushed = ["/items", "/items/item-3"]
        let deeper = pushed + ["/items/item-3/~sheet"]
        #expect(NavigationHistory.patches(from: root, to: root).isEmpty)
        #expect(NavigationHistory.patches(from: root, to: pushed) == [.pushURL("/items/item-3")])
        #expect(
            NavigationHistory.patches(from: pushed, to: root) == [.historyBack(count: 1, landing: "/items")])
        #expect(
            NavigationHistory.patches(from: deeper, to: root) == [.historyBack(count: 2, landing: "/items")])
    }

    @Test func anythingElseRewritesTheEntries() {
        // A tab switch: only the new tab's stack is left to go back through.
        #expect(
            NavigationHistory.patches(from: ["/colors", "/colors/detail-red"], to: ["/picker"])
                == [.resetHistory(["/picker"])])
        // Two pushes at once, or a page whose history is unknown.
        #expect(
            NavigationHistory.patches(from: ["/a"], to: ["/a", "/a/b", "/a/b/c"])
                == [.resetHistory(["/a", "/a/b", "/a/b/c"])])
        #expect(NavigationHistory.patches(from: [], to: ["/a"]) == [.resetHistory(["/a"])])
    }

    @Test func landingIsKnownOnlyOnAnEntryThePageWasGiven() {
        let known = ["/colors", "/colors/detail-red", "/colors/detail-red/~change"]
        #expect(
            NavigationHistory.landing(in: known, depth: 1, path: "/colors/detail-red")
                == Array(known.prefix(2)))
        #expect(NavigationHistory.landing(in: known, depth: 1, path: "/picker") == nil)
        #expect(NavigationHistory.landing(in: known, depth: 5, path: "/colors") == nil)
        #expect(NavigationHistory.landing(in: known, depth: -1, path: "/colors") == nil)
    }

    // MARK: A session keeps the page's history in step

    static func historyPatches(_ patches: [Patch]) -> [Patch] {
        patches.filter {
            switch $0 {
            case .pushURL, .replaceURL, .historyBack, .resetHistory: return true
            default: return false
            }
        }
    }

    @Test func pushesPopsAndTabSwitchesInTheApp() async throws {
        let tester = ScreenTester(router: DemoRouter(), path: "/items")
        try await tester.selectRow("Item 3")
        #expect(await tester.path == "/items/item-3")
        let popped = try await tester.tap("Back to Items")
        #expect(Self.historyPatches(popped) == [.historyBack(count: 1, landing: "/items")])
        try await tester.selectRow("Item 4")
        let tabs = try await tester.tap("Form")
        #expect(Self.historyPatches(tabs) == [.resetHistory(["/form"])])
    }

    @Test func theBrowsersBackPopsWithoutMovingTheBrowserAgain() async throws {
        let tester = ScreenTester(router: DemoRouter(), path: "/items")
        try await tester.selectRow("Item 3")
        let back = await tester.send(Event(.back, target: "vk-window", value: "/items", depth: 0))
        #expect(await tester.path == "/items")
        #expect(Self.historyPatches(back).isEmpty, "the browser already went back: \(back)")
        try await tester.selectRow("Item 5")
        #expect(await tester.path == "/items/item-5")
    }

    @Test func aPathFromElsewhereRebuildsTheStackItNamesExactly() async throws {
        // Colors → Red → another tab → Back: the path names Red, which is already on the stack,
        // so the stack is rebuilt from the path rather than Red pushed onto it again.
        let tester = ScreenTester(router: DemoRouter(), path: "/items/item-3")
        try await tester.tap("Form")
        _ = await tester.send(Event(.back, target: "vk-window", value: "/items/item-3", depth: 1))
        #expect(await tester.path == "/items/item-3")
        #expect(await tester.navigationStack() == ["Items", "Item 3"])
    }

    @Test func dismissingASheetGoesBackOverItsEntry() async throws {
        let tester = ScreenTester(router: DemoRouter(), path: "/modal")
        let shown = try await tester.tap("Show sheet")
        #expect(Self.historyPatches(shown) == [.pushURL("/modal/~sheet")])
        let closed = try await tester.tap("Close")
        #expect(Self.historyPatches(closed) == [.historyBack(count: 1, landing: "/modal")])
        #expect(await tester.path == "/modal")
    }

    @Test func aJoiningPageGetsItsEntriesWhenItHasNotGotThem() async throws {
        let session = LiveSession(router: DemoRouter(), path: "/items/item-3")
        // A first load of a deep link: one entry, so the stack's entries are written.
        let fresh = await session.join(pagePath: "/items/item-3", depth: 0, fields: [])
        #expect(Self.historyPatches(fresh) == [.resetHistory(["/items", "/items/item-3"])])
        // A reload keeps the browser's entries: nothing to rewrite.
        let reloaded = await session.join(pagePath: "/items/item-3", depth: 1, fields: [])
        #expect(Self.historyPatches(reloaded).isEmpty)
    }
}
