import TestSupport
import Testing
import ViewKitTesting

@testable import ViewKit

/// A list in two sections, to check that a subclass's overrides are what the table calls,
/// including those the data source protocol gives defaults for.
private final class SwatchList: TableViewController {
    let sections = [("Warm", ["Red", "Orange"]), ("Cool", ["Blue"])]
    var picked: [String] = []

    override var routeComponent: String? { "list" }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].0
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: sections[indexPath.section].1[indexPath.row])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        super.tableView(tableView, didSelectRowAt: indexPath)
        picked.append(sections[indexPath.section].1[indexPath.row])
        title = picked.joined(separator: ",")
    }
}

private struct ListRouter: ScreenRouter {
    func makeRootViewController() -> ViewController { NavigationController(rootViewController: SwatchList()) }
    func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
}

/// A list whose rows a test empties and fills.
private final class ShrinkingList: TableViewController {
    var names: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: names[indexPath.row])
    }
}

@Suite("TableViewController", .offPool)
struct TableViewControllerTests {
    @Test("A table with no rows says its empty text, and only then")
    func emptyTextStandsInForRows() async throws {
        let list = ShrinkingList()
        let table = list.tableView
        table.dataSource = list
        table.emptyText = "Nothing here yet"
        #expect(table.makeNode().allNodes.contains { $0.text == "Nothing here yet" })
        list.names = ["Red"]
        table.reloadData()
        let filled = table.makeNode().allNodes
        #expect(filled.contains { $0.text == "Red" })
        #expect(!filled.contains { $0.text == "Nothing here yet" })
        table.emptyText = nil
        list.names = []
        #expect(!table.makeNode().allNodes.contains { $0.text == "Nothing here yet" })
    }

    @Test("A subclass's sections, headers, rows and selection are the table's")
    func overridesReachTheTable() async throws {
        let tester = ScreenTester(router: ListRouter(), path: "/list")
        let texts = await tester.visibleTexts()
        for text in ["Warm", "Red", "Orange", "Cool", "Blue"] { #expect(texts.contains(text), "\(text)") }
        try await tester.selectRow("Blue")
        #expect(await tester.navigationTitle() == "Blue")
        // The base class deselected the row before the subclass went on.
        #expect(
            await tester.screen().allNodes.allSatisfy {
                !($0[attribute: "class"] ?? "").contains("vk-selected")
                    || !($0[attribute: "class"] ?? "").contains("vk-cell")
            })
    }
}
