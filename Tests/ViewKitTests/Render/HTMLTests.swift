import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("HTML and diffing", .offPool)
struct HTMLTests {
    @Test func everyTextAndAttributeIsEscaped() {
        let node = Node(
            "div", id: "a\"b", attributes: [("title", "<script>alert('x')</script>&")],
            text: "<img src=x onerror=alert(1)>")
        #expect(
            HTML.render(node)
                == #"<div id="a&quot;b" title="&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&lt;img src=x onerror=alert(1)&gt;</div>"#
        )
        #expect(
            HTML.render(Node("input", id: "i", attributes: [("value", "\"")]))
                == #"<input id="i" value="&quot;">"#)
    }

    @Test func unchangedTreesGiveNoPatches() {
        let tree = Node("div", id: "r", children: [Node("p", id: "t", text: "hi")])
        #expect(Differ.diff(tree, tree).isEmpty)
    }

    @Test func textAndAttributeChangesAreSmallPatches() {
        let old = Node(
            "div", id: "r", attributes: [("class", "a"), ("hidden", "")],
            children: [Node("p", id: "t", text: "hi")])
        let new = Node(
            "div", id: "r", attributes: [("class", "b")], children: [Node("p", id: "t", text: "bye")])
        #expect(
            Differ.diff(old, new) == [
                .attributes(id: "r", set: ["class": "b"], remove: ["hidden"]), .text(id: "t", text: "bye"),
            ])
    }

    @Test func structuralChangesReplaceTheSmallestEnclosingNode() {
        // Children without ids of their own cannot be matched, so their parent is sent again.
        let old = Node(
            "div", id: "r", children: [Node("ul", id: "l", children: [Node("li", id: "", text: "one")])])
        let new = Node(
            "div", id: "r",
            children: [
                Node(
                    "ul", id: "l",
                    children: [Node("li", id: "", text: "one"), Node("li", id: "", text: "two")])
            ])
        #expect(Differ.diff(old, new) == [.replace(id: "l", html: HTML.render(new.children[0]))])
        // A child that changes kind is replaced on its own.
        let kind = Node("div", id: "r", children: [Node("ol", id: "l")])
        #expect(Differ.diff(old, kind) == [.replace(id: "l", html: HTML.render(kind.children[0]))])
    }

    @Test func keyedChildrenAreInsertedRemovedAndMovedByID() {
        func list(_ ids: [String], text: (String) -> String = { "row " + $0 }) -> Node {
            Node("ul", id: "l", children: ids.map { Node("li", id: $0, text: text($0)) })
        }
        let old = list(["a", "b", "c", "d"])
        let new = list(["d", "a", "x", "c"]) { $0 == "c" ? "changed" : "row " + $0 }
        #expect(
            Differ.diff(old, new) == [
                .remove(id: "b"),
                .insert(parent: "l", before: "c", html: HTML.render(Node("li", id: "x", text: "row x"))),
                .move(id: "d", parent: "l", before: "a"),
                .text(id: "c", text: "changed"),
            ])
        #expect(
            Differ.longestIncreasingRun([3, 0, 2, 1, 4]) == [0, 2, 4]
                || Differ.longestIncreasingRun([3, 0, 2, 1, 4]) == [0, 1, 4])
        // Two children with one id cannot be keyed: the list is sent again.
        let twins = Node(
            "ul", id: "l", children: [Node("li", id: "a", text: "1"), Node("li", id: "a", text: "2")])
        #expect(Differ.diff(old, twins) == [.replace(id: "l", html: HTML.render(twins))])
    }

    /// The streamed list's figure: one row into 10,000 is a patch the size of that row.
    @Test func oneRowIntoTenThousandIsOneRowsPatch() throws {
        let ids = (0..<10_000).map { "r\($0)" }
        let old = Node("ul", id: "l", children: ids.map { Node("li", id: $0, text: "#\($0) color") })
        var rows = old.children
        let row = Node("li", id: "new", text: "#new color")
        rows.insert(row, at: 5_000)
        let new = Node("ul", id: "l", children: rows)
        let patches = Differ.diff(old, new)
        #expect(patches == [.insert(parent: "l", before: "r5000", html: HTML.render(row))])
        let bytes = try JSONEncoder().encode(patches).count
        let listBytes = HTML.render(new).utf8.count
        #expect(bytes < 120, "the patch is \(bytes) bytes")
        print("streamed list: inserting one row into 10,000 sends \(bytes) bytes (the list is \(listBytes))")
    }
}
