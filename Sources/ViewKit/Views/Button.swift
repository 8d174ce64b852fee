/// A tappable button with a title and title color per state, like `UIButton`.
open class Button: View {
    /// The states a button's look depends on.
    public enum State: Hashable, Sendable {
        /// Idle.
        case normal
        /// While pressed.
        case highlighted
        /// When `isEnabled` is false.
        case disabled
    }

    /// The visual style.
    public enum Style: String, Equatable, Sendable {
        /// Tinted text, no background (iOS's system button).
        case plain
        /// A filled, rounded button.
        case filled
        /// A filled, fully rounded ("pill") button.
        case pill
    }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    /// Whether the button reacts to taps.
    public var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsRender() } } }
    /// The look.
    public var style = Style.plain { didSet { if oldValue != style { setNeedsRender() } } }
    /// The font of the title.
    public var font = Font.body { didSet { if oldValue != font { setNeedsRender() } } }
    /// What happens on tap.
    public var action: (() -> Void)?

    /// Creates a button with a normal title.
    public init(title: String = "", action: (() -> Void)? = nil) {
        self.action = action
        super.init()
        titles[.normal] = title
    }

    /// Sets the title for a state; other states fall back to the normal title.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        setNeedsRender()
    }

    /// Sets the title color for a state; other states fall back to the normal color.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        setNeedsRender()
    }

    /// The title shown for a state.
    public func title(for state: State) -> String {
        titles[state] ?? titles[.normal] ?? ""
    }

    /// The title shown now.
    public var currentTitle: String { title(for: isEnabled ? .normal : .disabled) }

    /// A `button` element; the highlighted look is the page's `:active` state.
    open override func makeNode() -> Node {
        var attributes = commonAttributes(class: "vk-button vk-\(style.rawValue)")
        attributes += [("type", "submit"), ("name", "vk-tap"), ("value", id)]
        if !isEnabled { attributes.append(("disabled", "")) }
        if let color = titleColors[.highlighted] ?? titleColors[.normal] {
            attributes.append(("data-highlight", color.css))
        }
        return Node("button", id: id, attributes: attributes, text: currentTitle)
    }

    /// Adds the title color for the current state.
    open override func styleDeclarations() -> String {
        var style = super.styleDeclarations() + font.css
        let color = isEnabled ? titleColors[.normal] : (titleColors[.disabled] ?? titleColors[.normal])
        if let color { style += "color:\(color.css);" }
        if let highlighted = titleColors[.highlighted] { style += "--vk-highlight:\(highlighted.css);" }
        return style
    }

    /// Calls the action on a tap, unless disabled.
    open override func handle(_ event: Event) {
        guard event.kind == .tap, isEnabled else { return }
        action?()
    }
}
