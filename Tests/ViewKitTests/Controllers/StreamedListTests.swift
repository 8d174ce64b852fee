import TestSupport
import Testing
import ViewKitTesting

@testable import ViewKit

/// A list of numbered items loaded ten at a time, each row keyed by its item.
private final class NumberList: TableViewController {
    var items = Array(1...10)
    var loads = 0
    var picked: Int?

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        picked = items[indexPath.row]
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: "Item \(items[indexPath.row])", key: "item/\(items[indexPath.row])")
    }

    override func tableViewHasMoreRows(_ tableView: TableView) -> Bool { items.count < 30 }

    override func tableViewWantsMoreRows(_ tableView: TableView) {
        loads += 1
        items += (items.count + 1)...(items.count + 10)
        tableView.reloadData()
    }

    /// A new first item: the rows below keep their place.
    func prepend() {
        items.insert(0, at: 0)
        tableView.reloadData()
    }
}

private struct NumberRouter: ScreenRouter {
    func makeRootViewController() -> ViewController { NumberList() }
    func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
}

@Suite("Streamed lists", .offPool)
struct StreamedListTests {
    @Test("Keyed rows: a page more, or a row above, sends only those rows")
    func onlyNewRowsTravel() async throws {
        let tester = ScreenTester(router: NumberRouter())
        #expect(await tester.visibleTexts().contains("Item 10"))
        let more = try #require(await tester.screen().allNodes.first { $0[attribute: "data-vk-more"] != nil })
        #expect(more.text == "Show More")
        // The page has the whole screen, as a joined page does; what follows are its changes.
        _ = await tester.session.fullUpdate()
        // The page taps Show More when it scrolls into view.
        let patches = await tester.send(
            Event(.tap, target: try #require(more[attribute: "data-vk-target"]), value: "more"))
        #expect(await tester.visibleTexts().contains("Item 20"))
        let inserted = patches.filter { if case .insert = $0 { true } else { false } }
        #expect(inserted.count == 10)
        #expect(!patches.contains { if case .replace = $0 { true } else { false } }, "\(patches)")
        // A row above the others is one insert; the key, not the position, names each row.
        let above = await tester.session.inspect { window -> [Patch] in
            (window.rootViewController as? NumberList)?.prepend()
            return window.update()
        }
        #expect(above.count == 1, "\(above)")
        #expect(await tester.screen().allNodes.contains { $0.id.hasSuffix("-k0-item_2f_1") })
        // A tap names the row by its key, wherever it now is.
        try await tester.selectRow("Item 7")
        #expect(await tester.session.inspect { ($0.rootViewController as? NumberList)?.picked } == 7)
        // Past the last page, no Show More row, and a stray "more" tap loads nothing.
        await tester.send(Event(.tap, target: try #require(more[attribute: "data-vk-target"]), value: "more"))
        #expect(
            await tester.screen().allNodes.first {
                $0[attribute: "data-vk-more"] == nil && $0.text == "Show More"
            } == nil)
        await tester.send(Event(.tap, target: try #require(more[attribute: "data-vk-target"]), value: "more"))
        #expect(await tester.session.inspect { ($0.rootViewController as? NumberList)?.loads } == 2)
    }
}
