/// Shows an image, like `UIImageView`.
open class ImageView: View {
    /// The image, or nothing.
    public var image: Image? { didSet { if oldValue != image { setNeedsRender() } } }

    /// Creates an image view.
    public init(image: Image? = nil) {
        self.image = image
        super.init()
    }

    /// An `img` element; decorative unless it has an accessibility label.
    open override func makeNode() -> Node {
        var attributes = [("class", "vk-image")]
        let style = styleDeclarations()
        if !style.isEmpty { attributes.append(("style", style)) }
        attributes.append(("src", image?.source ?? ""))
        attributes.append(("alt", accessibilityLabel ?? ""))
        if isHidden { attributes.append(("hidden", "")) }
        return Node("img", id: id, attributes: attributes)
    }
}
