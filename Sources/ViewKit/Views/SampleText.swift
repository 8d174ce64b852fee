/// Text shown as a picture of colors, such as an "Aa" contrast sample: seen, but not read as
/// text. Its ``View/accessibilityLabel`` says what it shows.
///
/// Its colors are the content, so a sample of a failing pair fails on purpose; drawn by the
/// stylesheet rather than as text, it is an image to assistive technology and contrast checkers.
open class SampleText: View {
    /// The text drawn, centered; a newline starts a new line, and lines never wrap.
    public var text: String { didSet { if oldValue != text { setNeedsRender() } } }
    /// The text's color.
    public var textColor: Color? { didSet { if oldValue != textColor { setNeedsRender() } } }
    /// The font.
    public var font = Font.body { didSet { if oldValue != font { setNeedsRender() } } }
    /// Lines drawn under the sample in a color of their own, for figures about it (a contrast
    /// ratio) that must stay readable whatever the sample's colors are; nil for none.
    public var caption: String? { didSet { if oldValue != caption { setNeedsRender() } } }
    /// The caption's color; the text's when nil.
    public var captionColor: Color? { didSet { if oldValue != captionColor { setNeedsRender() } } }

    /// Creates a sample of `text`.
    public init(_ text: String) {
        self.text = text
        super.init()
    }

    /// An image element whose picture is the text, centered.
    open override func makeNode() -> Node {
        var attributes = commonAttributes(class: "vk-sample-text", role: "img")
        attributes.append(("data-vk-text", text))
        if let caption { attributes.append(("data-vk-caption", caption)) }
        return Node("div", id: id, attributes: attributes)
    }

    /// Adds the text's color and font, and the caption's color.
    open override func styleDeclarations() -> String {
        var style = super.styleDeclarations() + font.css
        if let textColor { style += "color:\(textColor.css);" }
        if let captionColor { style += "--vk-caption-color:\(captionColor.css);" }
        return style
    }
}
