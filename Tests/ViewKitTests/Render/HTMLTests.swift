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
        let old = Node(
            "div", id: "r", children: [Node("ul", id: "l", children: [Node("li", id: "1", text: "one")])])
        let new = Node(
            "div", id: "r",
            children: [
                Node(
                    "ul", id: "l",
                    children: [Node("li", id: "1", text: "one"), Node("li", id: "2", text: "two")])
            ])
        #expect(Differ.diff(old, new) == [.replace(id: "l", html: HTML.render(new.children[0]))])
    }
}
