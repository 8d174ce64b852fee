import ColorKit
import Testing

@testable import PaletteFormats

/// The resource file reader palette import and TokenFormats' theme checks share: what each of
/// them relied on, tested on the reader itself.
@Suite("Resource XML")
struct ResourceXMLTests {
    func children(_ xml: String) throws(ResourceXML.Failure) -> [ResourceXML.Element] {
        try ResourceXML.children(of: Array(xml.utf8), root: "resources")
    }

    func failure(_ xml: String) -> ResourceXML.Failure? {
        do {
            _ = try children(xml)
            return nil
        } catch {
            return error
        }
    }

    @Test("Each child's text is trimmed of XML space, and its plain text's bytes and position kept")
    func positions() throws {
        let xml =
            "<resources>\n  <color name=\"a\">#FFF</color>\n  <color name=\"b\">\n\t #000 \r\n  </color>\n</resources>"
        let elements = try children(xml)
        #expect(elements.map(\.name) == ["color", "color"])
        #expect(elements.map(\.text) == ["#FFF", "#000"])
        #expect(elements[0].attributes == ["name": "a"])
        #expect((elements[0].line, elements[0].column) == (2, 19))
        // The second value starts after a line break, a tab and a space: line 4, column 3.
        #expect((elements[1].line, elements[1].column) == (4, 3))
        for element in elements {
            #expect(String(decoding: Array(xml.utf8)[element.textRange], as: UTF8.self) == element.text)
        }
    }

    @Test("Text that is not one plain run has no range to rewrite")
    func notPlain() throws {
        let xml = """
            <resources>
            <color name="entity">&#x23;FFF</color>
            <color name="cdata"><![CDATA[#FFF]]></color>
            <color name="comment">#FFF<!-- why --></color>
            <color name="child">#F<b>x</b>FF</color>
            <color name="empty"/>
            </resources>
            """
        let elements = try children(xml)
        #expect(elements.map(\.text) == ["#FFF", "#FFF", "#FFF", "#FFF", ""])
        #expect(elements.map(\.textRange) == Array(repeating: 0..<0, count: 5))
        // Text that begins plainly is placed where it begins, even when a comment or a child
        // element later makes it more than one run; otherwise the tag is the place.
        #expect(elements.map(\.line) == [2, 3, 4, 5, 6])
        #expect(elements.map(\.column) == [1, 1, 23, 21, 1])
    }

    @Test("Only XML's space is trimmed; a no-break space stays part of the value")
    func onlyXMLSpace() throws {
        let elements = try children("<resources><color name=\"a\">\u{00A0}#FFF\u{2003}</color></resources>")
        #expect(elements.first?.text == "\u{00A0}#FFF\u{2003}")
        #expect(AndroidColorResources.parse(elements.first?.text ?? "") == nil)
    }

    @Test("A byte order mark may start the file")
    func byteOrderMark() throws {
        let xml =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><color name=\"a\">#F00</color></resources>"
        #expect(try children(xml).map(\.text) == ["#F00"])
        let read = try PaletteImporter.read(Array(xml.utf8), as: .android)
        #expect(read.entries.map(\.color) == [RGB8(rgb: 0xFF0000)])
        // Only at the start: anywhere else it is text outside the root.
        #expect(failure("<resources/>\u{FEFF}")?.reason == "it has text outside the <resources> element")
    }

    @Test("The five predefined entities and character references, in text and attributes")
    func entities() throws {
        let elements = try children(
            "<resources><string name=\"&lt;&amp;&gt;\">&quot;&apos;&#65;&#x42;</string></resources>")
        #expect(elements.first?.attributes["name"] == "<&>")
        #expect(elements.first?.text == "\"'AB")
        #expect(failure("<resources><a>&#0;</a></resources>")?.reason == "&#0; is not an entity XML defines")
        #expect(
            failure("<resources><a>&#xZZ;</a></resources>")?.reason == "&#xZZ; is not an entity XML defines")
        #expect(failure("<resources><a>&amp</a></resources>")?.reason == "an \"&\" starts no entity")
    }

    @Test("Markup that is broken says what and where")
    func failures() {
        let cases: [(String, String, Int, Int)] = [
            (
                "<resources>\n  <color name=x>#FFF</color>\n</resources>",
                "an attribute's value is not quoted", 2, 15
            ),
            ("<resources>\n<color name>", "an attribute has no value", 2, 12),
            ("<resources><color name=\"a<\">", "an attribute is not closed", 1, 26),
            ("<resources><color", "it ends inside a tag", 1, 18),
            ("<resources>< color/>", "a \"<\" starts no element", 1, 13),
            ("<resources>\n<?pi", "a processing instruction is not closed", 2, 5),
            ("<resources><a><![CDATA[x", "a CDATA section is not closed", 1, 25),
            ("<resources>\n\n</color>", "</color> does not close the element that is open", 3, 8),
            ("<resources/>\ntext", "it has text outside the <resources> element", 2, 5),
        ]
        for (xml, reason, line, column) in cases {
            #expect(failure(xml) == ResourceXML.Failure(reason: reason, line: line, column: column), "\(xml)")
        }
    }

    @Test("Space, comments and a declaration may stand outside the root; text in a grandchild is left out")
    func outsideAndInside() throws {
        let xml = "<?xml version=\"1.0\"?>\n<!-- c -->\n<resources><a>x<b>y</b>z</a></resources>\n\n"
        let elements = try children(xml)
        #expect(elements.map(\.text) == ["xz"])
    }
}
