/// What a text field asks of its delegate, like `UITextFieldDelegate`.
public protocol TextFieldDelegate: AnyObject {
    /// Return was pressed; answer whether the field should handle it (the default is true).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The field gained focus.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field lost focus; its text is final.
    func textFieldDidEndEditing(_ textField: TextField)
}

extension TextFieldDelegate {
    /// Handles Return by default.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Does nothing by default.
    public func textFieldDidEndEditing(_ textField: TextField) {}
}

/// A one-line text input, like `UITextField`.
open class TextField: View {
    /// The border look.
    public enum BorderStyle: String, Equatable, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// iOS's rounded rectangle.
        case roundedRect = "rounded"
    }

    /// The text; the page's copy is never overwritten while the person is typing in it.
    public var text = "" { didSet { if oldValue != text { setNeedsRender() } } }
    /// Shown while the field is empty.
    public var placeholder: String? { didSet { if oldValue != placeholder { setNeedsRender() } } }
    /// The border look.
    public var borderStyle = BorderStyle.roundedRect {
        didSet { if oldValue != borderStyle { setNeedsRender() } }
    }
    /// Alignment of the text.
    public var textAlignment = TextAlignment.natural {
        didSet { if oldValue != textAlignment { setNeedsRender() } }
    }
    /// Whether the field accepts input.
    public var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsRender() } } }
    /// Whether the field has keyboard focus.
    public private(set) var isEditing = false
    /// Receives Return and focus changes.
    public weak var delegate: (any TextFieldDelegate)?
    /// Called as the text changes.
    public var onTextChange: ((String) -> Void)?
    /// The longest text accepted; longer input is cut, which bounds what a page can make the server hold.
    public var maximumLength = 1000

    /// Creates a field.
    public init(text: String = "", placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init()
    }

    /// An `input` element.
    open override func makeNode() -> Node {
        var attributes = commonAttributes(class: "vk-textfield vk-border-\(borderStyle.rawValue)")
        attributes += [
            ("type", "text"), ("name", id), ("value", text), ("autocomplete", "off"),
            ("autocapitalize", "none"),
        ]
        if let placeholder {
            attributes.append(("placeholder", placeholder))
            if accessibilityLabel == nil { attributes.append(("aria-label", placeholder)) }
        }
        if !isEnabled { attributes.append(("disabled", "")) }
        return Node("input", id: id, attributes: attributes)
    }

    /// Adds the text alignment.
    open override func styleDeclarations() -> String {
        super.styleDeclarations() + textAlignment.css
    }

    /// Asks the page to move keyboard focus here.
    public func becomeFirstResponder() {
        window?.requestFocus(self)
    }

    /// Asks the page to take keyboard focus away from this field.
    public func resignFirstResponder() {
        if window?.focusedViewID == id { window?.requestFocus(nil) }
    }

    /// Takes text the page shows as typed, cut to ``maximumLength``; set without re-rendering,
    /// since the page already shows it.
    private func typed(_ text: String) {
        let value = String(text.prefix(maximumLength))
        guard value != self.text else { return }
        self.text = value
        onTextChange?(value)
    }

    /// Applies typing, Return and focus changes.
    open override func handle(_ event: Event) {
        guard isEnabled else { return }
        switch event.kind {
        case .input:
            typed(event.value ?? "")
        case .submit:
            if let value = event.value { typed(value) }
            _ = delegate?.textFieldShouldReturn(self)
        case .focus:
            isEditing = true
            window?.noteFocus(self)
            delegate?.textFieldDidBeginEditing(self)
        case .blur:
            // The page sends the field's final text with the blur: the edit ends with it even
            // when the last typing had not reached the session yet.
            if let value = event.value { typed(value) }
            isEditing = false
            window?.noteFocus(nil, ifCurrently: self)
            delegate?.textFieldDidEndEditing(self)
        default:
            break
        }
    }
}
