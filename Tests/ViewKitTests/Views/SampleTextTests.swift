import TestSupport
import Testing

@testable import ViewKit

@Suite("Sample text", .offPool)
struct SampleTextTests {
    @Test func drawsItsTextAsAPicture() {
        let sample = SampleText("Aa")
        sample.textColor = .white
        sample.accessibilityLabel = "Sample of white on yellow"
        let node = sample.node()
        #expect(node.text == nil && node.children.isEmpty)
        #expect(node[attribute: "data-vk-text"] == "Aa" && node[attribute: "role"] == "img")
        #expect(node[attribute: "aria-label"] == "Sample of white on yellow")
        #expect(node[attribute: "style"]?.contains("color:") == true)
        sample.text = "<b>"
        #expect(sample.node()[attribute: "data-vk-text"] == "<b>")
        #expect(HTML.render(sample.node()).contains("data-vk-text=\"&lt;b&gt;\""))
    }

    @Test func newlinesStartLinesAndNothingElseWraps() {
        let sample = SampleText("4.6\nAA\nLc 62")
        #expect(sample.node()[attribute: "data-vk-text"] == "4.6\nAA\nLc 62")
        let rule = Page.stylesheet.split(separator: "\n").first { $0.hasPrefix(".vk-sample-text {") }
        #expect(rule?.contains("white-space: pre;") == true && rule?.contains("text-align: center") == true)
    }
}
