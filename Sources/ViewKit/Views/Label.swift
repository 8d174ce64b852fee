/// Text on screen, like `UILabel`; text wraps.
open class Label: View {
    /// The text.
    public var text: String { didSet { if oldValue != text { setNeedsRender() } } }
    /// The text color, or the theme's.
    public var textColor: Color? { didSet { if oldValue != textColor { setNeedsRender() } } }
    /// The font.
    public var font = Font.body { didSet { if oldValue != font { setNeedsRender() } } }
    /// Horizontal alignment of the text.
    public var textAlignment = TextAlignment.natural {
        didSet { if oldValue != textAlignment { setNeedsRender() } }
    }

    /// Creates a label.
    public init(_ text: String = "") {
        self.text = text
        super.init()
    }

    /// A `span`-like block holding the escaped text.
    open override func makeNode() -> Node {
        // A named group keeps its text readable; a name alone on a div is not allowed by ARIA.
        Node(
            "div", id: id,
            attributes: commonAttributes(class: "vk-label", role: accessibilityLabel == nil ? nil : "group"),
            text: text)
    }

    /// Adds the text's color, font and alignment.
    open override func styleDeclarations() -> String {
        var style = super.styleDeclarations() + font.css + textAlignment.css
        if let textColor { style += "color:\(textColor.css);" }
        return style
    }
}

/// A font: a family, a size and a weight.
public struct Font: Equatable, Sendable {
    /// A CSS font family list; the system font when nil.
    public var family: String?
    /// The size in points.
    public var size: Double
    /// The weight, 100…900.
    public var weight: Int

    /// Creates a font.
    public init(family: String? = nil, size: Double, weight: Int = 400) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// Body text.
    public static let body = Font(size: 17)
    /// Secondary text.
    public static let footnote = Font(size: 13)
    /// A headline.
    public static let headline = Font(size: 17, weight: 600)
    /// A large title.
    public static let title = Font(size: 28, weight: 700)
    /// Monospaced digits for values.
    public static let monospaced = Font(family: "ui-monospace, SFMono-Regular, Menlo, monospace", size: 17)

    var css: String {
        var css = "font-size:\(Int(size))px;font-weight:\(weight);"
        if let family { css += "font-family:\(family);" }
        return css
    }
}

/// Horizontal text alignment, in writing-direction terms.
public enum TextAlignment: String, Equatable, Sendable {
    /// The writing direction's start (left in left-to-right pages).
    case natural = "start"
    /// Centered.
    case center
    /// The writing direction's end.
    case trailing = "end"

    var css: String { self == .natural ? "" : "text-align:\(rawValue);" }
}
